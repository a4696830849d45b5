import { describe, expect, it } from "vitest";
import { FOOD_BY_ID, FOODS } from "./default-library";
import { parseFoodTable } from "./food-table";
import { AISLES, FOOD_ATTRS, type Food } from "./library-types";

// Whether each value matches its reference row is `npm run audit:foods -- DIR`'s job (CI runs it).

/**
 * Rows whose printed energy is far from 4/4/9 for reasons that are known, not copying errors.
 * Fibre is counted at 2 kcal/g in the check, which already covers high-fibre spices and IFCT rows.
 */
const ATWATER_EXCEPTIONS: Readonly<Record<string, string>> = {
  "white-wine": "alcohol (7 kcal/g) is not in protein, fat or carbohydrate",
  "red-wine": "alcohol (7 kcal/g) is not in protein, fat or carbohydrate",
  "vanilla-extract": "about 35 % alcohol",
  "cocoa-powder": "SR28 uses cocoa-specific energy factors (protein 1.83, carbohydrate 1.33 kcal/g)",
  allspice: "SR28 uses spice-specific energy factors; carbohydrate by difference is mostly fibre",
  "baking-powder": "carbohydrate by difference includes the leavening salts, which give no energy",
};

function atwaterKcal(food: Food): number {
  const { protein_g, fat_g, carbs_g, fiber_g } = food.per100g;
  return 4 * protein_g + 4 * (carbs_g - fiber_g) + 2 * fiber_g + 9 * fat_g;
}

describe("food table", () => {
  it("has enough foods for every cuisine and diet", () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(280);
  });

  it("has unique kebab-case ids and lowercase names", () => {
    const ids = FOODS.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(FOOD_BY_ID.size).toBe(FOODS.length);
    for (const food of FOODS) {
      expect(food.id, food.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(food.name, food.id).toBe(food.name.toLowerCase());
      expect(food.name.trim(), food.id).not.toBe("");
    }
  });

  it("names a well-formed source row", () => {
    for (const food of FOODS) {
      expect(food.source, food.id).toMatch(/^(USDA SR28 \d{5}|IFCT2017 [A-Z]\d{3})$/);
      // IFCT 2017 has no sugars column.
      if (food.source.startsWith("IFCT")) expect(food.per100g.sugars_g, food.id).toBeNull();
    }
  });

  it("uses only known attributes and aisles", () => {
    const attrs = new Set<string>(FOOD_ATTRS);
    const aisles = new Set<string>(AISLES);
    for (const food of FOODS) {
      for (const attr of food.attrs) expect(attrs.has(attr), `${food.id}: ${attr}`).toBe(true);
      expect(new Set(food.attrs).size, food.id).toBe(food.attrs.length);
      expect(aisles.has(food.aisle), `${food.id}: ${food.aisle}`).toBe(true);
    }
  });

  it("keeps attributes that imply others together", () => {
    for (const food of FOODS) {
      if (food.attrs.includes("red_meat")) expect(food.attrs, food.id).toContain("meat");
      // Diet rules treat soy as a legume (paleo), so a soy food must say both.
      if (food.attrs.includes("soy")) expect(food.attrs, food.id).toContain("legume");
      if (food.attrs.includes("gluten")) expect(food.attrs, food.id).toContain("grain");
    }
  });

  it("has plausible per-100 g values", () => {
    for (const food of FOODS) {
      const v = food.per100g;
      for (const [key, value] of Object.entries(v)) {
        if (value !== null) expect(value >= 0 && Number.isFinite(value), `${food.id}.${key}`).toBe(true);
      }
      expect(v.protein_g + v.fat_g + v.carbs_g, food.id).toBeLessThanOrEqual(101);
      expect(v.fiber_g, food.id).toBeLessThanOrEqual(v.carbs_g + 0.01);
      expect(v.sat_fat_g, food.id).toBeLessThanOrEqual(v.fat_g + 0.01);
    }
  });

  it("has energy roughly consistent with 4/4/9 Atwater factors", () => {
    const gross: string[] = [];
    for (const food of FOODS) {
      const estimate = atwaterKcal(food);
      const diff = Math.abs(food.per100g.kcal - estimate);
      const isGross = diff > 40 && diff > 0.25 * Math.max(food.per100g.kcal, 1);
      if (isGross !== food.id in ATWATER_EXCEPTIONS) {
        gross.push(`${food.id}: ${food.per100g.kcal} kcal vs ${Math.round(estimate)} estimated`);
      }
    }
    // Also fails when an exception is no longer needed, so the list stays honest.
    expect(gross).toEqual([]);
  });

  it("gives sensible densities and household measures", () => {
    for (const food of FOODS) {
      if (food.gPerMl !== undefined) {
        expect(food.gPerMl, food.id).toBeGreaterThan(0.8);
        expect(food.gPerMl, food.id).toBeLessThan(1.5);
      }
      if (food.household) {
        expect(food.household.grams, food.id).toBeGreaterThan(0);
        expect(food.household.unit.trim(), food.id).not.toBe("");
      }
    }
  });

  it("has the foods the recipe writers and include-items rely on", () => {
    for (const id of [
      "tea-brewed",
      "coffee-brewed",
      "dark-chocolate-70",
      "butter-cookie",
      "salt",
      "olive-oil",
    ]) {
      expect(FOOD_BY_ID.has(id), id).toBe(true);
    }
  });
});

