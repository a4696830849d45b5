import type { PlanDay } from "../../shared/plan-data";
import type { Food, FoodAttr } from "../library/library-types";
import { type GramsOfFood, type Nutrients, sumNutrients } from "../library/nutrients";
import type { Targets } from "../plan-types";
import type { CheckedDay } from "../rules/day-rule";
import { DAY_RULES } from "../rules/day-rules";
import { attrsOf, oliveOilIsMainFat } from "../rules/diet-eligibility";
import { isMostlyFruit } from "../rules/meal-rules";
import { type Dish, type DishPlan, dishExclusion, mainCarbOf } from "../rules/recipe-rules";
import { dayFoods } from "../rules/same-food-rules";

// A stored day as the day rules check it, re-derived from its items and the food table: the checker
// reads every day this way, and the output stage uses it to test a change to one day (whole counts).

export interface CheckedMealParts {
  meal: PlanDay["meals"][number];
  parts: GramsOfFood[];
}

/** The meals' items as food and grams; foods the table does not know are left out (the checker says so). */
export function mealParts(day: PlanDay, foodById: ReadonlyMap<string, Food>): CheckedMealParts[] {
  return day.meals.map((meal) => ({
    meal,
    parts: meal.items.flatMap((it) => {
      const food = foodById.get(it.food_id);
      return food ? [{ food, grams: it.grams }] : [];
    }),
  }));
}

export function checkedDay(
  name: string,
  kcal: number,
  meals: readonly CheckedMealParts[],
  t: Targets,
): CheckedDay {
  const main = (m: CheckedMealParts) => m.meal.include_item === undefined && m.meal.type !== "snack";
  return {
    t,
    name,
    foods: dayFoods(meals.map((m) => ({ main: main(m), parts: m.parts }))),
    kcal,
    n: sumNutrients(meals.flatMap((m) => m.parts)),
    meals: meals.map((m) => {
      const n = sumNutrients(m.parts);
      return {
        name: m.meal.name,
        carbs_g: n.carbs_g,
        kcal: n.kcal,
        protein_g: n.protein_g,
        // Foods to include are not meals (nutrition.md §5).
        main: main(m),
        mostlyFruit: isMostlyFruit(m.parts),
      };
    }),
  };
}

/** The day rules a plan is held to: all but those it records as set aside (plan_data.relaxed_rules). */
export const rulesInForce = (relaxed: readonly string[] = []) =>
  DAY_RULES.filter((rule) => rule.group === undefined || !relaxed.includes(rule.group));

/** Whether a day keeps every day rule in force for these targets (its meals' parts, when already read). */
export function keepsDayRules(
  day: PlanDay,
  t: Targets,
  foodById: ReadonlyMap<string, Food>,
  relaxed: readonly string[] = [],
  parts: readonly CheckedMealParts[] = mealParts(day, foodById),
): boolean {
  const checked = checkedDay(day.day, day.totals.calories, parts, t);
  return rulesInForce(relaxed).every((rule) => (rule.check?.(checked) ?? []).length === 0);
}

/**
 * A meal of a finished plan as the dish rules read it (rules/recipe-rules.ts), from its items; the
 * checker passes the sums and attributes it has already read.
 */
export function mealDish(
  meal: PlanDay["meals"][number],
  parts: readonly GramsOfFood[],
  dessert: boolean,
  n: Nutrients = sumNutrients(parts),
  attrs: ReadonlySet<FoodAttr> = attrsOf(parts.map((p) => p.food)),
): Dish {
  return {
    cuisine: meal.cuisine,
    foods: parts.map((p) => p.food),
    attrs,
    netCarbsPerServing_g: (n.carbs_g - n.fiber_g) / meal.servings,
    oliveOilMain: oliveOilIsMainFat(parts),
    dessert,
    mainCarb: mainCarbOf(parts),
  };
}

/**
 * Whether every meal of a day (its meals' parts; foods to include apart) still passes the dish rules: a
 * refit after the search (whole eggs, the energy trim) changes grams, and so a dish's main
 * carbohydrate or net carbs.
 */
export function keepsDishRules(
  parts: readonly CheckedMealParts[],
  plan: DishPlan,
  isDessert: (recipeId: string) => boolean,
): boolean {
  return parts.every(
    ({ meal, parts }) =>
      meal.include_item !== undefined ||
      dishExclusion(mealDish(meal, parts, isDessert(meal.recipe_id)), plan) === null,
  );
}
