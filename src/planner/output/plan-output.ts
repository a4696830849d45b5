import { cookingOf as cookingSettings } from "../../shared/cooking";
import type { Cuisine, MealType } from "../../shared/domain";
import type { MealRef, NutrientTotals, PlanData, PlanDay, PlanMeal } from "../../shared/plan-data";
import type { Food, Recipe } from "../library/library-types";
import type { GramsOfFood } from "../library/nutrients";
import { sumNutrients } from "../library/nutrients";
import type { PlanContext } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";
import type { Targets } from "../plan-types";
import { ENGINE_VERSION, MEAL_TIMES } from "../rules/figures";
import { ingredientLine } from "./amounts";
import { round1 } from "./format";
import { leftoverMinutes, leftoverSteps } from "./leftover-meals";
import { timedDay } from "./meal-times";
import { shoppingList } from "./shopping-units";
import { scaledStep } from "./steps";

// plan_data as docs/product/plan-data-shape.md describes it. Every figure of a meal is computed from its
// items after the grams are rounded, so a reader who sums the items gets exactly the meal, and the day and
// the shopping list are sums of the meals.

export interface MealSource {
  type: MealType;
  name: string;
  recipeId: string;
  cuisine: Cuisine;
  instructions: readonly string[];
  /** Grams per serving. */
  parts: readonly GramsOfFood[];
  servings: number;
  includeItem?: string;
  /** Role lines swapped because the original food is blocked for this person (rules/allergies). */
  substitutes?: readonly { from: string; to: string }[];
  /** The recipe's minutes (library/recipe-times): hands-on, to the table, and work ahead. */
  minutes?: { handsOn: number; total: number; ahead?: string | undefined };
  /** A portion of a meal cooked earlier (rules/leftovers): which one. */
  leftoverOf?: MealRef;
}

/** A recipe's minutes as a meal carries them; the same whatever the servings (one pot, a bigger one). */
export const minutesOf = (r: Recipe): MealSource["minutes"] => ({
  handsOn: r.handsOnMin,
  total: r.totalMin,
  ahead: r.ahead,
});

/**
 * A planned recipe as a meal source. Where an allergy or exclusion made the person's version swap an
 * ingredient (peanut oil → sunflower oil), the meal names the swap.
 */
export function recipeSource(
  ctx: PlanContext,
  type: MealType,
  facts: RecipeFacts,
  servings: number,
): MealSource {
  const ref = facts.leftoverOf;
  const leftoverOf: MealRef | undefined = ref && { day: ctx.weekdays[ref.day] ?? "Monday", type: ref.slot };
  const src: MealSource = {
    type,
    name: facts.recipe.name,
    recipeId: facts.recipe.id,
    cuisine: facts.recipe.cuisine,
    instructions: leftoverOf ? leftoverSteps(facts.recipe.name, leftoverOf) : facts.recipe.instructions,
    parts: facts.parts,
    servings,
    minutes: leftoverOf ? leftoverMinutes() : minutesOf(facts.recipe),
    ...(leftoverOf ? { leftoverOf } : {}),
  };
  const base =
    ctx.restrictions.blocked.size > 0 ? ctx.lib.recipeById.get(facts.recipe.id)?.recipe : undefined;
  if (!base || base === facts.recipe) return src;
  const substitutes = base.ingredients.flatMap(([id], i) => {
    const to = facts.recipe.ingredients[i]?.[0];
    if (!to || to === id || !ctx.restrictions.blocked.has(id)) return [];
    const fromFood = ctx.lib.foodById.get(id);
    const toFood = ctx.lib.foodById.get(to);
    return fromFood && toFood ? [{ from: fromFood.name, to: toFood.name }] : [];
  });
  return substitutes.length > 0 ? { ...src, substitutes } : src;
}

const ORDER: Record<MealType, number> = { breakfast: 0, lunch: 1, snack: 2, dinner: 3 };

/**
 * Item grams keep four decimals: recipe grams × quarter servings are exact at that precision, so a
 * pinch of salt is not rounded into 20 mg of sodium the optimiser never saw.
 */
const itemGrams = (g: number) => Math.round(g * 1e4) / 1e4;

export function buildMeal(src: MealSource): PlanMeal {
  const scaled = src.parts.map((p) => ({ food: p.food, grams: itemGrams(p.grams * src.servings) }));
  const n = sumNutrients(scaled);
  const meal: PlanMeal = {
    type: src.type,
    // The type's usual time; timedDay (meal-times.ts) sets the time the day's other meals leave it.
    time: MEAL_TIMES[src.type],
    calories: round1(n.kcal),
    name: src.name,
    ingredients: scaled.map((p) => ingredientLine(p.food, p.grams)),
    instructions: src.instructions.map((step) => scaledStep(step, src.servings)),
    servings: src.servings,
    protein_g: round1(n.protein_g),
    carbs_g: round1(n.carbs_g),
    fat_g: round1(n.fat_g),
    fiber_g: round1(n.fiber_g),
    sodium_mg: Math.round(n.sodium_mg),
    recipe_id: src.recipeId,
    items: scaled.map((p) => ({
      food_id: p.food.id,
      name: p.food.name,
      grams: p.grams,
      source: p.food.source,
    })),
    cuisine: src.cuisine,
  };
  if (src.includeItem !== undefined) meal.include_item = src.includeItem;
  if (src.leftoverOf) meal.leftover_of = { ...src.leftoverOf };
  if (src.substitutes && src.substitutes.length > 0)
    meal.substitutes = src.substitutes.map((x) => ({ ...x }));
  if (src.minutes) {
    meal.prep_minutes = src.minutes.handsOn;
    meal.total_minutes = src.minutes.total;
    if (src.minutes.ahead) meal.ahead = src.minutes.ahead;
  }
  return meal;
}

