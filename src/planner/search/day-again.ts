import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { DayPick, DaySpec } from "./day-problem";
import { type SearchEffort, searchDay } from "./day-search";
import { type Attempt, daySpec } from "./day-spec";
import { hashKey, mulberry32 } from "./prng";
import { stateOf, type VarietyRules } from "./week-state";

// A day of a planned week searched again around the other six (search/leftover-top-up.ts,
// search/shorter-list.ts, search/recipe-out.ts, search/whole-pieces-again.ts): every recipe the day may use, borrowed ones included, with the meals that
// later meals eat from held as they are, since their leftovers are already planned.

type Days = readonly (readonly DayPick[])[];

/** Meals eaten as leftovers over the week. */
export const leftoverMeals = (days: Days) =>
  days.reduce((n, picks) => n + picks.filter((p) => p.facts.leftoverOf).length, 0);

/**
 * Day `day` searched again: its meals that feed later meals held; with `keepOffered`, each slot's
 * meal as it is stays on offer (a borrowed dish too), so the search can keep the day unchanged.
 */
export function dayAgainSpec(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: Days,
  day: number,
  rules: VarietyRules,
  seed: number,
  keepOffered = false,
  attempt: Attempt = "borrow",
): DaySpec {
  const spec = daySpec(ctx, fixed, day, stateOf(days, fixed, day, rules), attempt, seed, 6);
  const picks = days[day] ?? [];
  const feeds = (key: string) =>
    days.some((later) =>
      later.some((x) => x.facts.leftoverOf?.day === day && x.facts.leftoverOf.slot === key),
    );
  return {
    ...spec,
    slots: spec.slots.map(({ spec: slot, candidates }) => {
      const now = picks.find((p) => p.slot.key === slot.key);
      if (now && feeds(slot.key)) return { spec: slot, candidates: [now.facts] };
      const offer = keepOffered && now && !candidates.includes(now.facts);
      return { spec: slot, candidates: offer ? [now.facts, ...candidates] : candidates };
    }),
  };
}

/**
 * Day `day` searched again from the day as it is (search/shorter-list.ts, search/recipe-out.ts,
 * search/whole-pieces-again.ts): each slot's meal stays on offer, the draws come from `key`, and
 * `adapt` changes the spec (a recipe left out, part pieces made dearer). The day's new picks, or null
 * where no day meets every rule.
 */
export function searchDayAgain(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: Days,
  day: number,
  rules: VarietyRules,
  seed: number,
  o: { attempt: Attempt; effort: SearchEffort; key: string; adapt?: (spec: DaySpec) => DaySpec },
): DayPick[] | null {
  const spec = dayAgainSpec(ctx, fixed, days, day, rules, seed, true, o.attempt);
  const rand = mulberry32(hashKey(seed, o.key));
  const res = searchDay(o.adapt ? o.adapt(spec) : spec, rand, { ...o.effort, start: days[day] });
  return res?.hard === 0 ? res.picks : null;
}
