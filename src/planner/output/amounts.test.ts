import { describe, expect, it } from "vitest";
import type { Food } from "../library/library-types";
import { householdMeasure, shoppingDisplay } from "./amounts";

const food = (household: Food["household"], gPerMl?: number): Food => ({
  id: "x",
  name: "x",
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
  },
  attrs: [],
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
    expect(shoppingDisplay(food({ unit: "tsp", grams: 5 }), 1)).toBe("1 g");
    expect(shoppingDisplay(food(undefined, 1.03), 1545)).toBe("1.5 l");
    // Less than one unit is no measure at all: "silken tofu 45 g", not "(about 0.5 slice)".
    expect(shoppingDisplay(food({ unit: "slice", grams: 84 }), 45)).toBe("45 g");
  });
});
