import { availableParallelism } from "node:os";
import type { HouseholdEater, PlanResult, SwapOptionsResult, SwapResult, SwapTarget } from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PdfOptions } from "../pdf/render-plan-pdf";
import type { PlanRunner, PlanRunOptions } from "../services/plan-runner";
import type { PdfJobMessage } from "./pdf-worker";
import type { JobMessage, JobResult } from "./plan-worker";
import { WorkerLane } from "./worker-lane";

export { PlanPoolClosedError, PlanTimeoutError } from "./worker-lane";

// The server's worker threads, so its event loop keeps answering requests while plans are built and
// PDFs drawn. Plans (and swaps) and PDFs are two lanes with threads and queues of their own: with one
// queue, four PDFs waited behind four generations and the other way round (bench:api).

export interface PlanPoolOptions {
  /** Planning threads, started by prepare() or the first job; default defaultPlanWorkers(). */
  size?: number;
  /** PDF threads, started on the first download; default defaultPdfWorkers(). */
  pdfSize?: number;
  /** Per-job limit from the moment a thread takes the job; default 30 s. */
  timeoutMs?: number;
}

/**
 * One thread fewer than the cores, at least one: with every core busy building plans, the request
 * thread was starved and a plain list call waited as long as a plan (bench:api).
 */
export function defaultPlanWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * One: a PDF takes tens of milliseconds and each plan version is drawn once (the cache in
 * plan-pdf-service.ts), so a second thread would mostly hold memory.
 */
export function defaultPdfWorkers(): number {
  return 1;
}

export class PlanPool implements PlanRunner {
  readonly size: number;
  readonly pdfSize: number;
  private readonly timeoutMs: number;
  private readonly plans: WorkerLane<JobMessage, JobResult>;
  private readonly pdfs: WorkerLane<PdfJobMessage, Uint8Array>;

  constructor(opts: PlanPoolOptions = {}) {
    // Started when someone may plan soon (prepare()) or on the first job, not with the server: the
    // engine, its library and the solver take 120–190 MB a thread (issue 25, idle memory ≤ 400 MB).
    this.plans = new WorkerLane({
      entry: "plan-worker",
      size: opts.size ?? defaultPlanWorkers(),
      onDemand: true,
    });
    // Started on the first download, so a server nobody prints from holds no PDF thread.
    this.pdfs = new WorkerLane({
      entry: "pdf-worker",
      size: opts.pdfSize ?? defaultPdfWorkers(),
      onDemand: true,
    });
    this.size = this.plans.size;
    this.pdfSize = this.pdfs.size;
    this.timeoutMs = opts.timeoutMs ?? 30_000;
  }

  /** Jobs waiting for a thread, and threads busy now, in both lanes. */
  get load(): { queued: number; busy: number } {
    const a = this.plans.load;
    const b = this.pdfs.load;
    return { queued: a.queued + b.queued, busy: a.busy + b.busy };
  }

  /**
   * Starts the planning threads if they are not running, so they load the engine and warm up before
   * the first plan is asked for (main.ts calls it when someone signs in or opens their plans).
   */
  prepare(): void {
    this.plans.start();
  }

  /** Planning threads running now, and PDF threads. */
  get started(): { plans: number; pdfs: number } {
    return { plans: this.plans.started, pdfs: this.pdfs.started };
  }

  /** Queues a plan; `timeoutMs` overrides the pool's limit for this job. */
  run(request: PlanRequest, opts: PlanRunOptions & { timeoutMs?: number }): Promise<PlanResult> {
    const { timeoutMs = this.timeoutMs, ...build } = opts;
    return this.plans.submit({ kind: "plan", request, opts: build }, timeoutMs) as Promise<PlanResult>;
  }

  /** Alternatives for one meal of a stored plan (docs/product/plan-changes.md). */
  swapOptions(
    request: PlanRequest,
    plan: PlanData,
    target: SwapTarget,
    household?: HouseholdEater[],
  ): Promise<SwapOptionsResult> {
    return this.plans.submit(
      { kind: "swap-options", request, plan, target, ...(household && { household }) },
      this.timeoutMs,
    ) as Promise<SwapOptionsResult>;
  }

  /** The plan with one meal swapped and its day re-solved, or why not. */
  swapMeal(
    request: PlanRequest,
    plan: PlanData,
    target: SwapTarget,
    recipeId: string,
    household?: HouseholdEater[],
  ): Promise<SwapResult> {
    return this.plans.submit(
      { kind: "swap", request, plan, target, recipeId, ...(household && { household }) },
      this.timeoutMs,
    ) as Promise<SwapResult>;
  }

  /** A plan's PDF, drawn on a PDF thread (docs/product/plan-pdf.md). */
  renderPdf(plan: PlanData, name: string, opts: PdfOptions): Promise<Uint8Array> {
    return this.pdfs.submit({ plan, name, opts }, this.timeoutMs);
  }

  /** Stops taking jobs, lets queued and running ones finish, then stops the threads. */
  async close(): Promise<void> {
    await Promise.all([this.plans.close(), this.pdfs.close()]);
  }
}
