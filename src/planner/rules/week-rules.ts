import type { MealType } from "../../shared/domain";
import type { RefusalChange } from "../../shared/plan-refusal";
import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { LeftoverRef, RecipeFacts } from "../library/prepare-library";
import * as R from "./figures";
import { handsOnOf, LEFTOVER_DAYS_MAX, LEFTOVER_MEALS, LEFTOVER_MEALS_MAX, sameRef } from "./leftovers";
import { lineShares } from "./shopping-overlap";
import { isRoutineRecipe, usesAllowed } from "./variety";

// The week's rules, each defined once (as rules/day-rules.ts lists the day's): its bound, the terms
// it sets for one day's search given the rest of the week, its violation over a whole planned week
// (which the week planner reads), its test of a finished plan (which the checker runs) and the answer
// a refusal reopens. `weekTerms` gives a day's terms to the week planner and the meal swap alike.

/** One planned meal as the search holds it. */
export interface WeekPick {
  slot: { key: string; meal: MealType };
  facts: RecipeFacts;
}

/** A week as the search holds it: each day's picks and foods-to-include items. */
export interface SearchWeek {
  days: readonly (readonly WeekPick[])[];
  fixedOf: readonly (readonly FixedItem[])[];
}

/** A finished week as the checker reads it back from plan_data. */
export interface CheckedWeek {
  days: readonly {
    name: string;
    handsOn: number;
    budget: number;
    iodine: boolean;
    includes: readonly string[];
    meals: readonly {
      type: MealType;
      recipeId: string;
      /** Its recipe is only ever a breakfast or snack: a routine (rules/variety.ts). */
      routine: boolean;
      fish: boolean;
      redMeat: boolean;
      leftoverOf?: LeftoverRef | undefined;
      cooksFor: readonly LeftoverRef[];
    }[];
  }[];
  /** Recipes plan_data says may appear a third time (the variety fallback). */
  thirdUse: ReadonlySet<string>;
}

/** What one day's search gets from the week's rules. */
export interface WeekTerms {
  requireFish: boolean;
  redMeatBudget: number;
  iodine: "hard" | "soft" | "off";
  cookingBudget: number;
  /** The lines to buy the rest of the week holds, for the shopping preference (SHOPPING_WEEK). */
  bought?: ReadonlySet<string> | undefined;
  /** The pantry lines the rest of the week already holds (a pantry line costs newPantryLineCost). */
  checked?: ReadonlySet<string> | undefined;
  /** The other days' menus: a day whose menu is one of them costs W_SAME_DAY (VARIED_DAYS_WEEK). */
  menus?: ReadonlySet<number> | undefined;
  /** Each line's share of the person's recipes (rules/shopping-overlap.ts lineShares). */
  lineShare?: ReadonlyMap<string, number> | undefined;
}

/** The week around a day, as the rules' terms read it. */
export interface WeekAround {
  fishMeals: number;
  redMeatMeals: number;
  iodineDays: number;
  /** Days before `day` already planned (going forward), or 7 when the rest of the week is fixed. */
  planned: number;
  /** The lines to buy of the other days' meals, with how many meals use each (rules/shopping-overlap). */
  bought?: ReadonlyMap<string, number> | undefined;
  /** The pantry lines of the other days' meals, likewise. */
  checked?: ReadonlyMap<string, number> | undefined;
  /** The other days' menus (rules/variety.ts menuOf). */
  menus?: ReadonlySet<number> | undefined;
}

export interface WeekRule {
  id: "variety" | "leftovers" | "fish" | "red_meat" | "iodine" | "includes" | "cooking_budget";
  /** The answer a person changes when this rule blocks their week. */
  field: RefusalChange["field"];
  terms?(t: WeekTerms, ctx: PlanContext, w: WeekAround, day: number, relaxed: boolean): void;
  /** The violation over a whole week as the search holds it: 0 when the rule holds. */
  hard(week: SearchWeek, ctx: PlanContext, maxUses: number): number;
  check(week: CheckedWeek, ctx: Pick<PlanContext, "req" | "cond" | "targets">): string[];
}

/** Where a recipe is eaten: the day, for a leftover the day it was cooked, and whether its recipe is a routine. */
type Eaten = { day: number; from?: number | undefined; routine: boolean };

