import { describe, expect, it } from "vitest";
import { CUISINES } from "../../shared/domain";
import { FOOD_BY_ID, FOODS, RECIPES } from "./default-library";
import { prepareLibrary } from "./prepare-library";
import { parseRecipeFile } from "./recipe-files";

// The recipe library as data: every recipe must be cookable and computable.

describe("recipe library", () => {
  const lib = prepareLibrary({ foods: FOODS, recipes: RECIPES });

  it("has no recipe naming an unknown food, a duplicate id or a bad amount", () => {
    expect(lib.invalid).toEqual([]);
  });

  it("gives every cuisine at least 40 recipes", () => {
    for (const c of CUISINES) {
      const n = RECIPES.filter((r) => r.cuisine === c && !r.includeItem).length;
      expect(n, `${c} has ${n} recipes`).toBeGreaterThanOrEqual(40);
    }
  });
});

describe("a recipe file with mistakes", () => {
  const file = (recipes: string) => `cuisine: indian\nrecipes:\n${recipes}`;
  const good = `  - id: in-test-dal
    name: Test dal
    meals: [lunch]
    handsOnMin: 5
    totalMin: 25
    ingredients:
      - [toor-dal, 60]
    instructions:
      - Rinse the dal well in a sieve.
      - Simmer it in water until soft.
`;

  it("reads a correct recipe, computing nothing from typed-in nutrition", () => {
    const [r] = parseRecipeFile(file(good), "t.yaml", FOOD_BY_ID);
    expect(r).toMatchObject({ id: "in-test-dal", cuisine: "indian", ingredients: [["toor-dal", 60]] });
  });

  it("names the file, the recipe and the field of each problem", () => {
    const bad = good
      .replace("toor-dal, 60", "toor-dhal, 60")
      .replace("handsOnMin: 5", "handsOnMin: five")
      .replace("in-test-dal", "it-test-dal");
    expect(() => parseRecipeFile(file(bad), "content/x.yaml", FOOD_BY_ID)).toThrow(
      /content\/x\.yaml: recipe "it-test-dal": handsOnMin: .*/,
    );
    const unknownFood = good.replace("toor-dal, 60", "toor-dhal, 60");
    expect(() => parseRecipeFile(file(unknownFood), "x.yaml", FOOD_BY_ID)).toThrow(
      'x.yaml: recipe "in-test-dal": ingredients.0: unknown food "toor-dhal"',
    );
    const prefix = good.replace("in-test-dal", "it-test-dal");
    expect(() => parseRecipeFile(file(prefix), "x.yaml", FOOD_BY_ID)).toThrow(/must start with "in-"/);
  });

  it("refuses a step that writes an amount the scaled ingredient list could contradict", () => {
    const step = (text: string) => good.replace("Simmer it in water until soft.", text);
    for (const [text, amount] of [
      ["Heat 6 g of the oil in a pan.", "6 g"],
      ["Simmer it in 100 ml water until soft.", "100 ml"],
      ["Pour in about 60ml of the batter.", "60ml"],
      ["Whisk in 2 to 3 tablespoons of water.", "3 tablespoons"],
      ["Brush the pan with a teaspoon of the oil.", "a teaspoon of"],
      ["Simmer it in a cup of water until soft.", "a cup of"],
    ] as const)
      expect(() => parseRecipeFile(file(step(text)), "x.yaml", FOOD_BY_ID)).toThrow(
        `x.yaml: recipe "in-test-dal": instructions.1: writes the amount "${amount}"`,
      );
    // Names without amounts, sizes, temperatures, tools and scalable water all read.
    for (const text of [
      "Heat half the oil and the rest of the garlic in a pan.",
      "Cut it into 2 cm cubes and roast at 220 °C for 25 minutes.",
      "Scoop out the seeds with a teaspoon and serve in a cup.",
      "Simmer it in {200 ml} water until soft.",
    ])
      expect(parseRecipeFile(file(step(text)), "x.yaml", FOOD_BY_ID)[0]?.instructions[1]).toBe(text);
  });

  it("reads a step with its tofu version, and only where a protein line can become tofu", () => {
    const withTofu = good
      .replace("      - [toor-dal, 60]\n", "      - [toor-dal, 60]\n      - [paneer, 50, protein]\n")
      .replace(
        "      - Rinse the dal well in a sieve.\n",
        "      - step: Grate the paneer over the dal.\n        tofu: Crumble the tofu over the dal.\n",
      );
    const [r] = parseRecipeFile(file(withTofu), "t.yaml", FOOD_BY_ID);
    expect(r?.instructions[0]).toBe("Grate the paneer over the dal.");
    expect(r?.tofuSteps).toEqual({ 0: "Crumble the tofu over the dal." });
    expect(() =>
      parseRecipeFile(file(withTofu.replace("[paneer, 50, protein]", "[paneer, 50]")), "x.yaml", FOOD_BY_ID),
    ).toThrow('x.yaml: recipe "in-test-dal": instructions: a "tofu" step needs a protein line');
    const unfinished = withTofu.replace("Crumble the tofu over the dal.", "crumble the tofu");
    expect(() => parseRecipeFile(file(unfinished), "x.yaml", FOOD_BY_ID)).toThrow(
      'x.yaml: recipe "in-test-dal": instructions.0.tofu: each step is a full sentence',
    );
  });

  it("refuses a recipe id used in another file", () => {
    const seen = new Set(["in-test-dal"]);
    expect(() => parseRecipeFile(file(good), "x.yaml", FOOD_BY_ID, seen)).toThrow(/used by another recipe/);
  });

  it("reads roles and refuses one on the wrong food or given twice", () => {
    const withRoles = good.replace(
      "- [toor-dal, 60]",
      "- [toor-dal, 60]\n      - [ghee, 6, fat]\n      - [salt, 0.8, salt]",
    );
    const [r] = parseRecipeFile(file(withRoles), "x.yaml", FOOD_BY_ID);
    expect(r?.ingredients).toEqual([
      ["toor-dal", 60],
      ["ghee", 6, "fat"],
      ["salt", 0.8, "salt"],
    ]);
    const wrongFood = good.replace("- [toor-dal, 60]", "- [toor-dal, 60, fat]");
    expect(() => parseRecipeFile(file(wrongFood), "x.yaml", FOOD_BY_ID)).toThrow(
      'x.yaml: recipe "in-test-dal": ingredients.0: toor dal cannot take the fat role',
    );
    const twice = withRoles.replace("[salt, 0.8, salt]", "[mustard-oil, 3, fat]");
    expect(() => parseRecipeFile(file(twice), "x.yaml", FOOD_BY_ID)).toThrow(/gives a role to two lines/);
  });
});
