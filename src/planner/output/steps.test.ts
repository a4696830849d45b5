import { describe, expect, it } from "vitest";
import { RECIPES } from "../library/default-library";
import { amountInStep } from "../library/step-amounts";
import { scaledStep } from "./steps";

describe("recipe steps in a plan", () => {
  it("scales the water a step names with the meal's servings", () => {
    const step = "Pour in {200 ml} water with the salt and bring to a boil.";
    expect(scaledStep(step, 1)).toBe("Pour in 200 ml water with the salt and bring to a boil.");
    expect(scaledStep(step, 2)).toBe("Pour in 400 ml water with the salt and bring to a boil.");
    expect(scaledStep(step, 1.25)).toBe("Pour in 250 ml water with the salt and bring to a boil.");
    expect(scaledStep("Knead with about {65 ml} water.", 0.75)).toBe("Knead with about 50 ml water.");
    // A little water reads in spoons, as the ingredient lines do.
    expect(scaledStep("Mix the flaxseed with {20 ml} water.", 0.75)).toBe(
      "Mix the flaxseed with 1 tbsp water.",
    );
    expect(scaledStep("Add the peas and a splash of water.", 2)).toBe("Add the peas and a splash of water.");
  });

  it("leaves no amount and no token in any library step at any serving size", () => {
    for (const r of RECIPES)
      for (const s of r.instructions)
        for (const servings of [0.5, 1, 2]) {
          const shown = scaledStep(s, servings);
          expect(shown).not.toMatch(/[{}]/);
          expect(amountInStep(s), `${r.id}: ${s}`).toBeUndefined();
        }
  });
});
