import type { PlanResult, SwapOptionsResult, SwapResult, SwapTarget } from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PdfOptions } from "../pdf/render-plan-pdf";

/**
 * Runs the engine, and renders plan PDFs, somewhere: on the worker pool in the server (so neither
 * holds the thread that answers requests), in-process in some tests.
 */
export interface PlanRunner {
  run(request: PlanRequest, opts: { seed: number; weekStart: string }): Promise<PlanResult>;
  /** Alternatives for one meal of a stored plan (docs/product/plan-changes.md). */
  swapOptions(request: PlanRequest, plan: PlanData, target: SwapTarget): Promise<SwapOptionsResult>;
  /** The plan with one meal swapped and its day re-solved, or why not. */
  swapMeal(request: PlanRequest, plan: PlanData, target: SwapTarget, recipeId: string): Promise<SwapResult>;
  /** The plan as a PDF (docs/product/plan-pdf.md). */
  renderPdf(plan: PlanData, name: string, opts: PdfOptions): Promise<Uint8Array>;
  close(): Promise<void>;
}
