import type { MealType } from "../../shared/domain";
import type { PlanData, PlanMeal } from "../../shared/plan-data";
import { addDays, isIsoDate, weekdayOf } from "../../shared/plan-dates";
import type { PlanRequest } from "../../shared/plan-request";
import { wishKey } from "../include/wish-key";
import type { Food, Recipe } from "../library/library-types";
import type { GramsOfFood, Nutrients } from "../library/nutrients";
import { round1 } from "../output/format";
import { mealTimes, minutesOfDay } from "../output/meal-times";
import { isPantry } from "../output/pantry";
import { lineFoodId, lineName, NOT_BOUGHT } from "../output/shopping-units";
import type { Targets } from "../plan-types";
import { COUNTED_REFIT_MAX, pieceGrams } from "../rules/countable";
import * as R from "../rules/figures";
import { REHEAT_HANDS_ON_MIN, REHEAT_TOTAL_MIN } from "../rules/leftovers";

// The bookkeeping half of the checker: shape, meals per day, servings, that every figure is the sum
// of what it claims to sum, the shopping list, and that each foods-to-include wish is honoured.

/** An ingredient line starts with its amount: "120 g", "250 ml", "¼ tsp", "a pinch of", "a few drops of". */
const AMOUNT_FIRST = /^(\d|[¼½¾⅛]|a pinch of |a few drops of )/;
/** Nobody measures "0.3 g": small amounts read in spoons (output/spoons.ts). */
const UNDER_ONE = /^0(\.\d+)? (g|ml)\b/;

/** A plan meal with its items resolved to foods and their summed nutrition. */
export interface CheckedMeal {
  meal: PlanMeal;
  parts: GramsOfFood[];
  n: Nutrients;
}

const near = (a: number, b: number, tol: number) => Math.abs(a - b) <= tol + 1e-9;

/**
 * The calendar (docs/product/plans-over-time.md): week_start is a real date, the days run on from it
 * one date at a time, each named by its own weekday. A day without a date (plans made before dates
 * were stored) is held to the date its place gives it.
 */
export function checkCalendar(plan: Pick<PlanData, "week_start" | "days">, v: (msg: string) => void): void {
  if (!isIsoDate(plan.week_start)) {
    v(`week_start ${plan.week_start} is not a calendar date`);
    return;
  }
  plan.days.forEach((d, i) => {
    const date = addDays(plan.week_start, i);
    if (d.date !== undefined && d.date !== date) v(`day ${i + 1} is dated ${d.date}, not ${date}`);
    const name = weekdayOf(date);
    if (d.day !== name) v(`day ${i + 1} (${date}) is named ${d.day}, not ${name}`);
  });
}

