import type { PlanDay } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import type { Targets } from "../plan-types";
import type { CheckedDay } from "../rules/day-rule";
import { DAY_RULES } from "../rules/day-rules";
import { isMostlyFruit } from "../rules/meal-rules";
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

/** Whether a day keeps every day rule in force for these targets. */
export function keepsDayRules(
  day: PlanDay,
  t: Targets,
  foodById: ReadonlyMap<string, Food>,
  relaxed: readonly string[] = [],
): boolean {
  const checked = checkedDay(day.day, day.totals.calories, mealParts(day, foodById), t);
  return rulesInForce(relaxed).every((rule) => (rule.check?.(checked) ?? []).length === 0);
}
