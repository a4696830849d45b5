import { describe, expect, it } from "vitest";
import { sampleDay } from "./quick-generator";

describe("quick generator samples (spec §9)", () => {
  it("has a day per cuisine for weight loss and gain", () => {
    expect(sampleDay("weight_gain", "american").dinner.text).toMatch(/steak/i);
    expect(sampleDay("weight_loss", "mediterranean").breakfast.text).toMatch(/yogurt/i);
  });

  it("falls back to the weight-loss Indian day for maintain and unknown cuisines", () => {
    const indianLoss = sampleDay("weight_loss", "indian");
    expect(sampleDay("maintain", "american")).toEqual(indianLoss);
    expect(sampleDay("weight_gain", "klingon")).toEqual(indianLoss);
  });

  it("keeps every meal between 250 and 720 calories", () => {
    for (const goal of ["weight_loss", "weight_gain"]) {
      for (const cuisine of ["indian", "mediterranean", "american"]) {
        const day = sampleDay(goal, cuisine);
        for (const meal of [day.breakfast, day.lunch, day.dinner]) {
          expect(meal.calories).toBeGreaterThanOrEqual(250);
          expect(meal.calories).toBeLessThanOrEqual(720);
        }
      }
    }
  });
});
