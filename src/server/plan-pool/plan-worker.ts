import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import type { InitOptions } from "highs";
import {
  buildHouseholdPlan,
  buildWeekPlan,
  type HouseholdEater,
  householdSwapOptions,
  type PlanResult,
  type SwapOptionsResult,
  type SwapResult,
  type SwapTarget,
  swapHouseholdMeal,
  swapMeal,
  swapOptions,
  warmUpSteps,
} from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PlanRunOptions } from "../services/plan-runner";
import { jobsBeforeWarmUp } from "./jobs-before-warm-up";
import type { ReplyMessage } from "./worker-lane";

// One planning thread: loads the engine once, then builds plans on request and warms up between them.
// PDFs have threads of their own (pdf-worker.ts), so a download never waits behind a generation.

/** A week to build, or one meal of a stored plan to swap (docs/product/plan-changes.md). */
export type JobMessage =
  | { id: number; kind: "plan"; request: PlanRequest; opts: PlanRunOptions }
  | {
      id: number;
      kind: "swap-options";
      request: PlanRequest;
      plan: PlanData;
      target: SwapTarget;
      /** The household the plan was made for: only dishes everyone sharing the meal can share. */
      household?: HouseholdEater[];
    }
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

async function runJob(job: JobMessage): Promise<JobResult> {
  switch (job.kind) {
    case "plan": {
      // A household's members come in the message beside the owner's request, as the request does.
      const { household, ...build } = job.opts;
      const opts = { ...build, ...(highs ? { highs } : {}) };
      return household ? buildHouseholdPlan(job.request, household, opts) : buildWeekPlan(job.request, opts);
    }
    case "swap-options":
      return job.household
        ? householdSwapOptions(job.request, job.household, job.plan, job.target)
        : swapOptions(job.request, job.plan, job.target);
    case "swap":
      return job.household
        ? swapHouseholdMeal(job.request, job.household, job.plan, job.target, job.recipeId)
        : swapMeal(job.request, job.plan, job.target, job.recipeId);
  }
}

async function answer(job: JobMessage): Promise<void> {
  let reply: ReplyMessage<JobResult>;
  try {
    reply = { id: job.id, ok: true, result: await runJob(job) };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port?.postMessage(reply);
}

// The warm-up runs between jobs, so a plan asked for while the thread warms up waits for one step.
const work = jobsBeforeWarmUp(warmUpSteps(highs ? { highs } : {}), answer);
port.on("message", (job: JobMessage) => work.add(job));
