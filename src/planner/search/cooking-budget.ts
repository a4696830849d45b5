import type { PlanData } from "../../shared/plan-data";
import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { dayBudgets, planBudgets } from "../rules/day-budgets";
import { searchAlone } from "./day-spec";
import { withLeftovers } from "./leftover-top-up";
import { hashKey } from "./prng";
import { LIST_MAX, weekLines, withShorterList } from "./shorter-list";
import { type FallbackOutcome, planWeekWithFallback } from "./variety-fallback";

// Planning within the cooking budget (docs/product/cooking-time.md, rules/day-budgets.ts): when no
// week can be planned within it, the budget is relaxed in steps (RELAX_STEPS) and plan_data records by
// how much (cooking_budget.extra_minutes), which the notes say.

/** Extra minutes a day tried, in order, before the budget is named in a refusal. */
export const RELAX_STEPS = [0, 10, 20, 35] as const;

/**
 * A week that still buys more than LIST_MAX lines after its list pass (search/shorter-list.ts) is
 * planned again from other search draws this many times, and the week that buys fewer lines is kept.
 * The pass changes one day at a time and holds the meals later meals eat from, so some weeks stay
 * long; another draw starts elsewhere. Measured on bench:practical's people (2026-11-27, three draws
 * of 300: seeds 2025, 7 and 99): weeks over 40 lines to buy 2, 6 and 8 without, 1, 4 and 6 with one
 * draw; two draws gave no fewer.
 */
export const LONG_LIST_REDRAWS = 1;

/** A planned week's lines to buy (0 for a week that failed: it is not planned again for its list). */
const listOf = (ctx: PlanContext, fixed: readonly FixedItem[], o: FallbackOutcome) =>
  o.week.ok ? weekLines(o.week.days, fixed, ctx.lib.foodById).size : 0;

/** The same context with `extra` minutes a day above the person's budget. */
export function withExtraMinutes(ctx: PlanContext, extra: number): PlanContext {
  return extra === 0 ? ctx : { ...ctx, budgets: dayBudgets(ctx.req, ctx.weekdays, extra) };
}

export interface BudgetedWeek {
  outcome: FallbackOutcome;
  /** The context the week was planned in, and the minutes a day it added to the person's budget. */
  ctx: PlanContext;
  extra: number;
}

/**
 * Plans the week within the person's cooking budget, and when no week fits it, within the budget
 * raised by each of RELAX_STEPS in turn. A step is tried only while the budget is what blocks: the
 * failed day plans on its own without it but not with it.
 */
export function planWithinBudget(ctx: PlanContext, fixed: readonly FixedItem[], seed: number): BudgetedWeek {
  let last: BudgetedWeek | null = null;
  for (const extra of RELAX_STEPS) {
    const c = withExtraMinutes(ctx, extra);
    const plan = (s: number) =>
      withShorterList(c, fixed, withLeftovers(c, fixed, planWeekWithFallback(c, fixed, s), s), s);
    let outcome = plan(seed);
    const lines = (o: FallbackOutcome) => listOf(c, fixed, o);
    for (let k = 1; k <= LONG_LIST_REDRAWS && lines(outcome) > LIST_MAX; k++) {
      const other = plan(hashKey(seed, `long-list:${k}`));
      if (other.week.ok && lines(other) < lines(outcome)) outcome = other;
    }
    last = { outcome, ctx: c, extra };
    if (outcome.week.ok) return last;
    const day = outcome.week.failedDay;
    const free = searchAlone(c, fixed, day, seed, new Set(["cooking_time"]));
    if (free?.hard !== 0) return last;
  }
  return last as BudgetedWeek;
}

/**
 * The context of a stored plan: its own weekdays, and the budget it states it was planned within
 * (plans made before the budget have none, and are held to none).
 */
export function withPlanBudget(
  ctx: PlanContext,
  plan: Pick<PlanData, "days" | "cooking_budget">,
): PlanContext {
  return { ...ctx, weekdays: plan.days.map((d) => d.day), budgets: planBudgets(ctx.req, plan) };
}
