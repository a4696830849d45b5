import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { DayPick, DaySpec } from "./day-problem";
import { type Attempt, daySpec } from "./day-spec";
import { stateOf, type VarietyRules } from "./week-state";

// A day of a planned week searched again around the other six (search/leftover-top-up.ts,
// search/shorter-list.ts): every recipe the day may use, borrowed ones included, with the meals that
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
