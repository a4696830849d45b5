import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { LEFTOVER_MEALS, LEFTOVER_MEALS_WEEK_MIN } from "../rules/leftovers";
import { dayAgainSpec, leftoverMeals } from "./day-again";
import type { DayPick, DaySpec } from "./day-problem";
import { searchDay } from "./day-search";
import { EFFORT } from "./day-spec";
import { hashKey, mulberry32 } from "./prng";
import type { FallbackOutcome } from "./variety-fallback";
import { stateOf, weeklyOk } from "./week-state";

// Leftovers in every week (rules/leftovers.ts LEFTOVER_MEALS_WEEK_MIN): the day search pulls
// leftovers harder while the week is short of them, but a week planned Monday first can still end
// with fewer (the portions on offer did not fit the days that could eat them). Such a week gets its
// days searched again, Tuesday first, each with the week's leftovers as the day's first choice, and
// a day is kept when it meets every rule and the week holds more leftover meals than before. Meals
// that later meals eat from stay as they are.

/** A leftover's pull while the week is topped up: above any preference a day weighs. */
const W_TOP_UP = 400;

/** Day `day` of the week with its meals that feed later meals held, and leftovers pulled first. */
function topUpSpec(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: readonly (readonly DayPick[])[],
  day: number,
  outcome: Extract<FallbackOutcome["week"], { ok: true }>,
  seed: number,
): DaySpec {
  const spec = dayAgainSpec(ctx, fixed, days, day, outcome.state.rules, seed);
  return { ...spec, costOf: (f) => spec.costOf(f) - (f.leftoverOf ? W_TOP_UP : 0) };
}

/** The week with leftovers added where a day can take them, until it holds LEFTOVER_MEALS_WEEK_MIN. */
export function withLeftovers(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  outcome: FallbackOutcome,
  seed: number,
): FallbackOutcome {
  const week = outcome.week;
  if (!week.ok || !ctx.leftovers || leftoverMeals(week.days) >= LEFTOVER_MEALS_WEEK_MIN) return outcome;
  const days = week.days.map((d) => [...d]);
  let changed = false;
  for (let day = 1; day < days.length && leftoverMeals(days) < LEFTOVER_MEALS_WEEK_MIN; day++) {
    const picks = days[day] ?? [];
    if (!picks.some((p) => LEFTOVER_MEALS.has(p.slot.key) && !p.facts.leftoverOf)) continue;
    const rand = mulberry32(hashKey(seed, `leftovers:${day}`));
    const res = searchDay(topUpSpec(ctx, fixed, days, day, week, seed), rand, EFFORT.borrow);
    if (res?.hard !== 0) continue;
    const next = days.map((d, i) => (i === day ? res.picks : d));
    if (leftoverMeals(next) > leftoverMeals(days) && weeklyOk(ctx, next, fixed, week.state.rules)) {
      days.splice(day, 1, res.picks);
      changed = true;
    }
  }
  if (!changed) return outcome;
  return { ...outcome, week: { ok: true, days, state: stateOf(days, fixed, -1, week.state.rules) } };
}
