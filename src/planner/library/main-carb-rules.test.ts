import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { parseConditions } from "../rules/conditions";
import { excludedAttrs } from "../rules/diet-eligibility";
import { diabetesMainCarb, mainCarbOf } from "../rules/recipe-rules";
import { FOOD_BY_ID } from "./food-list";
import type { Ingredient, Recipe } from "./library-types";
import { dietOptionsFor, dishOf, recipeExclusion } from "./plan-context";
import { type RecipeFacts, recipeFacts } from "./prepare-library";

// Diabetes (issue 22 §7, docs/nutrition.md): no dish whose main carbohydrate — the food giving most
// of its carbohydrate — is a refined-flour bake or dried fruit. Read from the real food table's
// attributes (refined_flour, dried_fruit), on hand-written dishes.

function dish(id: string, meals: Recipe["meals"], ingredients: Ingredient[]): RecipeFacts {
  const f = recipeFacts(
    {
      id,
      name: id,
      cuisine: "indian",
      meals,
      ingredients,
      instructions: ["Serve."],
      handsOnMin: 5,
      totalMin: 5,
    },
    FOOD_BY_ID,
  );
  if (typeof f === "string") throw new Error(f);
  return f;
}

function why(f: RecipeFacts, conditions: string[], diet: PlanRequest["diet"] = "vegetarian") {
  const req = { diet, cuisine: "indian" as const };
  return recipeExclusion(f, req, parseConditions(conditions), excludedAttrs(diet, dietOptionsFor(req)));
}

const choleNaan = dish(
  "in-chole-naan",
  ["lunch", "dinner"],
  [
    ["chickpeas-canned", 150],
    ["onion", 40],
    ["tomato", 60],
    ["naan", 90],
  ],
);
const choleChapati = dish(
  "in-chole-chapati",
  ["lunch", "dinner"],
  [
    ["chickpeas-canned", 150],
    ["onion", 40],
    ["tomato", 60],
    ["chapati", 90],
  ],
);
const dateSnack = dish(
  "in-dates-almonds",
  ["snack"],
  [
    ["dates", 40],
    ["almonds", 15],
  ],
);
// Dates sweeten the porridge, but the oats carry its carbohydrate.
const oatsWithDates = dish(
  "in-oats-dates",
  ["breakfast"],
  [
    ["rolled-oats", 60],
    ["whole-milk", 200],
    ["dates", 10],
  ],
);

describe("diabetes: no refined-flour bake or dried fruit as a dish's main carbohydrate", () => {
  it("refuses a naan dish and a date snack for diabetes, with the reason", () => {
    expect(why(choleNaan, ["diabetes"])).toBe("its main carbohydrate is a refined-flour bake (naan)");
    expect(why(dateSnack, ["type 2 diabetes"])).toBe("its main carbohydrate is dried fruit (dates)");
  });

  it("allows them without diabetes", () => {
    expect(why(choleNaan, [])).toBeNull();
    expect(why(dateSnack, ["high_blood_pressure"])).toBeNull();
  });

  it("allows whole-wheat bread and dried fruit that is not the main carbohydrate", () => {
    expect(why(choleChapati, ["diabetes"])).toBeNull();
    expect(mainCarbOf(oatsWithDates.parts)?.id).toBe("rolled-oats");
    expect(why(oatsWithDates, ["diabetes"])).toBeNull();
  });

  it("gives the reason as data: the attribute and the food", () => {
    expect(diabetesMainCarb(dishOf(choleNaan))).toEqual({
      attr: "refined_flour",
      food: FOOD_BY_ID.get("naan"),
    });
    expect(diabetesMainCarb(dishOf(dateSnack))?.attr).toBe("dried_fruit");
    expect(diabetesMainCarb(dishOf(choleChapati))).toBeNull();
  });

  it("reads the attributes from the food table", () => {
    const has = (id: string, attr: string) => FOOD_BY_ID.get(id)?.attrs.includes(attr as never);
    for (const id of ["naan", "white-bread", "pita-bread", "bagel", "croissant", "all-purpose-flour"])
      expect(has(id, "refined_flour"), id).toBe(true);
    for (const id of ["chapati", "whole-wheat-bread", "whole-wheat-pita", "rolled-oats"])
      expect(has(id, "refined_flour"), id).toBe(false);
    for (const id of ["dates", "raisins", "dried-figs"]) expect(has(id, "dried_fruit"), id).toBe(true);
    for (const id of ["fresh-figs", "apple", "banana"]) expect(has(id, "dried_fruit"), id).toBe(false);
  });
});
