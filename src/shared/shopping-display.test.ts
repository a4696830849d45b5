import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ShoppingList } from "./plan-data";
import { liquidToBuy, ouncesToBuy, showShopping, splitPantry } from "./shopping-display";
import { G_PER_OZ, ML_PER_CUP } from "./units";

const FRACTION: Readonly<Record<string, number>> = { "¼": 0.25, "½": 0.5, "¾": 0.75 };
/** "1¾" → 1.75, "¼" → 0.25. */
const numberOf = (text: string) => {
  const m = /^(\d*)([¼½¾]?)$/.exec(text);
  if (!m) throw new Error(text);
  return Number(m[1] || 0) + (FRACTION[m[2] ?? ""] ?? 0);
};

describe("imperial amounts to buy", () => {
  it("never buys less than the week needs, in ounces, pounds, cups or quarts", () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 20_000, noNaN: true }), (x) => {
        const w = /^(\S+) (oz|lb)$/.exec(ouncesToBuy(x));
        if (!w) throw new Error(ouncesToBuy(x));
        const grams = numberOf(w[1] ?? "") * G_PER_OZ * (w[2] === "lb" ? 16 : 1);
        expect(grams).toBeGreaterThanOrEqual(x - 1e-6);
        const v = /^(\S+) (cups?|quarts?)$/.exec(liquidToBuy(x));
        if (!v) throw new Error(liquidToBuy(x));
        const ml = numberOf(v[1] ?? "") * ML_PER_CUP * (v[2]?.startsWith("quart") ? 4 : 1);
        expect(ml).toBeGreaterThanOrEqual(x - 1e-6);
      }),
      { numRuns: 2000 },
    );
  });

  it("reads as a cook and a shop label read", () => {
    expect(ouncesToBuy(5)).toBe("¼ oz");
    expect(ouncesToBuy(100)).toBe("3¾ oz");
    expect(ouncesToBuy(120)).toBe("5 oz");
    expect(ouncesToBuy(453)).toBe("1 lb");
    expect(ouncesToBuy(454)).toBe("1¼ lb");
    expect(ouncesToBuy(850)).toBe("2 lb");
    expect(ouncesToBuy(3000)).toBe("7 lb");
    expect(liquidToBuy(100)).toBe("½ cup");
    expect(liquidToBuy(2000)).toBe("2½ quarts");
  });
});

describe("a shopping line in the person's units", () => {
  const item = (display: string, pantry?: boolean) => ({
    name: "x",
    display,
    ...(pantry === undefined ? {} : { pantry }),
  });
  it("leaves metric as stored", () => {
    expect(showShopping(item("4 avocados (about 670 g)", false), "metric")).toBe("4 avocados (about 670 g)");
  });

  it("converts sizes inside a count, and weights to buy rounded up", () => {
    expect(showShopping(item("2 cans (400 g each)", false), "imperial")).toBe("2 cans (14 oz each)");
    expect(showShopping(item("1 bottle (750 ml)", false), "imperial")).toBe("1 bottle (25 fl oz)");
    expect(showShopping(item("3 onions (about 330 g)", false), "imperial")).toBe("3 onions (about 12 oz)");
    expect(showShopping(item("1 lemon", false), "imperial")).toBe("1 lemon");
    expect(showShopping(item("1.3 kg", false), "imperial")).toBe("3 lb");
    expect(showShopping(item("750 ml", false), "imperial")).toBe("3¼ cups");
  });

  it("reads pantry lines, and lines of plans made before pantry, as plan amounts always read", () => {
    expect(showShopping(item("150 ml", true), "imperial")).toBe("⅔ cup");
    expect(showShopping(item("2 tsp", true), "imperial")).toBe("2 tsp");
    // A plan stored before buying units: weights to the nearest measure, as before.
    expect(showShopping(item("670 g (about 4.5 cups, cubed)"), "imperial")).toBe(
      "1½ lb (about 4½ cups, cubed)",
    );
  });
});

describe("the pantry apart", () => {
  it("splits each aisle into lines to buy and lines to check, dropping empty aisles", () => {
    const list: ShoppingList = [
      { aisle: "Produce", items: [{ name: "avocado", grams: 670, display: "4 avocados", pantry: false }] },
      {
        aisle: "Oils, Vinegars & Condiments",
        items: [
          { name: "olive oil", grams: 100, display: "150 ml", pantry: true },
          { name: "tahini", grams: 60, display: "75 g", pantry: false },
        ],
      },
      { aisle: "Spices & Herbs", items: [{ name: "salt", grams: 12, display: "2 tsp", pantry: true }] },
    ];
    const { buy, pantry } = splitPantry(list);
    expect(buy.map((a) => [a.aisle, a.items.map((i) => i.name)])).toEqual([
      ["Produce", ["avocado"]],
      ["Oils, Vinegars & Condiments", ["tahini"]],
    ]);
    expect(pantry.map((a) => [a.aisle, a.items.map((i) => i.name)])).toEqual([
      ["Oils, Vinegars & Condiments", ["olive oil"]],
      ["Spices & Herbs", ["salt"]],
    ]);
  });

  it("keeps a plan made before pantry as one list to buy", () => {
    const old: ShoppingList = [
      { aisle: "Spices & Herbs", items: [{ name: "salt", grams: 12, display: "12 g" }] },
    ];
    expect(splitPantry(old)).toEqual({ buy: old, pantry: [] });
  });
});
