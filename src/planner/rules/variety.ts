import type { MealType } from "../../shared/domain";
import * as R from "./figures";
import { times } from "./rule-text";

// The variety fallback's words (figures.ts VARIETY_FALLBACK_MAX_USES): the notes that say a step was
// used. The checker reads which recipes may appear a third time from plan_data's `variety`, not here.

/** The meals a recipe may be a routine at (figures.ts ROUTINE_MAX_PER_WEEK): breakfasts and snacks. */
const ROUTINE_MEALS: ReadonlySet<MealType> = new Set(["breakfast", "snack"]);

/**
 * Whether a recipe may be a routine: the library offers it only as a breakfast or a snack. The search
 * reads it from the recipe it plans, the checker from the library's recipe of each meal.
 */
export const isRoutineRecipe = (recipe: { meals: readonly MealType[] }): boolean =>
  recipe.meals.every((m) => ROUTINE_MEALS.has(m));

/** The cookings a week allows a recipe: `maxUses` (the rule in force), or a routine's allowance. */
export function usesAllowed(routine: boolean, maxUses: number): number {
  return routine ? Math.max(R.ROUTINE_MAX_PER_WEEK, maxUses) : maxUses;
}

/** The steps of the variety fallback, in the order they are tried. */
export type VarietyStep = "snack" | "third_use";

const THIRD_USE_LEAD = `Some recipes appear ${times(R.VARIETY_FALLBACK_MAX_USES)} this week`;
const quoted = (name: string) => `“${name}”`;

export interface VarietyWords {
  /** "keto", and the target as written: "3,980". */
  diet: string;
  T: string;
}

/** The note for step (b): which recipes appear a third time, and why. */
export function thirdUseNote(names: readonly string[], w: VarietyWords): string {
  return `${THIRD_USE_LEAD} (never on consecutive days): ${names.map(quoted).join(", ")}. The library has few ${w.diet} recipes that reach ${w.T} kcal a day with your other rules, so not every recipe could stay at ${times(R.RECIPE_MAX_PER_WEEK)} a week.`;
}

/** The note for step (a): the days (weekday names, in the plan's order) that carry a second snack. */
export function snackNote(days: readonly string[], w: VarietyWords): string {
  const names = days.join(", ");
  return `A second snack is added on ${names}: the library has few ${w.diet} recipes for ${w.T} kcal a day with your other rules, and the extra snack keeps every recipe to ${times(R.RECIPE_MAX_PER_WEEK)} a week.`;
}
