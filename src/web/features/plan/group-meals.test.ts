import { describe, expect, it } from "vitest";
import { type PlanMeal, shownKcal } from "../../../shared/plan-data";
import { groupMeals } from "./group-meals";

const meal = (type: PlanMeal["type"], calories: number, include_item?: string): PlanMeal => ({
  type,
  time: "8:00 AM",
  calories,
  name: `${type} ${calories}`,
  ingredients: [],
  instructions: [],
  servings: 1,
  protein_g: 0,
  carbs_g: 0,
  fat_g: 0,
  fiber_g: 0,
  sodium_mg: 0,
  recipe_id: `r-${calories}`,
  items: [{ food_id: "x", name: "x", grams: 1, source: "USDA SR28 00000" }],
  cuisine: "indian",
  ...(include_item ? { include_item } : {}),
});

describe("meal cards of a day", () => {
  it("show whole calories that add up to the day's total, the tea inside breakfast", () => {
    const day = [
      meal("breakfast", 400.4),
      meal("breakfast", 2.4, "tea"),
      meal("lunch", 612.3),
      meal("dinner", 580.6),
    ];
    const groups = groupMeals(day);
    expect(groups.map((g) => g.meal.type)).toEqual(["breakfast", "lunch", "dinner"]);
    expect(groups[0]?.extras.map((e) => [e.meal.include_item, e.kcal])).toEqual([["tea", 2]]);
    const shown = groups.flatMap((g) => [g.kcal, ...g.extras.map((e) => e.kcal)]);
    expect(shown.reduce((a, b) => a + b, 0)).toBe(shownKcal(400.4 + 2.4 + 612.3 + 580.6));
    for (const g of groups) expect(Math.abs(g.kcal - g.meal.calories)).toBeLessThan(1);
  });
});