describe("a food table with mistakes", () => {
  const HEADER =
    "id,name,source,values_from,kcal,protein_g,fat_g,sat_fat_g,carbs_g,fiber_g,sugars_g,sodium_mg,potassium_mg,calcium_mg,attrs,allergens,aisle,g_per_ml,household_unit,household_g,note";
  const DAL =
    "toor-dal,toor dal,IFCT2017 B021,,330.8,21.7,1.56,0.26,64.29,9.06,,18.01,1395,71.73,legume,,Beans & Legumes,,,,";

  it("derives a stand-in's source and values from the row it names", () => {
    const foods = parseFoodTable(
      `${HEADER}\n${DAL}\narhar-dal,arhar dal,,toor-dal,,,,,,,,,,,legume,,Beans & Legumes,,,,Another name`,
      "t.csv",
    );
    expect(foods[1]).toMatchObject({ id: "arhar-dal", source: "IFCT2017 B021", per100g: foods[0]?.per100g });
    expect(foods[0]?.per100g.sugars_g).toBeNull();
    expect(foods[1]?.per100g.calcium_mg).toBe(71.73);
  });

  it("names the file, line, food and column of each problem", () => {
    const bad = DAL.replace("330.8", "lots").replace("legume", "legume pulse");
    expect(() => parseFoodTable(`${HEADER}\n${bad}`, "content/f.csv")).toThrow(
      /content\/f\.csv: line 2 \(toor-dal\): kcal must be a number[\s\S]*attrs\.1 unknown attribute "pulse"/,
    );
    expect(() => parseFoodTable(`${HEADER}\n${DAL}\n${DAL}`, "f.csv")).toThrow(
      "f.csv: line 3 (toor-dal): id repeats an earlier row",
    );
    const noCalcium = DAL.replace(",71.73,", ",,");
    expect(() => parseFoodTable(`${HEADER}\n${noCalcium}`, "f.csv")).toThrow(
      "f.csv: line 2 (toor-dal): missing calcium_mg",
    );
    const typedValues = `${HEADER}\n${DAL}\nx,x,,toor-dal,1,,,,,,,,,,legume,,Beans & Legumes,,,,`;
    expect(() => parseFoodTable(typedValues, "f.csv")).toThrow(/leaves source and the values blank/);
    const badAllergen = DAL.replace("legume,,", "legume,peanut nightshade,");
    expect(() => parseFoodTable(`${HEADER}\n${badAllergen}`, "f.csv")).toThrow(
      /line 2 \(toor-dal\): allergens\.1 unknown allergen group "nightshade"/,
    );
  });
});
