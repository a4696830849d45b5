import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import type { InitOptions } from "highs";
import {
  buildHouseholdPlan,
  buildWeekPlan,
  type HouseholdEater,
  type PlanResult,
  type SwapOptionsResult,
  type SwapResult,
  type SwapTarget,
  swapHouseholdMeal,
  swapMeal,
  swapOptions,
  warmUp,
} from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PlanRunOptions } from "../services/plan-runner";
import type { ReplyMessage } from "./worker-lane";

// One planning thread: loads the engine (and HiGHS, on first need) once, then builds plans on request.
// PDFs have threads of their own (pdf-worker.ts), so a download never waits behind a generation.

/** A week to build, or one meal of a stored plan to swap (docs/product/plan-changes.md). */
export type JobMessage =
  | { id: number; kind: "plan"; request: PlanRequest; opts: PlanRunOptions }
  | { id: number; kind: "swap-options"; request: PlanRequest; plan: PlanData; target: SwapTarget }
  | {
      id: number;
      kind: "swap";
      request: PlanRequest;
      plan: PlanData;
      target: SwapTarget;
      recipeId: string;
      /** The household the plan was made for: the swap keeps every member's day on target. */
      household?: HouseholdEater[];
    };

export type JobResult = PlanResult | SwapOptionsResult | SwapResult;

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
    case "plan": {
      // A household's members come in the message beside the owner's request, as the request does.
      const { household, ...build } = job.opts;
      const opts = { ...build, ...(highs ? { highs } : {}) };
      return household ? buildHouseholdPlan(job.request, household, opts) : buildWeekPlan(job.request, opts);
    }
    case "swap-options":
      return swapOptions(job.request, job.plan, job.target);
    case "swap":
      return job.household
        ? swapHouseholdMeal(job.request, job.household, job.plan, job.target, job.recipeId)
        : swapMeal(job.request, job.plan, job.target, job.recipeId);
  }
}

port.on("message", async (job: JobMessage) => {
  let reply: ReplyMessage<JobResult>;
  await warm;
  try {
    reply = { id: job.id, ok: true, result: await runJob(job) };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
