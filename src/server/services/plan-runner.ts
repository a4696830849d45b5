import type { PlanResult } from "../../planner";
import type { PlanRequest } from "../../shared/plan-request";

/** Builds a plan somewhere: on the worker pool in the server, in-process in some tests. */
export interface PlanRunner {
  run(request: PlanRequest, opts: { seed: number; weekStart: string }): Promise<PlanResult>;
  close(): Promise<void>;
}
