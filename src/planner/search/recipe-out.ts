import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { LEFTOVER_MEALS_WEEK_MIN } from "../rules/leftovers";
import { leftoverMeals, searchDayAgain } from "./day-again";
import type { DayPick } from "./day-problem";
import { EFFORT } from "./day-spec";
import { type VarietyRules, weeklyOk } from "./week-state";

// A recipe taken out of the week for a shorter list (docs/product/shopping-list.md). The list passes
// of search/shorter-list.ts change one day at a time, and a line two days buy (the oranges of a fruit
// salad eaten on Tuesday and Saturday) leaves the list only when both days change: each day's search
// sees the line as already bought by the other. Here the recipe that alone buys the most lines is
// taken out of every day it is in at once: each of those days is searched again without it, knowing
// the other days' lines less that recipe's, and the week is kept when it buys fewer lines on the
// same terms as a list pass.

type Days = readonly (readonly DayPick[])[];

/**
 * Recipes tried per week, those that alone buy the most lines first. Measured on bench:practical's
 * people (2026-11-27, three draws of 300: seeds 2025, 7 and 99; the lines to buy alone): weeks over
 * 40 lines to buy 1, 1 and 3 without the move; 0, 0 and 2 trying 2 recipes (the longest 51 lines);
 * 0, 0 and 1 trying 4, 6, 8 or 12, the longest 48, 46, 41 and 41.
 */
export const RECIPES_OUT_TRIED = 8;

/** The recipes of the week that alone need a line, those that alone need the most first. */
function recipesByOwnLines(days: Days, linesOf: ListTerms["linesOf"]): string[] {
  const buyers = new Map<string, Set<string>>();
  for (const picks of days)
    for (const p of picks) {
      for (const line of linesOf(p)) buyers.set(line, (buyers.get(line) ?? new Set()).add(p.facts.recipe.id));
    }
  const own = new Map<string, number>();
  for (const set of buyers.values())
    if (set.size === 1) {
      const [id] = set as Set<string> & [string];
      own.set(id, (own.get(id) ?? 0) + 1);
    }
  return [...own]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([id]) => id);
}

export interface ListTerms {
  /** The bound the move works for: the lines to buy, or the lines in all (pantry lines too). */
  bound: "to_buy" | "in_all";
  /** The week's count, and the lines of one meal it counts. */
  lines: (days: Days) => number;
  linesOf: (pick: DayPick) => readonly string[];
  ownMeals: (days: Days) => number;
  /** Lines a day must save for each meal of the person's cuisine it gives up. */
  linesPerOwnMeal: number;
}

/**
 * The week without `recipe`: each day that has it searched again without it, or null when a day
 * cannot do without it.
 */
function without(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: Days,
  recipe: string,
  rules: VarietyRules,
  seed: number,
): DayPick[][] | null {
  const next = days.map((d) => [...d]);
  for (let day = 0; day < next.length; day++) {
    if (!next[day]?.some((p) => p.facts.recipe.id === recipe)) continue;
    // The other days as the list would read them with the recipe gone from them too.
    const rest = next.map((d, i) => (i === day ? d : d.filter((p) => p.facts.recipe.id !== recipe)));
    const picks = searchDayAgain(ctx, fixed, rest, day, rules, seed, {
      attempt: "all",
      effort: EFFORT.all,
      key: `out:${recipe}:${day}`,
      adapt: (spec) => ({
        ...spec,
        slots: spec.slots.map((s) => ({
          ...s,
          candidates: s.candidates.filter((f) => f.recipe.id !== recipe),
        })),
      }),
    });
    if (!picks) return null;
    next[day] = picks;
  }
  return next;
}

/**
 * The week with up to RECIPES_OUT_TRIED recipes taken out in turn while it buys more than `max`
 * lines; each kept only when the week buys fewer lines, keeps its leftover meals and every weekly rule.
 */
export function withRecipesOut(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: DayPick[][],
  rules: VarietyRules,
  seed: number,
  max: number,
  terms: ListTerms,
): boolean {
  let changed = false;
  const tried = new Set<string>();
  for (let t = 0; t < RECIPES_OUT_TRIED && terms.lines(days) > max; t++) {
    // Read again after each change: a recipe kept out changes which lines the others alone buy.
    const recipe = recipesByOwnLines(days, terms.linesOf).find((id) => !tried.has(id));
    if (!recipe) break;
    tried.add(recipe);
    const next = without(ctx, fixed, days, recipe, rules, seed);
    if (!next) continue;
    const saved = terms.lines(days) - terms.lines(next);
    const lost = terms.ownMeals(days) - terms.ownMeals(next);
    // The recipe's own leftover meals go with it: the week keeps the rest, and never fewer than
    // LEFTOVER_MEALS_WEEK_MIN unless it had fewer.
    const before = leftoverMeals(days);
    const fed = days.flat().filter((p) => p.facts.leftoverOf && p.facts.recipe.id === recipe).length;
    const floor = Math.min(before, Math.max(LEFTOVER_MEALS_WEEK_MIN, before - fed));
    if (
      saved > 0 &&
      saved >= terms.linesPerOwnMeal * Math.max(0, lost) &&
      leftoverMeals(next) >= floor &&
      weeklyOk(ctx, next, fixed, rules)
    ) {
      days.splice(0, days.length, ...next);
      changed = true;
    }
  }
  return changed;
}