/**
 * A stored meal with its calories from its items at today's precision: plans stored before calories
 * had a decimal (engine 0.x) said 2 for a 2.4 kcal tea, and the checker now holds every meal to
 * one decimal. Every other figure was already one decimal of the same items.
 */
export function restatedMeal(meal: PlanMeal, foodById: ReadonlyMap<string, Food>): PlanMeal {
  const kcal = meal.items.reduce(
    (a, it) => a + ((foodById.get(it.food_id)?.per100g.kcal ?? 0) * it.grams) / 100,
    0,
  );
  const calories = round1(kcal);
  return calories === meal.calories ? meal : { ...meal, calories };
}

export function dayTotals(meals: readonly PlanMeal[]): NutrientTotals {
  const sum = (k: "protein_g" | "carbs_g" | "fat_g" | "fiber_g" | "sodium_mg") =>
    round1(meals.reduce((a, m) => a + m[k], 0));
  return {
    calories: round1(meals.reduce((a, m) => a + m.calories, 0)),
    protein_g: sum("protein_g"),
    carbs_g: sum("carbs_g"),
    fat_g: sum("fat_g"),
    fiber_g: sum("fiber_g"),
    sodium_mg: sum("sodium_mg"),
  };
}

/** The day with these meals, its totals and cooking minutes from them. */
export function withMeals(day: PlanDay, meals: PlanMeal[]): PlanDay {
  return { ...day, meals, totals: dayTotals(meals), ...cookingOf(meals) };
}

/** The day's cooking minutes, when its meals carry them (plans made before do not). */
export function cookingOf(meals: readonly PlanMeal[]): Pick<PlanDay, "cooking_minutes"> {
  if (!meals.every((m) => m.prep_minutes !== undefined && m.total_minutes !== undefined)) return {};
  return {
    cooking_minutes: {
      hands_on: meals.reduce((a, m) => a + (m.prep_minutes ?? 0), 0),
      total: meals.reduce((a, m) => a + (m.total_minutes ?? 0), 0),
    },
  };
}

/** One day of the plan, on its date and weekday (docs/product/plans-over-time.md; output/week-start.ts). */
export function buildDay(
  when: { day: PlanDay["day"]; date: string },
  sources: readonly MealSource[],
): PlanDay {
  const meals = timedDay(
    sources
      .map((s, i) => ({ meal: buildMeal(s), i }))
      .sort((a, b) => ORDER[a.meal.type] - ORDER[b.meal.type] || a.i - b.i)
      .map((x) => x.meal),
  );
  return { day: when.day, date: when.date, meals, totals: dayTotals(meals), ...cookingOf(meals) };
}

/** The week's shopping list, as ./shopping-units.ts builds it (swap-meal rebuilds it after a swap). */
export { shoppingList };

/** The targets as plan_data states them (the owner's and each household member's). */
export function statedTargets(t: Targets): PlanData["targets"] {
  return {
    calories: t.calories,
    protein_g: t.protein_g,
    carbs_g: t.carbs_g,
    fat_g: t.fat_g,
    fiber_g: t.fiber_g,
    sodium_mg: t.sodiumMax_mg,
  };
}

export function assemblePlan(
  ctx: PlanContext,
  built: readonly PlanDay[],
  notes: readonly string[],
  weekStart: string,
  seed: number,
  week: { thirdUse: readonly string[]; extraMinutes: number; relaxedRules?: readonly "one_food"[] } = {
    thirdUse: [],
    extraMinutes: 0,
  },
): PlanData {
  const t = ctx.targets;
  const cooking = cookingSettings(ctx.req.cooking);
  return {
    week_start: weekStart,
    total_daily_calories: t.calories,
    goals: { fitness_goal: ctx.req.fitness_goal, cuisine: ctx.req.cuisine },
    days: [...built],
    diet: ctx.req.diet,
    targets: statedTargets(t),
    shopping_list: shoppingList(built, ctx.lib.foodById),
    notes: [...notes],
    ...(week.thirdUse.length > 0 ? { variety: { third_use: [...week.thirdUse] } } : {}),
    ...(week.relaxedRules && week.relaxedRules.length > 0 ? { relaxed_rules: [...week.relaxedRules] } : {}),
    cooking_budget: {
      weekday_minutes: cooking.weekday_minutes,
      weekend_minutes: cooking.weekend_minutes,
      extra_minutes: week.extraMinutes,
    },
    ...(ctx.restrictions.allergies.length > 0 || ctx.restrictions.excludedFoods.length > 0
      ? {
          free_from: {
            allergies: [...ctx.restrictions.allergies],
            excluded_foods: [...ctx.restrictions.excludedFoods],
          },
        }
      : {}),
    energy_shares: { fat_min: t.fatShare.min, fat_max: t.fatShare.max, carbs_max: t.carbShareMax },
    engine: { version: ENGINE_VERSION, seed },
  };
}
