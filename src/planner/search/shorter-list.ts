import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { dayAgainSpec, leftoverMeals } from "./day-again";
import type { DayPick } from "./day-problem";
import { searchDay } from "./day-search";
import { EFFORT } from "./day-spec";
import { hashKey, mulberry32 } from "./prng";
import type { FallbackOutcome } from "./variety-fallback";
import { stateOf, weeklyOk } from "./week-state";

// A shorter shopping list (docs/product/shopping-list.md: none over 40 lines to buy). The week is
// planned Monday first, so Monday chooses its lines knowing nothing of the days after it, and each
// later day knows only what the days before bought. A week that ends with a long list has its days
// searched again, the day that alone buys the most lines first, each now knowing every other day's
// lines (the shopping term of rules/shopping-overlap.ts), starting from the day as it is. A day is
// kept when it meets every rule, the week holds every weekly rule, and the week buys fewer lines
// (LINES_PER_OWN_MEAL for each meal of the person's cuisine it gives up) with no fewer leftover
// meals. Meals that later meals eat from stay as they are.

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

type Days = readonly (readonly DayPick[])[];

/** The week's lines to buy, each once (the shopping list's count: search/week-objective.test.ts). */
export function weekLines(days: Days): Set<string> {
  const lines = new Set<string>();
  for (const picks of days) for (const p of picks) for (const id of p.facts.buys) lines.add(id);
  return lines;
}

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
): FallbackOutcome {
  const week = outcome.week;
  if (!week.ok || weekLines(week.days).size <= LIST_PASS_FROM) return outcome;
  const rules = week.state.rules;
  const days = week.days.map((d) => [...d]);
  // One pass, the day that alone buys the most lines first (the order is read once, before any change).
  const own = ownLines(days);
  const order = days.map((_, d) => d).sort((a, b) => (own[b] ?? 0) - (own[a] ?? 0) || a - b);
  let changed = false;
  for (const day of order) {
    if ((own[day] ?? 0) === 0) continue;
    const spec = dayAgainSpec(ctx, fixed, days, day, rules, seed, true);
    const rand = mulberry32(hashKey(seed, `list:0:${day}`));
    const res = searchDay(spec, rand, { ...LIST_EFFORT, start: days[day] });
    if (res?.hard !== 0) continue;
    const next = days.map((d, i) => (i === day ? res.picks : d));
    const saved = weekLines(days).size - weekLines(next).size;
    const lost = ownMeals(ctx, days) - ownMeals(ctx, next);
    if (
      saved > 0 &&
      saved >= LINES_PER_OWN_MEAL * Math.max(0, lost) &&
      leftoverMeals(next) >= leftoverMeals(days) &&
      weeklyOk(ctx, next, fixed, rules)
    ) {
      days.splice(day, 1, res.picks);
      changed = true;
    }
  }
  if (!changed) return outcome;
  return { ...outcome, week: { ok: true, days, state: stateOf(days, fixed, -1, rules) } };
}
