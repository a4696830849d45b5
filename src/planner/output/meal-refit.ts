import type { PlanMeal } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import { ingredientLine } from "./amounts";
import { round1 } from "./format";

// A meal's items at new grams, every figure recomputed from them as buildMeal does: the refits after
// the search (output/whole-counts.ts, output/energy-trim.ts) change grams and nothing else.

/** A stored meal's items with their foods, or null when one is not in the food table. */
export function mealItems(meal: PlanMeal, foodById: ReadonlyMap<string, Food>): GramsOfFood[] | null {
  const items = meal.items.map((it) => ({ food: foodById.get(it.food_id), grams: it.grams }));
  return items.every((x): x is GramsOfFood => x.food !== undefined) ? items : null;
}

/** The meal with these item grams, every figure recomputed from them as buildMeal does. */
export function refigured(meal: PlanMeal, items: readonly { food: Food; grams: number }[]): PlanMeal {
  const n = sumNutrients(items);
  return {
    ...meal,
    calories: round1(n.kcal),
    protein_g: round1(n.protein_g),
    carbs_g: round1(n.carbs_g),
    fat_g: round1(n.fat_g),
    fiber_g: round1(n.fiber_g),
    sodium_mg: Math.round(n.sodium_mg),
    ingredients: items.map((p) => ingredientLine(p.food, p.grams)),
    items: meal.items.map((it, i) => ({ ...it, grams: items[i]?.grams ?? it.grams })),
  };
}