const usesOf = (week: SearchWeek) => {
  const eaten = new Map<string, Eaten[]>();
  week.days.forEach((picks, d) => {
    for (const p of picks) {
      const id = p.facts.recipe.id;
      eaten.set(id, [
        ...(eaten.get(id) ?? []),
        {
          day: d,
          from: p.facts.leftoverOf?.day,
          routine: isRoutineRecipe(p.facts.recipe),
        },
      ]);
    }
  });
  return eaten;
};

/**
 * Variety's problems: a recipe cooked more often than allowed, or cooked the day before or after it
 * is eaten from another cooking (its own leftovers are that cooking, not a repeat).
 */
function varietyProblems(
  eaten: ReadonlyMap<string, readonly Eaten[]>,
  allowed: (id: string) => number,
): string[] {
  const out: string[] = [];
  for (const [id, all] of eaten) {
    const cooked = all.filter((e) => e.from === undefined).map((e) => e.day);
    // A recipe only ever a breakfast or snack may be a routine: more often, days in a row.
    const routine = all.every((e) => e.routine);
    if (cooked.length > usesAllowed(routine, allowed(id))) out.push(`${id} is cooked ${cooked.length} times`);
    if (routine) continue;
    const near = cooked.some((c) => all.some((e) => e.day !== c && Math.abs(e.day - c) <= 1 && e.from !== c));
    if (near) out.push(`${id} is cooked the day before or after it is eaten from another cooking`);
  }
  return out;
}

/**
 * Variety: no recipe cooked more than twice a week (three times under the fallback), nor next door;
 * a breakfast or snack routine up to four times, days in a row.
 */
export const VARIETY_WEEK: WeekRule = {
  id: "variety",
  field: "diet",
  hard(week, _ctx, maxUses) {
    return varietyProblems(usesOf(week), () => maxUses).length;
  },
  check(week) {
    const eaten = new Map<string, Eaten[]>();
    week.days.forEach((d, i) => {
      for (const m of d.meals)
        eaten.set(m.recipeId, [
          ...(eaten.get(m.recipeId) ?? []),
          {
            day: i,
            from: m.leftoverOf?.day,
            routine: m.routine,
          },
        ]);
    });
    return varietyProblems(eaten, (id) =>
      week.thirdUse.has(id) ? R.VARIETY_FALLBACK_MAX_USES : R.RECIPE_MAX_PER_WEEK,
    );
  },
};

/**
 * Leftovers: a lunch or dinner's later portions are eaten at a lunch or dinner within two days, at
 * most two of them, from the same recipe; the meal cooked names each one and each names it.
 */
export const LEFTOVERS_WEEK: WeekRule = {
  id: "leftovers",
  field: "cooking",
  hard(week) {
    let bad = 0;
    const fed = new Map<string, number>();
    week.days.forEach((picks, d) => {
      for (const p of picks) {
        const from = p.facts.leftoverOf;
        if (!from) continue;
        const src = week.days[from.day]?.find((x) => x.slot.key === from.slot && !x.facts.leftoverOf);
        const ok =
          src?.facts.recipe.id === p.facts.recipe.id &&
          LEFTOVER_MEALS.has(p.slot.key) &&
          d > from.day &&
          d - from.day <= LEFTOVER_DAYS_MAX;
        if (!ok) bad++;
        const key = `${from.day}:${from.slot}`;
        fed.set(key, (fed.get(key) ?? 0) + 1);
      }
    });
    for (const n of fed.values()) if (n > LEFTOVER_MEALS_MAX) bad++;
    return bad;
  },
  check(week) {
    const out: string[] = [];
    week.days.forEach((d, i) => {
      for (const m of d.meals) {
        const from = m.leftoverOf;
        if (from) {
          const src = week.days[from.day]?.meals.find((x) => x.type === from.slot && !x.leftoverOf);
          if (!src || src.recipeId !== m.recipeId)
            out.push(`${d.name} ${m.type}: a leftover of a meal that is not the same dish`);
          else if (!src.cooksFor.some((r) => r.day === i && r.slot === m.type))
            out.push(`${d.name} ${m.type}: the meal it comes from does not name it`);
          if (!(i > from.day && i - from.day <= LEFTOVER_DAYS_MAX) || !LEFTOVER_MEALS.has(m.type))
            out.push(`${d.name} ${m.type}: a leftover more than ${LEFTOVER_DAYS_MAX} days on`);
        }
        if (m.cooksFor.length > LEFTOVER_MEALS_MAX)
          out.push(`${d.name} ${m.type}: cooked for ${m.cooksFor.length} later meals`);
        for (const r of m.cooksFor) {
          const later = week.days[r.day]?.meals.find((x) => x.type === r.slot);
          if (!sameRef(later?.leftoverOf, { day: i, slot: m.type as LeftoverRef["slot"] }))
            out.push(`${d.name} ${m.type}: names a later meal that does not eat from it`);
        }
      }
    });
    return out;
  },
};

