import type { HouseholdEater, PlanResult, SwapOptionsResult, SwapResult, SwapTarget } from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PdfOptions } from "../pdf/render-plan-pdf";

/**
 * Runs the engine, and renders plan PDFs, somewhere: on the worker pool in the server (so neither
 * holds the thread that answers requests), in-process in some tests.
 */
export interface PlanRunOptions {
  seed: number;
  weekStart: string;
  /** The owner's household members: one week for everyone (docs/product/household.md). */
  household?: HouseholdEater[];
}

export interface PlanRunner {
  run(request: PlanRequest, opts: PlanRunOptions): Promise<PlanResult>;
  /**
   * Alternatives for one meal of a stored plan (docs/product/plan-changes.md); with the household it
   * was planned for, only dishes everyone who shares the meal can share (docs/product/household.md).
   */
  swapOptions(
    request: PlanRequest,
    plan: PlanData,
    target: SwapTarget,
    household?: HouseholdEater[],
  ): Promise<SwapOptionsResult>;
  /**
   * The plan with one meal swapped and its day re-solved, or why not; with the household it was
   * planned for, every member's week is solved again around it (docs/product/household.md).
   */
  swapMeal(
    request: PlanRequest,
    plan: PlanData,
    target: SwapTarget,
    recipeId: string,
    household?: HouseholdEater[],
  ): Promise<SwapResult>;
  /** The plan as a PDF (docs/product/plan-pdf.md). */
  renderPdf(plan: PlanData, name: string, opts: PdfOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}
