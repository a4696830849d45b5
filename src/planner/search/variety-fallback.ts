import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import * as R from "../rules/figures";
import type { VarietyStep } from "../rules/variety";
import { searchAlone } from "./day-spec";
import { improveWeek, planWeek, planWeekWithRetries, repairable, type WeekOutcome } from "./week-planner";
import type { VarietyRules } from "./week-state";

// When the week fails only on variety (the failed day works on its own), the engine relaxes variety in
// the order of rules/figures.ts VARIETY_FALLBACK_MAX_USES before it refuses: (a) every snack the meal
// rules allow on every day from the first try, then (b) a recipe up to three times a week, never on
// consecutive days. Weeks that succeed without it are planned exactly as before.

const SNACK_STEP: VarietyRules = { maxUses: R.RECIPE_MAX_PER_WEEK, allSnacks: true };
const THIRD_USE_STEP: VarietyRules = { maxUses: R.VARIETY_FALLBACK_MAX_USES, allSnacks: true };

/**
 * Fresh weeks planned under step (b) when re-planning the failed week does not clear it. One: over the
 * bench sets, a second fresh week never succeeded where the first had failed (docs/decisions/0013).
 */
const THIRD_USE_WEEKS = 1;

export interface FallbackOutcome {
  week: WeekOutcome;
  /** The fallback step the plan needed, or null when the normal rules held (or nothing helped). */
  step: VarietyStep | null;
  /** Every step tried, in order (for tests and the bench). */
  tried: VarietyStep[];
}

/** Days below the second-snack threshold start with one snack; step (a) gives them the second. */
export function snackStepApplies(ctx: PlanContext): boolean {
  return ctx.targets.calories < R.SECOND_SNACK_MIN_KCAL;
}

export function planWeekWithFallback(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  seed: number,
): FallbackOutcome {
  const tried: VarietyStep[] = [];
  let week = planWeekWithRetries(ctx, fixed, seed);
  if (week.ok) return { week, step: null, tried };
  if (week.alone === undefined) week.alone = searchAlone(ctx, fixed, week.failedDay, seed);
  // A day that fails on its own is not a variety problem: no fallback, the diagnosis names the rule.
  if (week.alone?.hard !== 0) return { week, step: null, tried };
  const alone = week.alone;

  // A week past repair under the normal rules is planned again under each step from every eligible
  // recipe at once (decision 0013): the step is still tried, with one search a day instead of up to four.
  const far = !repairable(week);
  if (snackStepApplies(ctx)) {
    tried.push("snack");
    const a = planWeek(ctx, fixed, seed, "snack", SNACK_STEP, far);
    if (a.ok) return { week: a, step: "snack", tried };
    if (!a.ok && a.alone === undefined) week = { ...a, alone };
  }

  tried.push("third_use");
  // The failed week is close: a few rounds of re-planning pairs of days with a third use allowed
  // usually clear it; failing that, the week is planned again from Monday under the same rules.
  const b = improveWeek(ctx, fixed, week.days.slice(), week.hard.slice(), seed, "third", THIRD_USE_STEP);
  if (b.ok) return { week: b, step: "third_use", tried };
  let c: WeekOutcome = b;
  for (let variant = 0; variant < THIRD_USE_WEEKS; variant++) {
    c = planWeek(ctx, fixed, seed, `third:${variant}`, THIRD_USE_STEP, far);
    if (c.ok) return { week: c, step: "third_use", tried };
  }
  return { week: c.ok ? c : { ...c, alone: c.alone === undefined ? alone : c.alone }, step: null, tried };
}
