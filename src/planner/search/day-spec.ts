import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";
import * as R from "../rules/figures";
import { asLeftover, LEFTOVER_MEALS, leftoverPull, oftenCost } from "../rules/leftovers";
import { meatlessMainCost } from "../rules/main-protein";
import { standInCost } from "../rules/stand-ins";
import { isRoutineRecipe } from "../rules/variety";
import { type WeekAround, weekTerms } from "../rules/week-rules";
import type { DaySpec, SlotSpec } from "./day-problem";
import { type SearchEffort, type SearchResult, searchDay } from "./day-search";
import { hashKey, mulberry32, noiseOf, shuffled } from "./prng";
import { daySlots } from "./slots";
import { leftoversFor, usableOn, type WeekState } from "./week-state";

// Which recipes a day may choose from, and what it must meet, at each attempt: the chosen cuisine
// first, then some borrowed recipes, then every eligible recipe, then with the "most days" rules
// (thyroid iodine, mediterranean fish) left to other days.

const ONE_FOOD_DROPPED: ReadonlySet<"one_food"> = new Set(["one_food"]);

/** The day rules a week set aside (search/rule-relaxation.ts), as a day's spec leaves them out. */
export const droppedRules = (ctx: PlanContext): Pick<DaySpec, "drop"> =>
  ctx.relaxOneFood ? { drop: ONE_FOOD_DROPPED } : {};

/** Below this many cuisine recipes for a slot, the first attempt already borrows some. */
const MIN_CUISINE_POOL = 6;
/** How many borrowed recipes a slot gets on the second attempt. */
const BORROW_SAMPLE = 30;

export type Attempt = "cuisine" | "borrow" | "all" | "relaxed";
export const ATTEMPTS: readonly Attempt[] = ["cuisine", "borrow", "all", "relaxed"];
/** Search effort per attempt: later attempts have larger pools and search longer. */
export const EFFORT: Record<Attempt, SearchEffort> = {
  cuisine: { iterations: 600, restarts: 3 },
  borrow: { iterations: 600, restarts: 3 },
  all: { iterations: 800, restarts: 4 },
  relaxed: { iterations: 800, restarts: 4 },
};

/**
 * Portions of lunches and dinners cooked on the two days before, for a lunch or dinner slot: each
 * recipe that may be eaten at this meal, as a leftover (rules/leftovers.ts).
 */
function leftoverPool(ctx: PlanContext, slot: SlotSpec, day: number, st: WeekState): RecipeFacts[] {
  if (!ctx.leftovers || !LEFTOVER_MEALS.has(slot.key)) return [];
  const eligible = ctx.eligibleByMeal[slot.meal];
  // Dinner's leftovers make a later lunch and lunch's a later dinner, as people eat them: the same
  // dish at the same meal the next evening reads as a repeat.
  return leftoversFor(day, st)
    .filter((c) => c.slot !== slot.key && eligible.some((f) => f.recipe.id === c.facts.recipe.id))
    .map((c) => asLeftover(c.facts, { day: c.day, slot: c.slot }));
}

function pool(ctx: PlanContext, slot: SlotSpec, day: number, st: WeekState, attempt: Attempt, salt: string) {
  // Every attempt is offered the week's leftovers, a borrowed dish's too: it is cooked already, and
  // left out of the cuisine's pool it was cooked again beside its own leftovers.
  const left = leftoverPool(ctx, slot, day, st);
  const usable = ctx.eligibleByMeal[slot.meal].filter((f) => usableOn(f, day, st));
  const own = usable.filter((f) => f.recipe.cuisine === ctx.req.cuisine);
  if (attempt === "all" || attempt === "relaxed") return [...left, ...usable];
  const rand = mulberry32(hashKey(0, `${salt}:${day}:${slot.key}:${attempt}`));
  const others = shuffled(
    usable.filter((f) => f.recipe.cuisine !== ctx.req.cuisine),
    rand,
  );
  const borrow = attempt === "borrow" ? BORROW_SAMPLE : Math.max(0, MIN_CUISINE_POOL - own.length);
  return [...left, ...own, ...others.slice(0, borrow)];
}

/** The week around `day` as the week rules read it (rules/week-rules.ts). */
export function aroundOf(st: WeekState, planned: number): WeekAround {
  return {
    fishMeals: st.fishMeals,
    redMeatMeals: st.redMeatMeals,
    iodineDays: st.iodineDays,
    planned,
    bought: st.bought,
    checked: st.checked,
    menus: st.menus,
  };
}

