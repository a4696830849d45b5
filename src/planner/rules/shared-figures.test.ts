import { describe, expect, it, vi } from "vitest";
import * as shared from "../../shared/nutrition-figures";
import { parseConditions } from "../index";
import { computeTargets } from "../targets/targets";
import { BASE_REQUEST } from "../test-support/fixtures";
import { ENERGY } from "./energy-rules";
import * as R from "./figures";

// The figures the site's copy and the plan viewer write (src/shared/nutrition-figures.ts) are the
// engine's own: here the shared module holds a ±7 % energy band and protein up to 120 %, and the
// engine's targets, checker and notes must follow it. The copy's side: marketing/figures-copy.test.ts.
vi.mock("../../shared/nutrition-figures", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../shared/nutrition-figures")>()),
  KCAL_TOLERANCE: 0.07,
  PROTEIN_MAX_FRACTION: 1.2,
  SODIUM_MAX_MG: 2100,
}));

describe("the engine's figures come from the shared module", () => {
  it("is the same values the engine reads", () => {
    expect(R.KCAL_TOLERANCE).toBe(shared.KCAL_TOLERANCE);
    expect(R.PROTEIN_MIN_FRACTION).toBe(shared.PROTEIN_MIN_FRACTION);
    expect(R.SODIUM_MAX_HBP_MG).toBe(shared.SODIUM_MAX_HBP_MG);
    expect(R.ENERGY_SPLIT).toBe(shared.ENERGY_SPLIT);
  });

  it("sets the targets and the notes", () => {
    const tr = computeTargets(BASE_REQUEST, parseConditions([]));
    if (!tr.ok) throw new Error(tr.refusal.message);
    expect(tr.targets.proteinMax_g).toBeCloseTo(tr.targets.protein_g * 1.2, 6);
    expect(tr.targets.sodiumMax_mg).toBe(2100);
    expect(tr.targets.notes.join(" ")).toContain("every day has 90 %–120 % of it");
  });

  it("is the band the checker holds a day to, in its words", () => {
    const tr = computeTargets(BASE_REQUEST, parseConditions([]));
    if (!tr.ok) throw new Error(tr.refusal.message);
    const t = tr.targets;
    const day = (kcal: number) =>
      ({ t, name: "Monday", kcal }) as Parameters<NonNullable<typeof ENERGY.check>>[0];
    expect(ENERGY.check?.(day(t.calories * 1.065))).toEqual([]);
    expect(ENERGY.check?.(day(t.calories * 1.075))?.[0]).toContain("outside ±7 %");
  });
});
