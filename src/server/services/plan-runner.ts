import type { PlanResult, SwapOptionsResult, SwapResult, SwapTarget } from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";

/** Runs the engine somewhere: on the worker pool in the server, in-process in some tests. */
export interface PlanRunner {
  run(request: PlanRequest, opts: { seed: number; weekStart: string }): Promise<PlanResult>;
  /** Alternatives for one meal of a stored plan (decisions D17). */
  swapOptions(request: PlanRequest, plan: PlanData, target: SwapTarget): Promise<SwapOptionsResult>;
  /** The plan with one meal swapped and its day re-solved, or why not. */
  swapMeal(request: PlanRequest, plan: PlanData, target: SwapTarget, recipeId: string): Promise<SwapResult>;
  close(): Promise<void>;
}
