import type { PlanDay } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import type { Targets } from "../plan-types";
import type { CheckedDay } from "../rules/day-rule";
import { DAY_RULES } from "../rules/day-rules";
import { isMostlyFruit } from "../rules/meal-rules";

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
  return {
    t,
    name,
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
        main: m.meal.include_item === undefined && m.meal.type !== "snack",
        mostlyFruit: isMostlyFruit(m.parts),
      };
    }),
  };
}

/** Whether a day keeps every day rule for these targets. */
export function keepsDayRules(day: PlanDay, t: Targets, foodById: ReadonlyMap<string, Food>): boolean {
  const checked = checkedDay(day.day, day.totals.calories, mealParts(day, foodById), t);
  return DAY_RULES.every((rule) => (rule.check?.(checked) ?? []).length === 0);
}
