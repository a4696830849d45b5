import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import type { InitOptions } from "highs";
import {
  buildWeekPlan,
  type PlanResult,
  type SwapOptionsResult,
  type SwapResult,
  type SwapTarget,
  swapMeal,
  swapOptions,
  warmUp,
} from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PdfOptions } from "../pdf/render-plan-pdf";

// One planning thread: loads the engine (and HiGHS, on first need) once, then builds plans on request.
// It also renders plan PDFs, loading pdfkit and the fonts on the first one.

/** A week to build, one meal of a stored plan to swap (docs/product/plan-changes.md), or a plan to print. */
export type JobMessage =
  | { id: number; kind: "plan"; request: PlanRequest; opts: { seed: number; weekStart: string } }
  | { id: number; kind: "swap-options"; request: PlanRequest; plan: PlanData; target: SwapTarget }
  | {
      id: number;
      kind: "swap";
      request: PlanRequest;
      plan: PlanData;
      target: SwapTarget;
      recipeId: string;
    }
  | { id: number; kind: "pdf"; plan: PlanData; name: string; opts: PdfOptions };

export type JobResult = PlanResult | SwapOptionsResult | SwapResult | Uint8Array;

export type ReplyMessage =
  | { id: number; ok: true; result: JobResult }
  | { id: number; ok: false; error: string };

/**
 * In the esbuild bundle highs.mjs is no longer beside highs.wasm, so point the loader at the
 * installed package's wasm when it can be resolved; otherwise leave HiGHS to find its own.
 */
function highsInit(): InitOptions | undefined {
  try {
    const wasm = createRequire(import.meta.url).resolve("highs/runtime");
    return { locateFile: () => wasm };
  } catch {
    return undefined;
  }
}

const port = parentPort;
if (!port) throw new Error("plan-worker must run in a worker thread");
const highs = highsInit();
// Jobs that arrive meanwhile wait in the thread's queue; a failed warm-up only leaves the work to the first jobs.
const warm = warmUp(highs ? { highs } : {}).catch(() => undefined);

async function runJob(job: JobMessage): Promise<JobResult> {
  switch (job.kind) {
    case "plan":
      return buildWeekPlan(job.request, { ...job.opts, ...(highs ? { highs } : {}) });
    case "swap-options":
      return swapOptions(job.request, job.plan, job.target);
    case "swap":
      return swapMeal(job.request, job.plan, job.target, job.recipeId);
    case "pdf": {
      const { renderPlanPdf } = await import("../pdf/render-plan-pdf");
      return new Uint8Array(await renderPlanPdf(job.plan, job.name, job.opts));
    }
  }
}

port.on("message", async (job: JobMessage) => {
  let reply: ReplyMessage;
  await warm;
  try {
    reply = { id: job.id, ok: true, result: await runJob(job) };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  // A PDF's bytes move to the main thread rather than being copied.
  const bytes = reply.ok && reply.result instanceof Uint8Array ? reply.result.buffer : undefined;
  port.postMessage(reply, bytes instanceof ArrayBuffer ? [bytes] : []);
});
