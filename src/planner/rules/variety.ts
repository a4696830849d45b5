import { WEEKDAYS } from "../../shared/plan-data";
import * as R from "./figures";
import { times } from "./rule-text";

// The variety fallback's words (figures.ts VARIETY_FALLBACK_MAX_USES): the notes that say a step was
// used, and how the checker reads them back. A third use is allowed only for a recipe the note names,
// so a plan without the note, or a recipe the note leaves out, is still a violation.

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

/** The note for step (a): the days that carry a second snack below the usual threshold. */
export function snackNote(days: readonly number[], w: VarietyWords): string {
  const names = days.map((d) => WEEKDAYS[d] ?? "").join(", ");
  return `A second snack is added on ${names}: the library has few ${w.diet} recipes for ${w.T} kcal a day with your other rules, and the extra snack keeps every recipe to ${times(R.RECIPE_MAX_PER_WEEK)} a week.`;
}

/** How many times the plan's notes allow this recipe in the week. */
export function allowedUses(notes: readonly string[], recipeName: string): number {
  const named = notes.some((n) => n.startsWith(THIRD_USE_LEAD) && n.includes(quoted(recipeName)));
  return named ? R.VARIETY_FALLBACK_MAX_USES : R.RECIPE_MAX_PER_WEEK;
}
