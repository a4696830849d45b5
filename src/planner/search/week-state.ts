import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";
import * as R from "../rules/figures";
import type { DayPick } from "./day-problem";

// The week around a day: which recipes are used where, and the weekly counts.

/**
 * The week's variety rules in force: the normal ones, or a step of the variety fallback
 * (rules/figures.ts VARIETY_FALLBACK_MAX_USES): every snack the meal rules allow from the first try,
 * then a third use of a recipe.
 */
export interface VarietyRules {
  maxUses: number;
  allSnacks: boolean;
}
export const NORMAL_VARIETY: VarietyRules = { maxUses: R.RECIPE_MAX_PER_WEEK, allSnacks: false };

/** What the other days of the week already hold. */
export interface WeekState {
  rules: VarietyRules;
  /** Days (0 = Monday) on which each recipe is used. */
  daysOf: Map<string, number[]>;
  fishMeals: number;
  redMeatMeals: number;
  /** Meals with tofu or seitan (rules/stand-ins). */
  standInMeals: number;
  iodineDays: number;
}

/** Variety: a recipe is usable on a day if used fewer than twice (or the fallback's 3) and not next door. */
export function usableOn(f: RecipeFacts, day: number, st: WeekState): boolean {
  const used = st.daysOf.get(f.recipe.id);
  return !used || (used.length < st.rules.maxUses && used.every((d) => Math.abs(d - day) > 1));
}

/** The week as seen from `skip` (or from nowhere): which recipes are used where, and weekly counts. */
export function stateOf(
  days: readonly (readonly DayPick[])[],
  fixed: readonly FixedItem[],
  skip = -1,
  rules: VarietyRules = NORMAL_VARIETY,
): WeekState {
  const st: WeekState = {
    rules,
    daysOf: new Map(),
    fishMeals: 0,
    redMeatMeals: 0,
    standInMeals: 0,
    iodineDays: 0,
  };
  days.forEach((picks, day) => {
    if (day === skip) return;
    for (const p of picks) {
      const list = st.daysOf.get(p.facts.recipe.id) ?? [];
      list.push(day);
      st.daysOf.set(p.facts.recipe.id, list);
      if (p.facts.attrs.has("fish")) st.fishMeals++;
      if (p.facts.attrs.has("red_meat")) st.redMeatMeals++;
      if (p.facts.standIn) st.standInMeals++;
    }
    if (picks.some((p) => p.facts.iodine) || fixed.some((i) => i.iodine)) st.iodineDays++;
  });
  return st;
}

export function weeklyOk(ctx: PlanContext, st: WeekState): boolean {
  if (ctx.req.diet === "mediterranean" && st.fishMeals < R.MED_FISH_MEALS_MIN) return false;
  return !(ctx.targets.iodineDaily && ctx.req.diet !== "vegan" && st.iodineDays < R.THYROID_IODINE_DAYS_MIN);
}