/** Mediterranean: fish or seafood in at least two meals a week, on the scheduled days going forward. */
export const FISH_WEEK: WeekRule = {
  id: "fish",
  field: "diet",
  terms(t, ctx, w, day, relaxed) {
    if (ctx.req.diet !== "mediterranean" || relaxed) return;
    const missing = R.MED_FISH_MEALS_MIN - w.fishMeals;
    if (missing <= 0) return;
    // Going forward, fish goes on the scheduled days (or when the week runs out); inside a full
    // week, any missing fish meal is needed now.
    const scheduled = R.MED_FISH_DAYS.filter((d) => d <= day).length;
    t.requireFish = w.planned >= 6 || w.fishMeals < scheduled || 7 - day <= missing;
  },
  hard(week, ctx) {
    if (ctx.req.diet !== "mediterranean") return 0;
    const fish = week.days.flat().filter((p) => p.facts.attrs.has("fish")).length;
    return Math.max(0, R.MED_FISH_MEALS_MIN - fish);
  },
  check(week, ctx) {
    if (ctx.req.diet !== "mediterranean") return [];
    const fish = week.days.flatMap((d) => d.meals).filter((m) => m.fish).length;
    return fish < R.MED_FISH_MEALS_MIN ? [`mediterranean: fish or seafood in only ${fish} meals`] : [];
  },
};

/** Mediterranean: red meat in at most two meals a week. */
export const RED_MEAT_WEEK: WeekRule = {
  id: "red_meat",
  field: "diet",
  terms(t, ctx, w) {
    if (ctx.req.diet === "mediterranean") t.redMeatBudget = R.MED_RED_MEAT_MEALS_MAX - w.redMeatMeals;
  },
  hard(week, ctx) {
    if (ctx.req.diet !== "mediterranean") return 0;
    const red = week.days.flat().filter((p) => p.facts.attrs.has("red_meat")).length;
    return Math.max(0, red - R.MED_RED_MEAT_MEALS_MAX);
  },
  check(week, ctx) {
    if (ctx.req.diet !== "mediterranean") return [];
    const red = week.days.flatMap((d) => d.meals).filter((m) => m.redMeat).length;
    return red > R.MED_RED_MEAT_MEALS_MAX ? [`mediterranean: red meat in ${red} meals`] : [];
  },
};

/** Thyroid: an iodine source on most days (a preference where vegan plans have only seaweed). */
export const IODINE_WEEK: WeekRule = {
  id: "iodine",
  field: "health_conditions",
  terms(t, ctx, w, _day, relaxed) {
    if (!ctx.targets.iodineDaily) return;
    // Planning forward every day asks for one; inside a full week only a shortfall does.
    const short = w.planned < 7 || w.iodineDays < R.THYROID_IODINE_DAYS_MIN;
    t.iodine = ctx.req.diet === "vegan" || relaxed || !short ? "soft" : "hard";
  },
  hard(week, ctx) {
    if (!ctx.targets.iodineDaily || ctx.req.diet === "vegan") return 0;
    const days = week.days.filter(
      (p, d) => p.some((x) => x.facts.iodine) || (week.fixedOf[d] ?? []).some((i) => i.iodine),
    ).length;
    return Math.max(0, R.THYROID_IODINE_DAYS_MIN - days);
  },
  check(week, ctx) {
    if (!ctx.cond.thyroid || ctx.req.diet === "vegan") return [];
    const days = week.days.filter((d) => d.iodine).length;
    return days < R.THYROID_IODINE_DAYS_MIN ? [`thyroid: an iodine source on only ${days} days`] : [];
  },
};