export function checkStructure(
  plan: PlanData,
  req: PlanRequest,
  t: Targets,
  days: readonly (readonly CheckedMeal[])[],
  recipeById: ReadonlyMap<string, Recipe>,
  foodById: ReadonlyMap<string, Food>,
  v: (msg: string) => void,
  /** Per day, the meal types a household member eats away from home (checker.ts CheckScope). */
  away?: readonly (readonly MealType[])[],
): void {
  checkCalendar(plan, v);
  if (plan.total_daily_calories !== t.calories)
    v(`total_daily_calories ${plan.total_daily_calories} ≠ ${t.calories}`);
  if (plan.goals.fitness_goal !== req.fitness_goal || plan.goals.cuisine !== req.cuisine)
    v("goals do not match");

  days.forEach((meals, di) => {
    const pd = plan.days[di];
    const day = pd?.day ?? `day ${di + 1}`;
    const own = meals.filter((m) => m.meal.include_item === undefined);
    for (const type of ["breakfast", "lunch", "dinner"] as const) {
      const count = own.filter((m) => m.meal.type === type).length;
      if (count !== (away?.[di]?.includes(type) ? 0 : 1)) v(`${day}: ${count} ${type} meals`);
    }
    const snacks = own.filter((m) => m.meal.type === "snack").length;
    if (snacks > R.SNACKS_MAX_PER_DAY) v(`${day}: ${snacks} snacks`);
    // Own meals at distinct times, in the order eaten; a food to include at its meal's time.
    const times = mealTimes(meals.map((m) => m.meal));
    const clock = meals.map((m) => minutesOfDay(m.meal.time));
    if (clock.some((t, i) => i > 0 && t < (clock[i - 1] ?? 0))) v(`${day}: meals are not in the order eaten`);
    const ownTimes = own.map((m) => m.meal.time);
    if (new Set(ownTimes).size !== ownTimes.length) v(`${day}: two meals at the same time`);
    for (const [i, m] of meals.entries()) {
      const where = `${day} ${m.meal.name}`;
      if (m.meal.time !== times[i]) v(`${where}: time ${m.meal.time}, not ${times[i]}`);
      if (m.meal.calories !== round1(m.n.kcal))
        v(`${where}: calories ${m.meal.calories} ≠ items ${m.n.kcal.toFixed(1)}`);
      const pairs = [
        [m.meal.protein_g, m.n.protein_g],
        [m.meal.carbs_g, m.n.carbs_g],
        [m.meal.fat_g, m.n.fat_g],
        [m.meal.fiber_g, m.n.fiber_g],
      ] as const;
      // Each figure is its items' sum rounded down or up to its step (output/day-rounding.ts rounds a
      // day's meals so they add up to the day's exact total), so it is within one step of it.
      if (pairs.some(([a, b]) => !near(a, b, 0.1001)) || !near(m.meal.sodium_mg, m.n.sodium_mg, 1.001)) {
        v(`${where}: nutrition is not the sum of its items`);
      }
      m.meal.items.forEach((it, i) => {
        const food = foodById.get(it.food_id);
        if (food && (food.source !== it.source || food.name !== it.name))
          v(`${where}: item ${it.food_id} source/name`);
        const line = m.meal.ingredients[i] ?? "";
        if (!AMOUNT_FIRST.test(line)) v(`${where}: ingredient ${i} does not start with its amount`);
        if (UNDER_ONE.test(line)) v(`${where}: ingredient ${i} reads "${line}"`);
      });
      if (m.meal.instructions.some((s) => /[{}]/.test(s))) v(`${where}: a step shows an unscaled amount`);
      if (m.meal.include_item !== undefined) continue;
      const recipe = recipeById.get(m.meal.recipe_id);
      const q = m.meal.servings / R.SERVING_STEP;
      // A meal's minutes are its recipe's, whatever the servings (plans made before carry none).
      if (
        recipe &&
        m.meal.prep_minutes !== undefined &&
        (m.meal.leftover_of
          ? m.meal.prep_minutes !== REHEAT_HANDS_ON_MIN ||
            m.meal.total_minutes !== REHEAT_TOTAL_MIN ||
            m.meal.ahead !== undefined
          : m.meal.prep_minutes !== recipe.handsOnMin ||
            m.meal.total_minutes !== recipe.totalMin ||
            m.meal.ahead !== recipe.ahead)
      )
        v(`${where}: minutes are not the recipe's`);
      if (!recipe) v(`${where}: unknown recipe ${m.meal.recipe_id}`);
      else if (!recipe.meals.includes(m.meal.type)) v(`${where}: not a ${m.meal.type} recipe`);
      else if (!isRecipeTimesServings(recipe.ingredients, m.meal, foodById)) {
        v(`${where}: items are not the recipe × servings`);
      }
      if (!Number.isInteger(q) || m.meal.servings < R.SERVINGS_MIN || m.meal.servings > R.SERVINGS_MAX) {
        v(`${where}: servings ${m.meal.servings}`);
      }
    }
    if (pd) {
      const sum = (k: "calories" | "protein_g" | "carbs_g" | "fat_g" | "fiber_g" | "sodium_mg") =>
        pd.meals.reduce((a, m) => a + m[k], 0);
      if (!near(pd.totals.calories, sum("calories"), 0.051)) v(`${day}: calories are not the sum of meals`);
      const cooking = pd.cooking_minutes;
      if (
        cooking &&
        (cooking.hands_on !== pd.meals.reduce((a, m) => a + (m.prep_minutes ?? 0), 0) ||
          cooking.total !== pd.meals.reduce((a, m) => a + (m.total_minutes ?? 0), 0))
      )
        v(`${day}: cooking minutes are not the sum of its meals'`);
      for (const k of ["protein_g", "carbs_g", "fat_g", "fiber_g", "sodium_mg"] as const) {
        if (!near(pd.totals[k], sum(k), 0.051)) v(`${day}: ${k} is not the sum of meals`);
      }
    }
  });

  // Each wish appears as its own item (every day alike: rules/week-rules.ts), or the notes say why not.
  const first = new Set(plan.days[0]?.meals.flatMap((m) => (m.include_item ? [m.include_item] : [])));
  const notes = plan.notes.join("\n").toLowerCase();
  const seen = new Set<string>();
  for (const wish of req.foods_to_include) {
    const w = wish.trim();
    const key = wishKey(w);
    const label = w.toLowerCase().replaceAll("_", " ");
    // The same keys resolveIncludes skips: "other", "none" and a wish already answered.
    if (!w || key === "other" || key === "none" || seen.has(key)) continue;
    seen.add(key);
    if (!first.has(w) && !notes.includes(label))
      v(`foods to include: “${w}” is neither planned nor explained`);
  }

  const expected = new Map<string, number>();
  /** The food each line is named after, whose aisle says whether it is pantry (output/pantry.ts). */
  const lineFood = new Map<string, Food>();
  // A household plan's list is the household's: the members' portions are bought with the owner's.
  const everyone = [...plan.days, ...(plan.members ?? []).flatMap((x) => x.days)];
  for (const d of everyone)
    for (const m of d.meals)
      for (const it of m.items) {
        if (NOT_BOUGHT.has(it.food_id)) continue;
        const name = lineName(it.food_id, foodById) ?? it.name;
        expected.set(name, (expected.get(name) ?? 0) + it.grams);
        const food = foodById.get(lineFoodId(it.food_id));
        if (food) lineFood.set(name, food);
      }
  const listed = new Map<string, number>();
  for (const aisle of plan.shopping_list)
    for (const it of aisle.items) listed.set(it.name, (listed.get(it.name) ?? 0) + it.grams);
  for (const [name, g] of expected) {
    if (!near(listed.get(name) ?? 0, g, 0.051))
      v(`shopping list: ${name} ${listed.get(name) ?? 0} g ≠ ${g.toFixed(1)} g`);
  }
  for (const name of listed.keys()) if (!expected.has(name)) v(`shopping list: ${name} is in no meal`);
  for (const aisle of plan.shopping_list)
    for (const it of aisle.items) {
      const food = lineFood.get(it.name);
      if (food && it.pantry !== isPantry(food))
        v(
          `shopping list: ${it.name} pantry ${it.pantry ?? "missing"}, the pantry rule says ${isPantry(food)}`,
        );
    }
}

