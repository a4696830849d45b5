import { describe, expect, it } from "vitest";
import type { PlanDay } from "../../shared/plan-data";
import { DEFAULT_LIBRARY } from "../library/default-library";
import { shoppingList } from "./plan-output";

const foodById = new Map(DEFAULT_LIBRARY.foods.map((f) => [f.id, f]));
const dayWith = (items: [string, number][]): PlanDay => ({
  day: "Monday",
  totals: { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0, fiber_g: 0, sodium_mg: 0 },
  meals: [
    {
      type: "breakfast",
      time: "8:00 AM",
      calories: 0,
      name: "x",
      ingredients: [],
      instructions: [],
      servings: 1,
      protein_g: 0,
      carbs_g: 0,
      fat_g: 0,
      fiber_g: 0,
      sodium_mg: 0,
      recipe_id: "x",
      cuisine: "indian",
      items: items.map(([food_id, grams]) => ({ food_id, name: food_id, grams, source: "USDA SR28 0" })),
    },
  ],
});

describe("the shopping list in what a shopper buys", () => {
  it("lists tea as tea bags and coffee as ground coffee, and leaves out tap water", () => {
    const list = shoppingList(
      [
        dayWith([
          ["tea-brewed", 1700],
          ["coffee-brewed", 360],
          ["water", 643],
        ]),
      ],
      foodById,
    );
    const items = list.flatMap((a) => a.items);
    expect(items.map((i) => `${i.name}: ${i.display}`)).toEqual([
      "black tea: 8 tea bags",
      "ground coffee: 20 g",
    ]);
  });
});
