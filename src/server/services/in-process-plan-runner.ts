import { buildWeekPlan } from "../../planner";
import type { PlanRunner } from "./plan-runner";

/** Builds plans on the calling thread. For tools and tests; the server uses the worker pool. */
export function inProcessPlanRunner(): PlanRunner {
  return {
    run: (request, opts) => buildWeekPlan(request, opts),
    close: async () => {},
  };
}
