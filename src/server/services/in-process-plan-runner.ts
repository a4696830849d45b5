import {
  buildHouseholdPlan,
  buildWeekPlan,
  householdSwapOptions,
  swapHouseholdMeal,
  swapMeal,
  swapOptions,
} from "../../planner";
import { renderPlanPdf } from "../pdf/render-plan-pdf";
import type { PlanRunner } from "./plan-runner";

/** Runs the engine on the calling thread. For tools and tests; the server uses the worker pool. */
export function inProcessPlanRunner(): PlanRunner {
  return {
    run: (request, { household, ...opts }) =>
      household ? buildHouseholdPlan(request, household, opts) : buildWeekPlan(request, opts),
    swapOptions: async (request, plan, target, household) =>
      household ? householdSwapOptions(request, household, plan, target) : swapOptions(request, plan, target),
    swapMeal: async (request, plan, target, recipeId, household) =>
      household
        ? swapHouseholdMeal(request, household, plan, target, recipeId)
        : swapMeal(request, plan, target, recipeId),
    renderPdf: async (plan, name, opts) => new Uint8Array(await renderPlanPdf(plan, name, opts)),
    close: async () => {},
  };
}