/**
 * A meal's items are its recipe × servings, save where its cooking counted whole eggs or slices
 * (output/whole-counts.ts) or its day was trimmed to its energy target (output/energy-trim.ts): then
 * each counted food may take any amount, and every other item the same factor, within
 * COUNTED_REFIT_MAX of 1.
 */
export function isRecipeTimesServings(
  ingredients: Recipe["ingredients"],
  meal: Pick<PlanMeal, "items" | "servings">,
  foodById: ReadonlyMap<string, Food>,
): boolean {
  if (ingredients.length !== meal.items.length) return false;
  if (ingredients.some(([id], i) => meal.items[i]?.food_id !== id)) return false;
  const counted = (id: string) => {
    const food = foodById.get(id);
    return food !== undefined && pieceGrams(food) !== null;
  };
  const plain = ingredients.flatMap(([id, g], i) => (counted(id) ? [] : [[g * meal.servings, i] as const]));
  const exact = ingredients.every(([, g], i) => near(meal.items[i]?.grams ?? -1, g * meal.servings, 0.051));
  if (exact) return true;
  const [largest] = [...plain].sort((a, b) => b[0] - a[0]);
  if (!largest || largest[0] <= 0) return false;
  const k = (meal.items[largest[1]]?.grams ?? 0) / largest[0];
  if (Math.abs(k - 1) > COUNTED_REFIT_MAX + 1e-6) return false;
  return plain.every(([g, i]) => near(meal.items[i]?.grams ?? -1, g * k, 0.051 + g * 1e-4));
}
