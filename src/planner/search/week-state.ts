import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";
import * as R from "../rules/figures";
import { LEFTOVER_DAYS_MAX, LEFTOVER_MEALS, LEFTOVER_MEALS_MAX, sameRef } from "../rules/leftovers";
import { isRoutineRecipe, menuOf, usesAllowed } from "../rules/variety";
import { weekHard } from "../rules/week-rules";
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
  /** Days (0 = the plan's first) on which each recipe is cooked; leftovers are not counted. */
  daysOf: Map<string, number[]>;
  /** Days on which each recipe is eaten, cooked or as a leftover: no cooking it again next door. */
  eatenOn: Map<string, number[]>;
  /** Lunches and dinners cooked on other days, and how many later meals already eat from each. */
  cooked: { day: number; slot: "lunch" | "dinner"; facts: RecipeFacts; fed: number }[];
  fishMeals: number;
  redMeatMeals: number;
  /** Meals with tofu or seitan (rules/stand-ins). */
  standInMeals: number;
  iodineDays: number;
  /** Meals eaten as leftovers (rules/leftovers.ts LEFTOVER_MEALS_WEEK_MIN). */
  leftoverMeals: number;
  /** The lines to buy of the meals held, with how many meals use each (rules/shopping-overlap.ts). */
  bought: Map<string, number>;
  /** The pantry lines of the meals held, likewise. */
  checked: Map<string, number>;
  /** The menus of the days held (rules/variety.ts menuOf). */
  menus: Set<number>;
}

/**
 * Variety: a recipe may be cooked on a day if cooked fewer than twice (or the fallback's 3) and not
 * eaten the day before or after; a routine breakfast or snack fewer than four times, any day.
 */
export function usableOn(f: RecipeFacts, day: number, st: WeekState): boolean {
  const used = st.daysOf.get(f.recipe.id);
  const routine = isRoutineRecipe(f.recipe);
  if (used && used.length >= usesAllowed(routine, st.rules.maxUses)) return false;
  if (routine) return true;
  const eaten = st.eatenOn.get(f.recipe.id);
  return !eaten || eaten.every((d) => Math.abs(d - day) > 1);
}

/** The meals cooked on earlier days whose leftovers `day` may eat: within two days, portions left. */
export function leftoversFor(day: number, st: WeekState): WeekState["cooked"] {
  return st.cooked.filter(
    (c) => c.day < day && day - c.day <= LEFTOVER_DAYS_MAX && c.fed < LEFTOVER_MEALS_MAX,
  );
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
    eatenOn: new Map(),
    cooked: [],
    fishMeals: 0,
    redMeatMeals: 0,
    standInMeals: 0,
    iodineDays: 0,
    leftoverMeals: 0,
    bought: new Map(),
    checked: new Map(),
    menus: new Set(),
  };
  days.forEach((picks, day) => {
    if (day === skip) return;
    for (const p of picks) {
      const id = p.facts.recipe.id;
      const eaten = st.eatenOn.get(id) ?? [];
      eaten.push(day);
      st.eatenOn.set(id, eaten);
      // A leftover is eaten (the weekly counts hold it) but not cooked again.
      if (!p.facts.leftoverOf) {
        const list = st.daysOf.get(id) ?? [];
        list.push(day);
        st.daysOf.set(id, list);
        if (LEFTOVER_MEALS.has(p.slot.key))
          st.cooked.push({ day, slot: p.slot.key as "lunch" | "dinner", facts: p.facts, fed: 0 });
      }
      if (p.facts.attrs.has("fish")) st.fishMeals++;
      if (p.facts.attrs.has("red_meat")) st.redMeatMeals++;
      if (p.facts.standIn) st.standInMeals++;
      for (const line of p.facts.buys) st.bought.set(line, (st.bought.get(line) ?? 0) + 1);
      for (const line of p.facts.pantry) st.checked.set(line, (st.checked.get(line) ?? 0) + 1);
    }
    if (picks.some((p) => p.facts.iodine) || fixed.some((i) => i.iodine)) st.iodineDays++;
    if (picks.length > 0) st.menus.add(menuOf(picks.map((p) => p.facts.recipe.id)));
  });
  // Each leftover eaten on another day takes a portion from the meal it comes from.
  days.forEach((picks, day) => {
    if (day === skip) return;
    for (const p of picks) {
      const from = p.facts.leftoverOf;
      const src = from && st.cooked.find((c) => sameRef({ day: c.day, slot: c.slot }, from));
      if (src) src.fed++;
      if (from) st.leftoverMeals++;
    }
  });
  return st;
}

/** Whether the week's rules hold over a whole planned week (rules/week-rules.ts). */
export function weeklyOk(
  ctx: PlanContext,
  days: readonly (readonly DayPick[])[],
  fixed: readonly FixedItem[],
  rules: VarietyRules,
): boolean {
  return weekHard({ days, fixedOf: days.map(() => fixed) }, ctx, rules.maxUses) === 0;
}

/** Recipes cooked more often than the normal variety rule allows: the fallback's third uses. */
export function thirdUses(days: readonly (readonly DayPick[])[]): string[] {
  const st = stateOf(days, []);
  const routine = new Set(
    days.flat().flatMap((p) => (isRoutineRecipe(p.facts.recipe) ? [p.facts.recipe.id] : [])),
  );
  return [...st.daysOf]
    .flatMap(([id, d]) => (d.length > R.RECIPE_MAX_PER_WEEK && !routine.has(id) ? [id] : []))
    .sort();
}
