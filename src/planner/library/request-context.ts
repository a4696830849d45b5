import { weekDates } from "../../shared/plan-dates";
import { type PlanRequest, type PlanRequestInput, planRequestSchema } from "../../shared/plan-request";
import type { Refusal } from "../plan-types";
import { parseConditions } from "../rules/conditions";
import { MONDAY_FIRST } from "../rules/day-budgets";
import { computeTargets } from "../targets/targets";
import { DEFAULT_LIBRARY } from "./default-library";
import { buildContext, type PlanContext } from "./plan-context";
import { type Library, prepareLibrary } from "./prepare-library";

export type RequestContext =
  | { ok: true; req: PlanRequest; library: Library; ctx: PlanContext }
  | { ok: false; refusal: Refusal };

/**
 * What planning a week and swapping a meal both start from: the request read, the library chosen
 * (tests inject theirs), the targets computed (or their refusal) and the plan context built.
 */
export function contextForRequest(
  input: PlanRequestInput | PlanRequest,
  lib: Partial<Library> & { weekStart?: string },
): RequestContext {
  const req = planRequestSchema.parse(input);
  const library: Library = {
    foods: lib.foods ?? DEFAULT_LIBRARY.foods,
    recipes: lib.recipes ?? DEFAULT_LIBRARY.recipes,
  };
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) return tr;
  const weekdays = lib.weekStart ? weekDates(lib.weekStart).map((d) => d.day) : MONDAY_FIRST;
  return {
    ok: true,
    req,
    library,
    ctx: buildContext(req, cond, tr.targets, prepareLibrary(library), weekdays),
  };
}
