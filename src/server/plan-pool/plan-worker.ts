import { createRequire } from "node:module";
import { parentPort } from "node:worker_threads";
import type { InitOptions } from "highs";
import { buildWeekPlan, type PlanResult } from "../../planner";
import type { PlanRequest } from "../../shared/plan-request";

// One planning thread: loads the engine (and HiGHS, on first need) once, then builds plans on request.

export interface JobMessage {
  id: number;
  request: PlanRequest;
  opts: { seed: number; weekStart: string };
}

export type ReplyMessage =
  | { id: number; ok: true; result: PlanResult }
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
    const result = await buildWeekPlan(job.request, { ...job.opts, ...(highs ? { highs } : {}) });
    reply = { id: job.id, ok: true, result };
  } catch (err) {
    reply = { id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
