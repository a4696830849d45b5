import type { FixedItem } from "../include/include-items";
import type { Food } from "../library/library-types";
import type { PlanContext } from "../library/plan-context";
import { recipeLines } from "../rules/shopping-overlap";
import { leftoverMeals, searchDayAgain } from "./day-again";
import type { DayPick } from "./day-problem";
import { EFFORT } from "./day-spec";
import { withRecipesOut } from "./recipe-out";
import type { FallbackOutcome } from "./variety-fallback";
import { stateOf, type VarietyRules, weeklyOk } from "./week-state";

// A shorter shopping list (docs/product/shopping-list.md: none over 40 lines to buy). The week is
// planned Monday first, so Monday chooses its lines knowing nothing of the days after it, and each
// later day knows only what the days before bought. A week that ends with a long list has its days
// searched again, the day that alone buys the most lines first, each now knowing every other day's
// lines (the shopping term of rules/shopping-overlap.ts), starting from the day as it is. A day is
// kept when it meets every rule, the week holds every weekly rule, and the week buys fewer lines
// (LINES_PER_OWN_MEAL for each meal of the person's cuisine it gives up) with no fewer leftover
// meals. Meals that later meals eat from stay as they are. A week still over LIST_MAX after that pass
// is searched again from every eligible recipe (LONG_LIST_PASSES), a day now giving up a meal of the
// person's cuisine for a single line (LINES_PER_OWN_MEAL_LONG).

/**
 * Weeks with more lines to buy than this are searched again: about a third of the realistic set's
 * weeks. Below it the list is short already and the pass would only add time.
 */
export const LIST_PASS_FROM = 32;
/**
 * A day may trade a meal of the person's cuisine for a borrowed one when it saves this many lines.
 * Measured on bench:practical (2026-11-27, with a steeper growth of the line's cost than now): never
 * trading left 11 weeks over 40 lines to buy, 3 left 7 and 2 left 6, at own-cuisine shares of 96.2,
 * 96.0 and 95.9 %.
 */
const LINES_PER_OWN_MEAL = 3;
/**
 * Each day's search effort, in the one pass over the week: it starts from the day as it is, so it
 * needs fewer fresh starts than planning the day did. Measured on bench:practical (2026-11-27, the line
 * cost capped; without the pass 23 weeks over 40 lines to buy, p95 74-81 ms): three passes of three
 * restarts left 7 weeks over 40, two of two 10 (p95 about 25 ms above the week without the pass), one
 * of two 11 (about 15 ms above), one of one 12, two of one at half the iterations 14.
 */
const LIST_EFFORT = { ...EFFORT.borrow, restarts: 2 };

/** The list's bound (docs/product/shopping-list.md: none over 40 lines to buy). */
export const LIST_MAX = 40;
/** The whole list's bound, pantry lines included (docs/product/shopping-list.md: none over 55). */
export const ALL_LINES_MAX = 55;
/**
 * A week still above LIST_MAX after the first pass gets up to this many more, each day now offered
 * every eligible recipe (the first pass offers the cuisine's and a sample of borrowed ones, the same
 * sample each time, so a second pass like it finds the same days) at EFFORT.all. About one week in
 * twenty gets them. Measured on bench:practical's people (2026-11-27, three draws of 300: seeds 2025,
 * 7 and 99): weeks over 40 lines to buy 7, 17 and 11 with the first pass alone; 4, 14 and 11 with
 * three more passes like the first; 2, 6 and 8 with three from every recipe (five: 2, 5 and 8; a
 * fresh start instead of the day as it is: 3, 7 and 9), own cuisine 97.5 → 97.6 % in the first draw.
 */
export const LONG_LIST_PASSES = 3;
/**
 * In those passes a day may trade a meal of the person's cuisine for a borrowed one for a single
 * line: the week is over the bound, and a line less matters more than a dish of one's own. Measured
 * on bench:practical (2026-11-27, with the redraw of search/cooking-budget.ts): three lines left 1, 4
 * and 6 weeks over 40 (seeds 2025, 7, 99) and 2, 3 and 8 over 55 in all; one line 1, 3 and 6, and
 * 1, 2 and 8, the longest list 41 lines to buy on the first two seeds (45 and 42), own cuisine 97.4
 * and 95.0 % against 97.5 and 95.1 %.
 */
const LINES_PER_OWN_MEAL_LONG = 1;

type Days = readonly (readonly DayPick[])[];

/** The week's lines of one kind, each once: its recipes' and those of the foods to include. */
function linesOfKind(
  kind: "buys" | "pantry",
  days: Days,
  fixed: readonly FixedItem[],
  foodById: ReadonlyMap<string, Food>,
): Set<string> {
  const lines = new Set<string>();
  for (const picks of days) for (const p of picks) for (const id of p.facts[kind]) lines.add(id);
  for (const item of fixed) for (const id of recipeLines(item.parts, foodById)[kind]) lines.add(id);
  return lines;
}

