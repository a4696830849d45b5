import { cookingOf } from "../../shared/cooking";
import type { MealRef, PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { Recipe } from "../library/library-types";
import type { LeftoverRef } from "../library/prepare-library";
import type { Conditions, Targets } from "../plan-types";
import { planBudgets } from "../rules/day-budgets";
import { attrsOf } from "../rules/diet-eligibility";
import { isRoutineRecipe } from "../rules/variety";
import { type CheckedWeek, WEEK_RULES } from "../rules/week-rules";
import type { CheckedMeal } from "./checker-structure";

// The week's rules on a finished plan (rules/week-rules.ts), read back from plan_data: which recipes
// are cooked and which eaten as leftovers, the weekly counts, the budget the plan states it was made
// within, and the variety facts it records (never its notes' words).

/** A recipe the library offers only as a breakfast or snack, so a routine (rules/variety.ts). */
const isRoutineByRecipe = (recipe: Recipe | undefined) => recipe !== undefined && isRoutineRecipe(recipe);

/** The week as the week rules' checks read it, from plan_data, the meals' items and their recipes. */
export function checkedWeekOf(
  plan: PlanData,
  req: PlanRequest,
  days: readonly (readonly CheckedMeal[])[],
  iodineDays: readonly boolean[],
  recipeById: ReadonlyMap<string, Recipe>,
  v: (msg: string) => void,
): CheckedWeek {
  const index = new Map(plan.days.map((d, i) => [d.day as string, i]));
  const ref = (r: MealRef | undefined): LeftoverRef | undefined =>
    r && { day: index.get(r.day) ?? -1, slot: r.type };
  const person = cookingOf(req.cooking);
  const stated = plan.cooking_budget;
  if (
    stated &&
    (stated.weekday_minutes !== person.weekday_minutes || stated.weekend_minutes !== person.weekend_minutes)
  )
    v("cooking_budget is not the person's");
  const budgets = planBudgets(req, plan);

  return {
    days: days.map((meals, i) => ({
      name: plan.days[i]?.day ?? `day ${i + 1}`,
      handsOn: plan.days[i]?.cooking_minutes?.hands_on ?? 0,
      budget: budgets[i] ?? Number.POSITIVE_INFINITY,
      iodine: iodineDays[i] ?? false,
      includes: meals.flatMap((m) => (m.meal.include_item !== undefined ? [m.meal.include_item] : [])),
      meals: meals
        .filter((m) => m.meal.include_item === undefined)
        .map((m) => {
          const attrs = attrsOf(m.parts.map((p) => p.food));
          return {
            type: m.meal.type,
            recipeId: m.meal.recipe_id,
            routine: isRoutineByRecipe(recipeById.get(m.meal.recipe_id)),
            fish: attrs.has("fish"),
            redMeat: attrs.has("red_meat"),
            leftoverOf: ref(m.meal.leftover_of),
            cooksFor: (m.meal.cooks_for ?? []).flatMap((r) => ref(r) ?? []),
          };
        }),
    })),
    thirdUse: new Set(plan.variety?.third_use ?? []),
  };
}

export function checkWeek(
  plan: PlanData,
  req: PlanRequest,
  cond: Conditions,
  t: Targets,
  days: readonly (readonly CheckedMeal[])[],
  iodineDays: readonly boolean[],
  recipeById: ReadonlyMap<string, Recipe>,
  v: (msg: string) => void,
): void {
  const week = checkedWeekOf(plan, req, days, iodineDays, recipeById, v);
  const ctx = { req, cond, targets: t };
  for (const rule of WEEK_RULES) for (const problem of rule.check(week, ctx)) v(problem);
}
