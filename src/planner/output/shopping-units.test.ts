import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PlanDay, ShoppingItem } from "../../shared/plan-data";
import { showShopping } from "../../shared/shopping-display";
import { DEFAULT_LIBRARY } from "../library/default-library";
import type { Food } from "../library/library-types";
import { BUYING } from "./buying-units";
import { isPantry } from "./pantry";
import { lineFoodId, shoppingList, unitGrams } from "./shopping-units";
import { gramsPerTsp, LEAF_G, RUNGS } from "./spoons";

const foodById = new Map(DEFAULT_LIBRARY.foods.map((f) => [f.id, f]));
const food = (id: string) => {
  const f = foodById.get(id);
  if (!f) throw new Error(id);
  return f;
};
const dayWith = (items: readonly (readonly [string, number])[]): PlanDay => ({
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
const linesOf = (items: readonly (readonly [string, number])[]) =>
  shoppingList([dayWith(items)], foodById).flatMap((a) => a.items);
const shown = (items: readonly (readonly [string, number])[]) =>
  linesOf(items).map((i) => `${i.name}: ${i.display}`);
const one = (id: string, grams: number): ShoppingItem => {
  const [line] = linesOf([[id, grams]]);
  if (!line) throw new Error(id);
  return line;
};

describe("the shopping list in what a shopper buys", () => {
  it("lists tea as tea bags and coffee as ground coffee, and leaves out tap water", () => {
    expect(
      shown([
        ["tea-brewed", 1700],
        ["coffee-brewed", 360],
        ["water", 643],
      ]),
    ).toEqual(["black tea: 8 tea bags", "ground coffee: 20 g"]);
  });

  it("counts avocados, rounded up to whole ones, with the week's weight to pick them by", () => {
    expect(one("avocado", 670).display).toBe("4 avocados (about 670 g)");
    expect(one("avocado", 804).display).toBe("4 avocados (about 800 g)");
    expect(one("avocado", 805).display).toBe("5 avocados (about 810 g)");
    expect(one("avocado", 40).display).toBe("1 avocado");
    expect(one("lemon", 20).display).toBe("1 lemon");
  });

  it("sells fresh herbs by the bunch", () => {
    expect(one("cilantro", 40).display).toBe("1 bunch");
    expect(one("parsley", 150).display).toBe("2 bunches (about 150 g)");
    expect(one("mint", 3).display).toBe("1 bunch");
  });

  it("buys canned chickpeas by the can, counting what a drained can gives", () => {
    expect(one("chickpeas-canned", 240).display).toBe("1 can (400 g)");
    expect(one("chickpeas-canned", 300).display).toBe("2 cans (400 g each)");
    // Dried chickpeas are weighed.
    expect(one("chickpeas", 180).display).toBe("200 g");
  });

  it("counts eggs, with the whites and yolks the recipes use on the same line", () => {
    expect(one("egg", 600).display).toBe("12 eggs");
    const lines = linesOf([
      ["egg", 500],
      ["egg-white", 66],
      ["egg-yolk", 17],
    ]);
    expect(lines).toEqual([{ name: "egg", grams: 583, display: "13 eggs", pantry: false }]);
  });

  it("squeezes lemon juice from the lemons bought", () => {
    expect(
      shown([
        ["lemon", 58],
        ["lemon-juice", 97],
      ]),
    ).toEqual(["lemon: 4 lemons (about 160 g)"]);
  });

  it("counts bread and sells milk by the carton", () => {
    expect(one("pita-bread", 330).display).toBe("6 pita breads");
    expect(one("whole-milk", 1100).display).toBe("2 cartons (1 l each)");
    expect(one("nori", 5).display).toBe("1 pack of 10 sheets");
  });

  it("weighs what is not counted, rounded up to a step a shop scale shows", () => {
    expect(one("chicken-breast", 812).display).toBe("850 g");
    expect(one("rolled-oats", 1234).display).toBe("1.3 kg");
    expect(one("ginger", 6).display).toBe("10 g");
    expect(one("brown-lentils", 112).display).toBe("125 g");
  });

  it("marks spices, oils, vinegars, condiments and baking staples as pantry, in spoons while small", () => {
    expect(one("salt", 12).display).toBe("2 tsp");
    expect(one("salt", 0.3)).toMatchObject({ display: "a pinch", pantry: true });
    expect(one("olive-oil", 124)).toMatchObject({ display: "150 ml", pantry: true });
    expect(one("sugar", 30)).toMatchObject({ display: "2½ tbsp", pantry: true });
    expect(one("bay-leaves", 1.1)).toMatchObject({ display: "6 leaves", pantry: true });
    // Bought for the dish, though shelved with the condiments; fresh herbs are produce.
    expect(one("tahini", 60).pantry).toBe(false);
    expect(one("cilantro", 40).pantry).toBe(false);
    expect(one("active-dry-yeast", 7).pantry).toBe(false);
  });
});

describe("the shopping list in imperial", () => {
  const imperial = (id: string, grams: number) => showShopping(one(id, grams), "imperial");
  it("keeps counts and converts pack sizes and the produce weight", () => {
    expect(imperial("chickpeas-canned", 300)).toBe("2 cans (14 oz each)");
    expect(imperial("avocado", 670)).toBe("4 avocados (about 1½ lb)");
    expect(imperial("whole-milk", 900)).toBe("1 carton (34 fl oz)");
    expect(imperial("egg", 600)).toBe("12 eggs");
    expect(imperial("cilantro", 40)).toBe("1 bunch");
  });

  it("rounds a weight to buy up in ounces and pounds", () => {
    // 850 g is 1.87 lb: 1¾ lb would leave the week short.
    expect(imperial("chicken-breast", 812)).toBe("2 lb");
    expect(imperial("pecans", 15)).toBe("¾ oz");
    expect(imperial("cheddar", 140)).toBe("6 oz");
  });

  it("reads pantry amounts as the kitchen measures them", () => {
    expect(imperial("olive-oil", 124)).toBe("⅔ cup");
    expect(imperial("salt", 12)).toBe("2 tsp");
  });
});

/** The grams a display buys: its count of items, its weight or volume, or its spoons. */
function boughtGrams(f: Food, display: string): number {
  const id = lineFoodId(f.id);
  const buy = BUYING[id];
  const count = /^(\d+) (?!(g|kg|ml|l)$)/.exec(display);
  if (count && buy?.by === "unit") {
    const b = BUYING[f.id];
    const per = b?.by === "part" ? b.grams : unitGrams(buy, food(id));
    return Number(count[1]) * per;
  }
  const amount = /^(\d+(?:\.\d+)?) (g|kg|ml|l)$/.exec(display);
  if (amount) {
    const base = Number(amount[1]) * (amount[2] === "kg" || amount[2] === "l" ? 1000 : 1);
    const g = amount[2] === "ml" || amount[2] === "l" ? base * (f.gPerMl ?? 1) : base;
    return buy?.by === "weight" ? g / buy.factor : g;
  }
  const leaves = /^(\d+) lea(f|ves)$/.exec(display);
  if (leaves) return Number(leaves[1]) * (LEAF_G[f.id] ?? 0);
  const text = display === "a pinch" || display === "a few drops" ? "pinch" : display;
  const rung = RUNGS.find(([, t]) => t === text);
  if (rung) return rung[0] * gramsPerTsp(f);
  throw new Error(`${f.id}: cannot read "${display}"`);
}

describe("every line covers the week", () => {
  const bought = DEFAULT_LIBRARY.foods.filter((f) => f.id !== "water");
  it("buys at least the grams the recipes use, for every food and amount", () => {
    fc.assert(
      fc.property(fc.constantFrom(...bought), fc.double({ min: 0.05, max: 6000, noNaN: true }), (f, g) => {
        const grams = Math.round(g * 1e4) / 1e4;
        const [line] = linesOf([[f.id, grams]]);
        if (!line) throw new Error(f.id);
        expect(boughtGrams(f, line.display)).toBeGreaterThanOrEqual(grams - 1e-6);
        expect(line.pantry).toBe(isPantry(food(lineFoodId(f.id))));
      }),
      { numRuns: 3000 },
    );
  });

  it("has a buying entry only for foods of the food table, and parts join a counted line", () => {
    for (const [id, b] of Object.entries(BUYING)) {
      expect(foodById.has(id), id).toBe(true);
      if (b.by === "part") expect(BUYING[b.of]?.by, id).toBe("unit");
    }
  });
});