/** Whether the relaxed attempt differs from "all" on this day: a hard iodine or fish rule to set aside. */
export function relaxes(ctx: PlanContext, day: number, st: WeekState, planned: number): boolean {
  const strict = weekTerms(ctx, aroundOf(st, planned), day);
  const relaxed = weekTerms(ctx, aroundOf(st, planned), day, true);
  return strict.iodine !== relaxed.iodine || strict.requireFish !== relaxed.requireFish;
}

/**
 * Each earlier use costs W_REUSE; a third use (the variety fallback) W_THIRD_USE more, a last resort.
 * A routine breakfast or snack's later uses cost W_REUSE each and no more: the rule allows them.
 */
function reuseCost(uses: number, routine: boolean): number {
  return uses === 0 ? 0 : R.W_REUSE * uses + (uses >= R.RECIPE_MAX_PER_WEEK && !routine ? R.W_THIRD_USE : 0);
}

/**
 * A recipe's cost `base` plus what the person's cuisine and diet prefer: tofu or seitan beyond the
 * week's allowance, a meatless main in a non-vegetarian plan, a meal borrowed from another cuisine.
 * The week planner and the meal swap read the same preferences from here.
 */
export function withPreferences(
  base: number,
  f: RecipeFacts,
  ctx: PlanContext,
  st: Pick<WeekState, "standInMeals">,
): number {
  return (
    base +
    standInCost(f.standIn, ctx.req.diet, st.standInMeals) +
    meatlessMainCost(f.recipe, f.attrs, ctx.req.diet) +
    (f.recipe.cuisine !== ctx.req.cuisine ? R.W_FOREIGN_MEAL : 0)
  );
}

export function daySpec(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  day: number,
  st: WeekState,
  attempt: Attempt,
  seed: number,
  planned = day,
): DaySpec {
  const salt = String(seed);
  const slots = daySlots(ctx, attempt === "cuisine" && !st.rules.allSnacks).map((spec) => ({
    spec,
    candidates: pool(ctx, spec, day, st, attempt, salt),
  }));
  const terms = weekTerms(ctx, aroundOf(st, planned), day, attempt === "relaxed");
  return {
    targets: ctx.targets,
    slots,
    fixed,
    costOf: (f) =>
      withPreferences(
        R.VARIETY_NOISE * noiseOf(seed, `${day}:${f.recipe.id}`) +
          (f.leftoverOf
            ? -leftoverPull(st.leftoverMeals, f.recipe.cuisine !== ctx.req.cuisine)
            : reuseCost(st.daysOf.get(f.recipe.id)?.length ?? 0, isRoutineRecipe(f.recipe))) +
          // A dish eaten at many main meals is a stew again and again; a routine is a breakfast.
          (isRoutineRecipe(f.recipe) ? 0 : oftenCost(st.eatenOn.get(f.recipe.id)?.length ?? 0)),
        f,
        ctx,
        st,
      ),
    lowGl: ctx.cond.diabetes || ctx.cond.pcos,
    wholePieces: true,
    ...terms,
    ...droppedRules(ctx),
  };
}

/** A day with every eligible recipe and the weekly rules set aside: can it work at all? */
export function aloneSpec(ctx: PlanContext, fixed: readonly FixedItem[], day: number, seed: number): DaySpec {
  return {
    targets: ctx.targets,
    slots: daySlots(ctx, false).map((spec) => ({ spec, candidates: ctx.eligibleByMeal[spec.meal] })),
    fixed,
    costOf: (f) =>
      R.VARIETY_NOISE * noiseOf(seed, `${day}:${f.recipe.id}`) +
      (f.recipe.cuisine !== ctx.req.cuisine ? R.W_FOREIGN_MEAL : 0),
    lowGl: ctx.cond.diabetes || ctx.cond.pcos,
    iodine: ctx.targets.iodineDaily ? "soft" : "off",
    requireFish: false,
    redMeatBudget: Number.POSITIVE_INFINITY,
    cookingBudget: ctx.budgets[day] ?? Number.POSITIVE_INFINITY,
    ...droppedRules(ctx),
  };
}

export function searchAlone(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  day: number,
  seed: number,
  drop?: DaySpec["drop"],
): SearchResult | null {
  const own = aloneSpec(ctx, fixed, day, seed);
  const spec = drop ? { ...own, drop: new Set([...(own.drop ?? []), ...drop]) } : own;
  const label = drop ? [...drop].join(",") : "alone";
  return searchDay(spec, mulberry32(hashKey(seed, `alone:${day}:${label}`)), {
    ...EFFORT.all,
    untilFeasible: true,
  });
}
