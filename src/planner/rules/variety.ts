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

/**
 * A day's menu as one number: the sum of its recipes' hashes, so the same recipes in any order (a
 * leftover is its recipe) give the same menu. Two days with one menu are the same day eaten twice.
 */
export function menuOf(recipeIds: Iterable<string>): number {
  let sum = 0;
  for (const id of recipeIds) sum = (sum + recipeHash(id)) >>> 0;
  return sum;
}

/** A recipe id's 32-bit FNV-1a hash. */
export function recipeHash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/**
 * What a day costs the search when its menu is another day's (in the units of the day's soft score:
 * a line to buy costs 8 or more): routines and leftovers together can make Saturday Sunday, the same
 * breakfast, snack, lunch and dinner; one dish changed is enough. Measured on bench:practical's
 * people (2026-11-27): without it 254 pairs of identical days in 300 weeks (239 in another draw of
 * 300); 15 left 48, 25 left 24 (41), 40 left 11, with the same lines to buy (26 at the median, 7
 * weeks over 40; 16 and 17 in the other draw).
 */
export const W_SAME_DAY = 25;

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
