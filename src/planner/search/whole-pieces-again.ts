import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { leftoverMeals, searchDayAgain } from "./day-again";
import type { DayPick } from "./day-problem";
import { EFFORT } from "./day-spec";
import { LIST_MAX, weekLines } from "./shorter-list";
import type { FallbackOutcome } from "./variety-fallback";
import { stateOf, weeklyOk } from "./week-state";

// Whole eggs and flatbreads where the refit cannot make them (docs/product/cooking-time.md). The
// search only charges part of a piece (rules/countable.ts W_PART_PIECE), and the whole-count refit
// after it (output/whole-counts.ts) rounds each cooking's pieces with the rest of the meal refitted;
// on a small day at several bounds at once (a diabetic 1,200 kcal day at its fat share and its
// carbohydrate spread) no refit keeps the day's rules, and 1.5 eggs would stay. Such a day is searched
// again with part pieces costing PART_PIECE_STRICT times more, starting from the day as it is, and
// kept where every rule holds, the week keeps its leftovers and its list stays within its bound.

type Days = readonly (readonly DayPick[])[];

/** The week with `days` searched again for whole pieces, or null where none could change. */
export function withWholePiecesAgain(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  outcome: FallbackOutcome,
  seed: number,
  partDays: readonly number[],
): FallbackOutcome | null {
  const week = outcome.week;
  if (!week.ok) return null;
  const rules = week.state.rules;
  const days = week.days.map((d) => [...d]);
  const lines = (d: Days) => weekLines(d, fixed, ctx.lib.foodById).size;
  let changed = false;
  for (const day of partDays) {
    const picks = searchDayAgain(ctx, fixed, days, day, rules, seed, {
      attempt: "all",
      effort: EFFORT.all,
      key: `whole:${day}`,
      adapt: (spec) => ({ ...spec, strictPieces: true }),
    });
    if (!picks) continue;
    const next = days.map((d, i) => (i === day ? picks : d));
    if (
      leftoverMeals(next) >= leftoverMeals(days) &&
      lines(next) <= Math.max(LIST_MAX, lines(days)) &&
      weeklyOk(ctx, next, fixed, rules)
    ) {
      days.splice(day, 1, picks);
      changed = true;
    }
  }
  if (!changed) return null;
  return { ...outcome, week: { ok: true, days, state: stateOf(days, fixed, -1, rules) } };
}