/** Foods to include: the same wishes every day (the checker also reads that each wish is honoured). */
export const INCLUDES_WEEK: WeekRule = {
  id: "includes",
  field: "diet",
  hard(week) {
    const key = (items: readonly FixedItem[]) => items.map((i) => i.wish).join("\n");
    const first = key(week.fixedOf[0] ?? []);
    return week.fixedOf.filter((items) => key(items) !== first).length;
  },
  check(week) {
    const first = [...(week.days[0]?.includes ?? [])].sort().join("\n");
    return week.days.some((d) => [...d.includes].sort().join("\n") !== first)
      ? ["foods to include differ between days"]
      : [];
  },
};

/** The cooking budget: each day's hands-on minutes within the day's budget (rules/cooking-rules scores it). */
export const COOKING_BUDGET_WEEK: WeekRule = {
  id: "cooking_budget",
  field: "cooking",
  terms(t, ctx, _w, day) {
    t.cookingBudget = ctx.budgets[day] ?? Number.POSITIVE_INFINITY;
  },
  hard(week, ctx) {
    return week.days.filter((picks, d) => {
      const fixed = (week.fixedOf[d] ?? []).reduce((a, i) => a + i.handsOnMin, 0);
      const mins = picks.reduce((a, p) => a + handsOnOf(p.facts), fixed);
      return mins > (ctx.budgets[d] ?? Number.POSITIVE_INFINITY);
    }).length;
  },
  check(week) {
    return week.days.flatMap((d) =>
      d.handsOn > d.budget ? [`${d.name}: ${d.handsOn} hands-on minutes, over the day's ${d.budget}`] : [],
    );
  },
};

/**
 * A week's preference: a soft term each day's search gets from the rest of the week, with no bound
 * for the checker to hold (bench:practical prints its figure).
 */
export interface WeekPreference {
  id: "shopping" | "varied_days";
  terms(t: WeekTerms, ctx: PlanContext, w: WeekAround): void;
}

/**
 * A short shopping list: a day prefers foods the rest of the week already buys (its weight and what a
 * line is: rules/shopping-overlap.ts; the scorer counts the lines a day adds, search/day-score.ts).
 */
export const SHOPPING_WEEK: WeekPreference = {
  id: "shopping",
  terms(t, ctx, w) {
    if (!w.bought) return;
    t.bought = new Set(w.bought.keys());
    t.checked = new Set(w.checked?.keys());
    t.lineShare = lineShares(ctx.eligibleByMeal);
  },
};

/** Varied days: a day prefers a menu no other day of the week has (rules/variety.ts W_SAME_DAY). */
export const VARIED_DAYS_WEEK: WeekPreference = {
  id: "varied_days",
  terms(t, _ctx, w) {
    if (w.menus) t.menus = w.menus;
  },
};

export const WEEK_PREFERENCES: readonly WeekPreference[] = [SHOPPING_WEEK, VARIED_DAYS_WEEK];

export const WEEK_RULES: readonly WeekRule[] = [
  VARIETY_WEEK,
  LEFTOVERS_WEEK,
  FISH_WEEK,
  RED_MEAT_WEEK,
  IODINE_WEEK,
  INCLUDES_WEEK,
  COOKING_BUDGET_WEEK,
];

/** The terms a day's search gets from every week rule: the week planner and the swap both call this. */
export function weekTerms(ctx: PlanContext, w: WeekAround, day: number, relaxed = false): WeekTerms {
  const t: WeekTerms = {
    requireFish: false,
    redMeatBudget: Number.POSITIVE_INFINITY,
    iodine: "off",
    cookingBudget: Number.POSITIVE_INFINITY,
  };
  for (const rule of WEEK_RULES) rule.terms?.(t, ctx, w, day, relaxed);
  for (const pref of WEEK_PREFERENCES) pref.terms(t, ctx, w);
  return t;
}

/** The week's total violation of its rules as the search holds it: 0 when every one holds. */
export function weekHard(week: SearchWeek, ctx: PlanContext, maxUses: number): number {
  return WEEK_RULES.reduce((a, r) => a + r.hard(week, ctx, maxUses), 0);
}