/**
 * The week's lines to buy, each once (the shopping list's count: search/week-objective.test.ts): its
 * recipes' and those of the foods to include, which every day carries (the tea of a tea drinker).
 */
export const weekLines = (
  days: Days,
  fixed: readonly FixedItem[] = [],
  foodById: ReadonlyMap<string, Food> = new Map(),
): Set<string> => linesOfKind("buys", days, fixed, foodById);

/** How many lines each day alone buys: the lines that leave the list if the day buys none. */
function ownLines(days: Days): number[] {
  const uses = new Map<string, Set<number>>();
  days.forEach((picks, d) => {
    for (const p of picks) for (const id of p.facts.buys) uses.set(id, (uses.get(id) ?? new Set()).add(d));
  });
  return days.map((_, d) => [...uses.values()].filter((s) => s.size === 1 && s.has(d)).length);
}

const ownMeals = (ctx: PlanContext, days: Days) =>
  days.reduce((n, picks) => n + picks.filter((p) => p.facts.recipe.cuisine === ctx.req.cuisine).length, 0);

/** The week with its list shortened where a day can buy less, when it buys more than LIST_PASS_FROM. */
export function withShorterList(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  outcome: FallbackOutcome,
  seed: number,
  longListPasses = LONG_LIST_PASSES,
): FallbackOutcome {
  const week = outcome.week;
  const count = (d: Days) => weekLines(d, fixed, ctx.lib.foodById).size;
  if (!week.ok || count(week.days) <= LIST_PASS_FROM) return outcome;
  const rules = week.state.rules;
  const days = week.days.map((d) => [...d]);
  let changed = listPass(ctx, fixed, days, rules, seed, 0);
  for (let pass = 1; pass <= longListPasses && count(days) > LIST_MAX; pass++)
    changed = listPass(ctx, fixed, days, rules, seed, pass) || changed;
  // Still long: a recipe out of every day it is in at once (search/recipe-out.ts), for the lines to
  // buy, then for the lines in all, a move that keeps the lines to buy within their bound.
  const terms = { ownMeals: (d: Days) => ownMeals(ctx, d), linesPerOwnMeal: LINES_PER_OWN_MEAL_LONG };
  if (count(days) > LIST_MAX)
    changed =
      withRecipesOut(ctx, fixed, days, rules, seed, LIST_MAX, {
        ...terms,
        bound: "to_buy",
        lines: count,
        linesOf: (p) => p.facts.buys,
      }) || changed;
  const all = (d: Days) =>
    count(d) > LIST_MAX
      ? Number.POSITIVE_INFINITY
      : count(d) + linesOfKind("pantry", d, fixed, ctx.lib.foodById).size;
  if (count(days) <= LIST_MAX && all(days) > ALL_LINES_MAX)
    changed =
      withRecipesOut(ctx, fixed, days, rules, seed, ALL_LINES_MAX, {
        ...terms,
        bound: "in_all",
        lines: all,
        linesOf: (p) => [...p.facts.buys, ...p.facts.pantry],
      }) || changed;
  if (!changed) return outcome;
  return { ...outcome, week: { ok: true, days, state: stateOf(days, fixed, -1, rules) } };
}

/**
 * One pass over the week's days, the day that alone buys the most lines first (the order is read
 * once, before any change); true when a day changed. Pass 0 offers the borrow attempt's pool, later
 * passes every eligible recipe.
 */
function listPass(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: DayPick[][],
  rules: VarietyRules,
  seed: number,
  pass: number,
): boolean {
  const own = ownLines(days);
  const order = days.map((_, d) => d).sort((a, b) => (own[b] ?? 0) - (own[a] ?? 0) || a - b);
  let changed = false;
  for (const day of order) {
    if ((own[day] ?? 0) === 0) continue;
    const picks = searchDayAgain(ctx, fixed, days, day, rules, seed, {
      attempt: pass === 0 ? "borrow" : "all",
      effort: pass === 0 ? LIST_EFFORT : EFFORT.all,
      key: `list:${pass}:${day}`,
    });
    if (!picks) continue;
    const next = days.map((d, i) => (i === day ? picks : d));
    const saved = weekLines(days).size - weekLines(next).size;
    const lost = ownMeals(ctx, days) - ownMeals(ctx, next);
    if (
      saved > 0 &&
      saved >= (pass === 0 ? LINES_PER_OWN_MEAL : LINES_PER_OWN_MEAL_LONG) * Math.max(0, lost) &&
      leftoverMeals(next) >= leftoverMeals(days) &&
      weeklyOk(ctx, next, fixed, rules)
    ) {
      days.splice(day, 1, picks);
      changed = true;
    }
  }
  return changed;
}
