import { describe, expect, it } from "vitest";
import { kcalSchema, shownKcal, wholeKcals } from "./plan-data";

describe("calories in plan_data", () => {
  it("stores one decimal and still reads whole numbers from older plans", () => {
    expect(kcalSchema.safeParse(2.4).success).toBe(true);
    expect(kcalSchema.safeParse(412).success).toBe(true);
    expect(kcalSchema.safeParse(1843.7 + 0.1).success).toBe(true);
    expect(kcalSchema.safeParse(2.45).success).toBe(false);
    expect(kcalSchema.safeParse(-1).success).toBe(false);
  });

  it("shows whole kilocalories that add up to the day's shown total", () => {
    expect(shownKcal(2.4)).toBe(2);
    expect(wholeKcals([400.4, 300.4])).toEqual([401, 300]);
    expect(wholeKcals([400.4, 300.4]).reduce((a, b) => a + b, 0)).toBe(shownKcal(700.8));
    expect(wholeKcals([2.4, 412.3, 630.2])).toEqual([2, 412, 631]);
    expect(wholeKcals([500, 250])).toEqual([500, 250]);
    expect(wholeKcals([])).toEqual([]);
    // Each stays within one of its own calories.
    const meals = [433.3, 2.4, 651.9, 198.6, 580.5];
    for (const [i, k] of wholeKcals(meals).entries()) expect(Math.abs(k - (meals[i] ?? 0))).toBeLessThan(1);
    expect(wholeKcals(meals).reduce((a, b) => a + b, 0)).toBe(shownKcal(1866.7));
  });
});
