import { cookingOf } from "../../shared/cooking";
import { WEEKDAY_NAMES, type WeekdayName } from "../../shared/plan-dates";
import type { PlanRequest } from "../../shared/plan-request";

// The hands-on minutes each day of the plan may take (docs/product/cooking-time.md): the person's
// weekday or weekend budget (src/shared/cooking.ts), by the weekday each plan day falls on.

const WEEKEND: ReadonlySet<WeekdayName> = new Set(["Saturday", "Sunday"]);

/** Budgets for the seven plan days, weekdays `extra` minutes above the person's. */
export function dayBudgets(
  req: Pick<PlanRequest, "cooking">,
  weekdays: readonly WeekdayName[],
  extra = 0,
): number[] {
  const c = cookingOf(req.cooking);
  // Relaxing lets a weekday take up to the weekend's time, never a day beyond what the person said
  // any day may take.
  const most = Math.max(c.weekday_minutes, c.weekend_minutes);
  return weekdays.map((d) =>
    WEEKEND.has(d) ? c.weekend_minutes : Math.min(c.weekday_minutes + extra, most),
  );
}

/**
 * The budgets a stored plan states it was planned within, by its own weekdays; a plan made before
 * budgets were kept states none and is held to none.
 */
export function planBudgets(
  req: Pick<PlanRequest, "cooking">,
  plan: { days: readonly { day: WeekdayName }[]; cooking_budget?: { extra_minutes: number } | undefined },
): number[] {
  const weekdays = plan.days.map((d) => d.day);
  return plan.cooking_budget
    ? dayBudgets(req, weekdays, plan.cooking_budget.extra_minutes)
    : weekdays.map(() => Number.POSITIVE_INFINITY);
}

/** A plan's weekdays when the caller names no start: Monday first. */
export const MONDAY_FIRST: readonly WeekdayName[] = WEEKDAY_NAMES;
