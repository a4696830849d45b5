import { describe, expect, it } from "vitest";
import { CUISINES, MEAL_TYPES } from "../../../shared/domain";
import { prepareLibrary } from "../../library";
import { FOODS } from "../foods";
import { RECIPES } from "./index";

// The recipe library as data: every recipe must be cookable and computable.

const CUISINE_PREFIX: Record<string, string> = {
  indian: "in-",
  american: "us-",
  mediterranean: "md-",
  asian: "as-",
  italian: "it-",
  mexican: "mx-",
  middle_eastern: "me-",
  european: "eu-",
};

describe("recipe library", () => {
  const lib = prepareLibrary({ foods: FOODS, recipes: RECIPES });

  it("has no recipe naming an unknown food, a duplicate id or a bad amount", () => {
    expect(lib.invalid).toEqual([]);
  });

  it.each(RECIPES.map((r) => [r.id, r] as const))("%s is complete", (_id, r) => {
    expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(r.id.startsWith(CUISINE_PREFIX[r.cuisine] ?? "?")).toBe(true);
    expect(CUISINES).toContain(r.cuisine);
    expect(r.meals.length).toBeGreaterThan(0);
    for (const m of r.meals) expect(MEAL_TYPES).toContain(m);
    expect(r.name.trim().length).toBeGreaterThan(2);
    expect(r.instructions.length).toBeGreaterThanOrEqual(r.includeItem ? 1 : 2);
    for (const step of r.instructions) expect(step).toMatch(/^[A-Z0-9].{10,}[.!)]$/s);
    expect(r.prepMin).toBeGreaterThanOrEqual(0);
    expect(r.cookMin).toBeGreaterThanOrEqual(0);
    for (const [, grams] of r.ingredients) expect(grams).toBeLessThanOrEqual(600);
    const ids = r.ingredients.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives every cuisine at least 40 recipes", () => {
    for (const c of CUISINES) {
      const n = RECIPES.filter((r) => r.cuisine === c && !r.includeItem).length;
      expect(n, `${c} has ${n} recipes`).toBeGreaterThanOrEqual(40);
    }
  });
});
