import type { MealType } from "../../shared/domain";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import type { Library } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import type { PlanResult } from "../plan-types";
import { assemblePlan, buildDay, recipeSource } from "./plan-output";
import { planWeek } from "./week-start";

// A week of plan_data from recipes a tool picked (bench/baseline.ts: the random-pick planner other
// tools ship). The meals, days and week are built as a planned week's are, but nothing searches and
// nothing checks, so the engine's checker can judge what such a planner would hand people.

export interface PickedMeal {
  type: MealType;
  recipeId: string;
  servings: number;
}

export interface PickedWeekOptions extends Partial<Library> {
  seed: number;
  /** The first day (ISO date); the seven days run from it, as a planned week's do. */
  weekStart: string;
}

/**
 * The week of `days` (one list of picked meals per day, from the first), each recipe in the person's
 * version; the targets' refusal (BMI) when the request has none. An id the library lacks is the
 * calling tool's mistake and throws.
 */
export function pickedWeek(
  input: PlanRequestInput | PlanRequest,
  days: readonly (readonly PickedMeal[])[],
  opts: PickedWeekOptions,
): PlanResult {
  const calendar = planWeek(opts.weekStart);
  const set = contextForRequest(input, {
    foods: opts.foods,
    recipes: opts.recipes,
    weekStart: opts.weekStart,
  });
  if (!set.ok) return set;
  const { ctx } = set;
  const built = calendar.map((when, i) =>
    buildDay(
      when,
      (days[i] ?? []).map((pick) => {
        const facts = ctx.recipeById.get(pick.recipeId);
        if (!facts) throw new Error(`no recipe "${pick.recipeId}" in the library`);
        return recipeSource(ctx, pick.type, facts, pick.servings);
      }),
    ),
  );
  return { ok: true, plan: assemblePlan(ctx, built, [], opts.weekStart, opts.seed) };
}
