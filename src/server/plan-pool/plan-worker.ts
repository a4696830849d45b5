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
} from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";

// One planning thread: loads the engine (and HiGHS, on first need) once, then builds plans on request.

/** A week to build, or (decisions D17) one meal of a stored plan to swap. */
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
    };

export type JobResult = PlanResult | SwapOptionsResult | SwapResult;

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

port.on("message", async (job: JobMessage) => {
  let reply: ReplyMessage;
  try {
    const result =
      job.kind === "plan"
        ? await buildWeekPlan(job.request, { ...job.opts, ...(highs ? { highs } : {}) })
        : job.kind === "swap-options"
          ? swapOptions(job.request, job.plan, job.target)
          : swapMeal(job.request, job.plan, job.target, job.recipeId);
    reply = { id: job.id, ok: true, result };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
