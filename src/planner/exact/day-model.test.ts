import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CUISINES, DIETS } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import { resolveIncludes } from "../include/include-items";
import { DEFAULT_LIBRARY } from "../library/default-library";
import type { Library } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import { aloneSpec, searchAlone } from "../search/day-spec";
import { BASE_REQUEST, FIXTURE_LIBRARY } from "../test-support/fixtures";
import { dayIsImpossible } from "./day-model";
import { getHighs } from "./highs";

// The refusal proof must never call a day impossible that exists (it is a relaxation of the day), and
// it must catch the plain conflicts it is there for.

function daySpecFor(req: PlanRequest, lib: Partial<Library> = {}) {
  const set = contextForRequest(req, lib);
  if (!set.ok) throw new Error(`refused before planning: ${set.refusal.code}`);
  const { items } = resolveIncludes(set.ctx);
  return { ctx: set.ctx, items, spec: aloneSpec(set.ctx, items, 0, 1) };
}

/** Every fixture recipe with 3 g of salt per serving: even half servings of three meals pass 1,500 mg sodium. */
const SALTY: Library = {
  foods: FIXTURE_LIBRARY.foods,
  recipes: FIXTURE_LIBRARY.recipes.map((r) => ({
    ...r,
    ingredients: [...r.ingredients, ["salt", 3] as const],
  })),
};

describe("dayIsImpossible (the HiGHS refusal proof)", () => {
  it("proves the sodium limit out of reach when every recipe is too salty, and only that rule", async () => {
    const highs = await getHighs();
    const { spec } = daySpecFor({ ...BASE_REQUEST, health_conditions: ["high_blood_pressure"] }, SALTY);
    expect(dayIsImpossible(highs, spec)).toBe(true);
    expect(dayIsImpossible(highs, { ...spec, drop: new Set(["sodium"]) })).toBe(false);
  });

  it("finds an ordinary day possible", async () => {
    const highs = await getHighs();
    expect(dayIsImpossible(highs, daySpecFor(BASE_REQUEST, FIXTURE_LIBRARY).spec)).toBe(false);
  });

  it("never calls a day impossible that the search finds", async () => {
    const highs = await getHighs();
    const person = fc.record({
      age: fc.integer({ min: 18, max: 80 }),
      gender: fc.constantFrom("male" as const, "female" as const),
      height_cm: fc.integer({ min: 150, max: 200 }),
      bmi: fc.double({ min: 17, max: 40, noNaN: true }),
      activity_level: fc.constantFrom(
        "sedentary" as const,
        "moderately_active" as const,
        "extremely_active" as const,
      ),
      health_conditions: fc.constantFrom([], ["high_blood_pressure"], ["diabetes"], ["pcos", "thyroid"]),
      fitness_goal: fc.constantFrom("maintain" as const, "weight_gain" as const),
      cuisine: fc.constantFrom(...CUISINES),
      diet: fc.constantFrom(...DIETS),
    });
    let found = 0;
    fc.assert(
      fc.property(person, ({ bmi, health_conditions, ...r }) => {
        const req: PlanRequest = {
          ...r,
          health_conditions: [...health_conditions],
          weight_kg: Math.round(bmi * (r.height_cm / 100) ** 2 * 10) / 10,
          foods_to_include: [],
        };
        const { ctx, items, spec } = daySpecFor(req, DEFAULT_LIBRARY);
        if (searchAlone(ctx, items, 0, 1)?.hard !== 0) return;
        found++;
        expect(dayIsImpossible(highs, spec)).toBe(false);
      }),
      { numRuns: 25, seed: 20261126 },
    );
    // The sample is of people the engine plans for: the property was tested, not skipped.
    expect(found).toBeGreaterThan(20);
  }, 60_000);
});
