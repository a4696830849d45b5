import { describe, expect, it } from "vitest";
import { buildWeekPlan } from "../index";
import { FOOD_BY_ID } from "../library/default-library";
import { sumNutrients } from "../library/nutrients";
import { BASE_REQUEST } from "../test-support/fixtures";
import { roundedToSum } from "./day-rounding";

// A day's shown totals are the sum of what its meals show and the day's exact figure rounded once
// (output/day-rounding.ts): a day held at its fibre ceiling does not read a tenth over it.

describe("day rounding", () => {
  it("rounds values to add up to their exact sum, each by less than one step", () => {
    // Six meals of 3.46 g each: rounded alone they show 3.5 each, 21.0 g, against 20.8 g eaten.
    const values = Array(6).fill(34.6);
    const out = roundedToSum(values);
    expect(out.reduce((a, b) => a + b, 0)).toBe(Math.round(34.6 * 6));
    for (const [i, v] of out.entries()) expect(Math.abs(v - (values[i] as number))).toBeLessThan(1);
    expect(roundedToSum([12.5, 7.25, 0.25])).toEqual([13, 7, 0]);
    expect(roundedToSum([30, 2.9999999999])).toEqual([30, 3]);
  });

  it("gives every planned day totals within a step of its items' exact sum", async () => {
    for (const seed of [1, 2, 3]) {
      const r = await buildWeekPlan(
        { ...BASE_REQUEST, fitness_goal: "weight_gain" },
        {
          seed,
          weekStart: "2026-11-30",
        },
      );
      if (!r.ok) throw new Error(r.refusal.message);
      for (const day of r.plan.days) {
        const parts = day.meals.flatMap((m) =>
          m.items.flatMap((it) => {
            const food = FOOD_BY_ID.get(it.food_id);
            return food ? [{ food, grams: it.grams }] : [];
          }),
        );
        expect(parts.length).toBe(day.meals.reduce((a, m) => a + m.items.length, 0));
        const n = sumNutrients(parts);
        expect(Math.abs(day.totals.fiber_g - n.fiber_g)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(day.totals.protein_g - n.protein_g)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(day.totals.sodium_mg - n.sodium_mg)).toBeLessThanOrEqual(0.5 + 1e-9);
        const shown = day.meals.reduce((a, m) => a + m.fiber_g, 0);
        expect(Math.abs(shown - day.totals.fiber_g)).toBeLessThan(1e-6);
      }
    }
  });
});
