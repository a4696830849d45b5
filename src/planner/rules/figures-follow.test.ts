import { describe, expect, it, vi } from "vitest";
import { buildWeekPlan, checkPlan, computeTargets, parseConditions } from "../index";
import { DEFAULT_LIBRARY } from "../library/default-library";
import { BASE_REQUEST } from "../test-support/fixtures";

// A figure is changed in rules/figures.ts alone; the targets, the search, the checker and the notes
// must all follow it. Two figures: the keto net-carbohydrate cap and the general sodium limit.
vi.mock("./figures", async (importOriginal) => ({
  ...(await importOriginal<typeof import("./figures")>()),
  KETO_NET_CARBS_MAX_G: 40,
  SODIUM_MAX_MG: 2000,
}));

const KETO = { ...BASE_REQUEST, diet: "keto" as const, cuisine: "american" as const };

describe("a figure changed in one place", () => {
  it("sets the targets", () => {
    const tr = computeTargets(KETO, parseConditions([]));
    expect(tr.ok && tr.targets.netCarbsMax_g).toBe(40);
    expect(tr.ok && tr.targets.sodiumMax_mg).toBe(2000);
  });

  it("is what the search plans to, the checker holds and the notes say", async () => {
    const res = await buildWeekPlan(KETO, { seed: 3, weekStart: "2026-11-23" });
    if (!res.ok) throw new Error(`refused: ${res.refusal.rule}`);
    for (const day of res.plan.days) {
      expect(day.totals.carbs_g - day.totals.fiber_g).toBeLessThanOrEqual(40.5);
      expect(day.totals.sodium_mg).toBeLessThanOrEqual(2000);
    }
    expect(res.plan.notes.join(" ")).toContain("at most 40 g net carbohydrate a day");
    expect(res.plan.notes.join(" ")).toContain("sodium at most 2,000 mg a day");
    // The checker reads the same figures: a day pushed over them is caught, named with the new ones.
    expect(checkPlan(res.plan, KETO, DEFAULT_LIBRARY)).toEqual([]);
    const bigger = structuredClone(res.plan);
    for (const meal of bigger.days[0]?.meals ?? []) {
      meal.servings *= 3;
      for (const item of meal.items) item.grams *= 3;
    }
    const problems = checkPlan(bigger, KETO, DEFAULT_LIBRARY).join("\n");
    expect(problems).toMatch(/sodium \d+ mg > 2000/);
    expect(problems).toMatch(/net carbohydrate [\d.]+ g > 40/);
  });
});
