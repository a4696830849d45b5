import { describe, expect, it } from "vitest";
import { KCAL_TOLERANCE } from "../src/shared/nutrition-figures";
import { QUICK_CUISINES, QUICK_GOALS, QUICK_RESTRICTIONS, sampleDay } from "./quick-generator";

describe("quick generator samples (docs/product/quick-generator.md)", () => {
  it("has its own day for every goal, cuisine and restriction", () => {
    const seen = new Set<string>();
    for (const g of QUICK_GOALS)
      for (const c of QUICK_CUISINES)
        for (const r of QUICK_RESTRICTIONS) {
          const day = sampleDay(g.value, c.value, r.value);
          for (const meal of day.meals) {
            expect(meal.text.length).toBeGreaterThan(2);
            expect(meal.calories).toBeGreaterThan(0);
          }
          seen.add(JSON.stringify(day));
        }
    expect(seen.size).toBeGreaterThan(20);
  });

  it("never shows meat or fish to someone who picked Vegan or Vegetarian", () => {
    const animal =
      /chicken|salmon|beef|lamb|pork|turkey|fish|shrimp|prawn|tuna|steak|mutton|souvlaki|cod|sea bream/i;
    for (const g of QUICK_GOALS)
      for (const c of QUICK_CUISINES)
        for (const r of ["vegan", "vegetarian"]) {
          const d = sampleDay(g.value, c.value, r);
          for (const meal of d.meals) expect(meal.text).not.toMatch(animal);
        }
  });

  it("scales to the goal: a weight-gain day has more energy than a weight-loss one", () => {
    expect(sampleDay("weight_gain", "indian").target).toBeGreaterThan(
      sampleDay("weight_loss", "indian").target,
    );
  });

  it("states a day total that is the sum of the meals it shows, breakfast, lunch and dinner among them", () => {
    for (const g of QUICK_GOALS)
      for (const c of QUICK_CUISINES)
        for (const r of QUICK_RESTRICTIONS) {
          const day = sampleDay(g.value, c.value, r.value);
          expect(day.total).toBe(day.meals.reduce((a, m) => a + m.calories, 0));
          for (const type of ["breakfast", "lunch", "dinner"] as const)
            expect(day.meals.filter((m) => m.type === type)).toHaveLength(1);
          // Planned to the target within the engine's band, not stated as if it were the total.
          expect(Math.abs(day.total - day.target)).toBeLessThanOrEqual(KCAL_TOLERANCE * day.target + 1);
        }
  });

  it("falls back to the first answers for unknown ones", () => {
    expect(sampleDay("klingon", "x", "y")).toEqual(sampleDay("weight_loss", "indian", "none"));
  });
});
