import { describe, expect, it } from "vitest";
import { FOOD_BY_ID, RECIPES } from "../library/default-library";
import type { Food } from "../library/library-types";
import { householdMeasure, ingredientLine, shoppingDisplay } from "./amounts";
import { gramsPerTsp, TSP_ML } from "./spoons";

const food = (household: Food["household"], gPerMl?: number, name = "x"): Food => ({
  id: "x",
  name,
  source: "USDA SR28 00000",
  per100g: {
    kcal: 0,
    protein_g: 0,
    fat_g: 0,
    sat_fat_g: 0,
    carbs_g: 0,
    fiber_g: 0,
    sugars_g: 0,
    sodium_mg: 0,
    potassium_mg: 0,
    calcium_mg: 0,
  },
  attrs: [],
  allergens: [],
  aisle: "Produce",
  ...(household ? { household } : {}),
  ...(gPerMl ? { gPerMl } : {}),
});

describe("household measures in the shopping list", () => {
  it("puts descriptors after a comma and pluralises only the unit", () => {
    expect(householdMeasure("cup slices", 6)).toBe("6 cups, sliced");
    expect(householdMeasure("tbsp chopped", 5)).toBe("5 tbsp, chopped");
    expect(householdMeasure("cup, halves", 1.5)).toBe("1.5 cups, halved");
    expect(householdMeasure("clove", 9.5)).toBe("9.5 cloves");
    expect(householdMeasure("medium", 2)).toBe("2 medium");
    expect(householdMeasure("package (10 oz)", 2)).toBe("2 packages (10 oz)");
    expect(householdMeasure("cup", 1)).toBe("1 cup");
  });

  it("shows a measure only where it helps a shopper", () => {
    expect(shoppingDisplay(food({ unit: "cup", grams: 30 }), 725)).toBe("725 g");
    expect(shoppingDisplay(food({ unit: "cup slices", grams: 104 }), 648)).toBe(
      "648 g (about 6 cups, sliced)",
    );
    expect(shoppingDisplay(food({ unit: "tsp", grams: 5 }), 1)).toBe("¼ tsp");
    expect(shoppingDisplay(food(undefined, 1.03), 1545)).toBe("1.5 l");
    // Less than one unit is no measure at all: "silken tofu 45 g", not "(about 0.5 slice)".
    expect(shoppingDisplay(food({ unit: "slice", grams: 84 }), 45)).toBe("45 g");
  });
});

const line = (id: string, grams: number) => {
  const f = FOOD_BY_ID.get(id);
  if (!f) throw new Error(id);
  return ingredientLine(f, grams);
};

describe("ingredient lines people read", () => {
  it("writes small dry amounts as a cook measures them", () => {
    expect(line("salt", 0.3)).toBe("a pinch of salt");
    expect(line("asafoetida", 0.1)).toBe("a pinch of asafoetida (hing)");
    expect(line("black-pepper", 0.2)).toBe("a pinch of black pepper");
    // 2.3 g a teaspoon (the table's household measure): 0.3 g is nearer ⅛ tsp than a pinch.
    expect(line("black-pepper", 0.3)).toBe("⅛ tsp black pepper");
    expect(line("ground-cumin", 0.5)).toBe("¼ tsp ground cumin");
    expect(line("ground-cumin", 1)).toBe("½ tsp ground cumin");
    expect(line("ground-cumin", 1.9)).toBe("1 tsp ground cumin");
    // From 2 g up the weight reads as before.
    expect(line("ground-cumin", 2)).toBe("2 g ground cumin");
    expect(line("rolled-oats", 120)).toBe("120 g rolled oats");
  });

  it("counts whole leaves and cloves", () => {
    expect(line("bay-leaves", 0.2)).toBe("1 bay leaf");
    expect(line("bay-leaves", 0.5)).toBe("3 bay leaves");
    expect(line("curry-leaves", 1)).toBe("10 curry leaves");
    expect(line("garlic", 1.5)).toBe("½ clove garlic");
    expect(line("nori", 1.3)).toBe("½ sheet nori");
    expect(line("dried-shiitake", 1.8)).toBe("½ dried shiitake mushroom");
    // A gram of a 45 g chili is no count at all: spoons.
    expect(line("green-chili", 1)).toBe("½ tsp green chili");
  });

  it("writes liquids in spoons below 3 tbsp and in ml above", () => {
    expect(line("olive-oil", 13.5)).toBe("1 tbsp olive oil");
    expect(line("olive-oil", 6)).toBe("1½ tsp olive oil");
    expect(line("olive-oil", 20)).toBe("1½ tbsp olive oil");
    expect(line("vanilla-extract", 0.2)).toBe("a few drops of vanilla extract");
    expect(line("water", 15)).toBe("1 tbsp water");
    expect(line("olive-oil", 50)).toBe("54 ml olive oil");
    expect(line("whole-milk", 257.5)).toBe("250 ml whole milk");
  });

  it("takes grams per teaspoon from density, the household spoon or cup, or the food's kind", () => {
    expect(gramsPerTsp(food(undefined, 0.92))).toBeCloseTo(0.92 * TSP_ML, 6);
    expect(gramsPerTsp(food({ unit: "tsp", grams: 2.1 }))).toBe(2.1);
    expect(gramsPerTsp(food({ unit: "tbsp, chopped", grams: 2.7 }))).toBeCloseTo(0.9, 6);
    expect(gramsPerTsp(food({ unit: "cup", grams: 16 }))).toBeCloseTo(1 / 3, 6);
    // No volume measure: ground spices and seeds 2.5 g, fresh leaves 0.4 g a teaspoon.
    expect(gramsPerTsp(food({ unit: "oz", grams: 28.4 }))).toBe(2.5);
    expect(gramsPerTsp(food(undefined, undefined, "fenugreek leaves (methi)"))).toBe(0.4);
  });

  it("never shows a fraction of a gram or ml for any recipe ingredient at any serving size", () => {
    const servings = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2];
    const bad: string[] = [];
    for (const r of RECIPES)
      for (const [id, g] of r.ingredients)
        for (const s of servings) {
          const text = line(id, g * s);
          if (/^0(\.\d+)? (g|ml)\b/.test(text) || /^0\b/.test(text)) bad.push(`${r.id}: ${text}`);
        }
    expect(bad).toEqual([]);
  });

  it("writes a small shopping amount as a measure, not a fraction of a gram", () => {
    expect(shoppingDisplay(FOOD_BY_ID.get("saffron") as Food, 0.3)).toBe("½ tsp");
    expect(shoppingDisplay(FOOD_BY_ID.get("salt") as Food, 0.4)).toBe("a pinch");
  });
});
