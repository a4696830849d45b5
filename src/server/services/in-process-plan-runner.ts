import { buildWeekPlan, swapMeal, swapOptions } from "../../planner";
import type { PlanRunner } from "./plan-runner";

/** Runs the engine on the calling thread. For tools and tests; the server uses the worker pool. */
export function inProcessPlanRunner(): PlanRunner {
  return {
    run: (request, opts) => buildWeekPlan(request, opts),
    swapOptions: async (request, plan, target) => swapOptions(request, plan, target),
    swapMeal: async (request, plan, target, recipeId) => swapMeal(request, plan, target, recipeId),
    close: async () => {},
  };
}
