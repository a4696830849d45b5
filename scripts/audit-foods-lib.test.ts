import { describe, expect, it } from "vitest";
import type { Food } from "../src/planner/index";
import { auditFood, indexRows, parseSource, type ReferenceTables, withinTolerance } from "./audit-foods-lib";

// Synthetic rows in the reference files' column layout; the values are invented for the test.
const tables: ReferenceTables = {
  usda: indexRows(
    [
      {
        ndb_no: "00001",
        description: "Test grain, raw",
        kcal: "360",
        protein_g: "10.50",
        fat_g: "2.00",
        carbs_g: "75.25",
        fiber_g: "3.0",
        sugars_g: "",
        sodium_mg: "5",
        potassium_mg: "200",
        sat_fat_g: "0.333",
        calcium_mg: "27",
      },
    ],
    "ndb_no",
  ),
  ifct: indexRows(
    [
      {
        code: "Z001",
        name: "Test dal",
        kcal: "330.1",
        protein_g: "22.0",
        fat_g: "1.5",
        carbs_available_g: "55.0",
        fiber_g: "9.0",
        sat_fat_g: "0.3",
        sodium_mg: "15.2",
        potassium_mg: "1100.0",
        calcium_mg: "71.73",
      },
    ],
    "code",
  ),
};

const usdaFood: Food = {
  id: "test-grain",
  name: "test grain",
  source: "USDA SR28 00001",
  per100g: {
    kcal: 360,
    protein_g: 10.5,
    fat_g: 2,
    sat_fat_g: 0.33,
    carbs_g: 75.25,
    fiber_g: 3,
    sugars_g: null,
    sodium_mg: 5,
    potassium_mg: 200,
    calcium_mg: 27,
  },
  attrs: ["grain"],
  allergens: [],
  aisle: "Grains, Pasta & Rice",
};

const ifctFood: Food = {
  id: "test-dal",
  name: "test dal",
  source: "IFCT2017 Z001",
  per100g: {
    kcal: 330.1,
    protein_g: 22,
    fat_g: 1.5,
    sat_fat_g: 0.3,
    carbs_g: 64,
    fiber_g: 9,
    sugars_g: null,
    sodium_mg: 15.2,
    potassium_mg: 1100,
    calcium_mg: 71.73,
  },
  attrs: ["legume"],
  allergens: [],
  aisle: "Beans & Legumes",
};

describe("auditFood", () => {
  it("passes foods that match their rows, including rounding to 2 decimals", () => {
    expect(auditFood(usdaFood, tables)).toEqual([]);
    expect(auditFood(ifctFood, tables)).toEqual([]);
  });

  it("reports a wrong nutrient value", () => {
    const wrong = { ...usdaFood, per100g: { ...usdaFood.per100g, protein_g: 11.5 } };
    expect(auditFood(wrong, tables)).toEqual([
      { foodId: "test-grain", field: "protein_g", ours: "11.5", reference: "10.5" },
    ]);
  });

  it("reports a calcium value that is not the row's, from either table", () => {
    const usdaWrong = { ...usdaFood, per100g: { ...usdaFood.per100g, calcium_mg: 127 } };
    expect(auditFood(usdaWrong, tables)).toEqual([
      { foodId: "test-grain", field: "calcium_mg", ours: "127", reference: "27" },
    ]);
    const ifctWrong = { ...ifctFood, per100g: { ...ifctFood.per100g, calcium_mg: 7.17 } };
    expect(auditFood(ifctWrong, tables)).toEqual([
      { foodId: "test-dal", field: "calcium_mg", ours: "7.17", reference: "71.73" },
    ]);
  });

  it("reports sugars given where the row has none", () => {
    const wrong = { ...usdaFood, per100g: { ...usdaFood.per100g, sugars_g: 1 } };
    expect(auditFood(wrong, tables)).toMatchObject([{ field: "sugars_g", ours: "1", reference: "none" }]);
  });

  it("reports an IFCT carbohydrate that is not available carbohydrate + fibre", () => {
    const availableOnly = { ...ifctFood, per100g: { ...ifctFood.per100g, carbs_g: 55 } };
    expect(auditFood(availableOnly, tables)).toEqual([
      { foodId: "test-dal", field: "carbs_g", ours: "55", reference: "64" },
    ]);
  });

  it("reports a missing row and an unrecognised source", () => {
    expect(auditFood({ ...usdaFood, source: "USDA SR28 99999" }, tables)).toEqual([
      { foodId: "test-grain", field: "source", ours: "USDA SR28 99999", reference: "missing row" },
    ]);
    expect(auditFood({ ...ifctFood, source: "IFCT2017 Z999" }, tables)).toMatchObject([
      { field: "source", reference: "missing row" },
    ]);
    expect(auditFood({ ...usdaFood, source: "USDA 1" }, tables)).toMatchObject([
      { field: "source", reference: "unrecognised source" },
    ]);
  });
});

describe("parseSource", () => {
  it("keeps leading zeros of NDB numbers", () => {
    expect(parseSource("USDA SR28 01001")).toEqual({ table: "usda", key: "01001" });
    expect(parseSource("IFCT2017 L003")).toEqual({ table: "ifct", key: "L003" });
    expect(parseSource("USDA SR28 1001")).toBeNull();
  });
});

describe("withinTolerance", () => {
  it("allows 1 unit for kcal and minerals and 0.01 or 0.5 % for grams", () => {
    expect(withinTolerance("kcal", 361, 360)).toBe(true);
    expect(withinTolerance("kcal", 362, 360)).toBe(false);
    expect(withinTolerance("sodium_mg", 5, 4)).toBe(true);
    expect(withinTolerance("fat_g", 51.37, 51.368)).toBe(true);
    expect(withinTolerance("fat_g", 0.02, 0)).toBe(false);
    expect(withinTolerance("carbs_g", 80.3, 80)).toBe(true);
    expect(withinTolerance("carbs_g", 80.5, 80)).toBe(false);
  });
});
