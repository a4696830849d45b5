import type { PlanDay, PlanMeal } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { type Nutrients, sumNutrients } from "../library/nutrients";
import { mealItems } from "./meal-refit";
import { withMeals } from "./plan-output";

// A day's figures as a reader adds them up. Each meal shows its protein, carbohydrate, fat, fibre and
// sodium rounded (a tenth of a gram, a milligram) and the day's total is the sum of what the meals
// show (the checker holds it so), but six meals each rounded on their own can add up to 0.3 g more
// than the day holds: a day the engine kept exactly at its fibre ceiling read 0.1 g over it. Here each
// meal's figure is rounded down or up (never further than the rounding step) so that the meals add
// up to the day's exact total rounded once. Calories stay each meal's own rounding: the checker
// holds every meal's calories to its items.

const KEYS: readonly { key: keyof PlanMeal & keyof Nutrients; steps: number }[] = [
  { key: "protein_g", steps: 10 },
  { key: "carbs_g", steps: 10 },
  { key: "fat_g", steps: 10 },
  { key: "fiber_g", steps: 10 },
  { key: "sodium_mg", steps: 1 },
];

/** Rounds values (in steps) so they add up to their exact sum rounded: the largest remainders go up. */
export function roundedToSum(values: readonly number[]): number[] {
  // A value a float calls 29.9999999 is 30 steps, not 29 and a remainder.
  const exact = values.map((v) => Math.round(v * 1e6) / 1e6);
  const down = exact.map(Math.floor);
  const want = Math.round(exact.reduce((a, b) => a + b, 0));
  const order = exact.map((v, i) => ({ i, rest: v - (down[i] as number) })).sort((a, b) => b.rest - a.rest);
  const out = [...down];
  for (let k = 0; k < want - down.reduce((a, b) => a + b, 0) && k < order.length; k++) {
    const i = (order[k] as { i: number }).i;
    out[i] = (out[i] as number) + 1;
  }
  return out;
}

/** The day with its meals' nutrient figures rounded to add up to the day's exact totals. */
export function roundedAlike(day: PlanDay, foodById: ReadonlyMap<string, Food>): PlanDay {
  const exact: Nutrients[] = [];
  for (const meal of day.meals) {
    const parts = mealItems(meal, foodById);
    if (!parts) return day;
    exact.push(sumNutrients(parts));
  }
  const meals = day.meals.map((m) => ({ ...m }));
  for (const { key, steps } of KEYS) {
    const rounded = roundedToSum(exact.map((n) => n[key] * steps));
    meals.forEach((m, i) => {
      m[key] = (rounded[i] as number) / steps;
    });
  }
  const same = meals.every((m, i) => KEYS.every(({ key }) => m[key] === day.meals[i]?.[key]));
  return same ? day : withMeals(day, meals);
}
