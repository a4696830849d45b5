import { describe, expect, it } from "vitest";
import { RECIPES } from "./default-library";
import type { Recipe } from "./library-types";
import { durationsIn, stepNeedsAhead, timeProblems } from "./recipe-times";

// Issue 22: every recipe's hands-on and total minutes agree with its own steps, and work that starts
// before the day (soaking, a rise, a long marinade) is stated in `ahead`, not hidden in a step.

describe("a recipe's time, read from its steps", () => {
  it("finds the durations a step names, a range by its upper end", () => {
    expect(durationsIn("Simmer for 8 to 10 minutes, then rest 30 seconds.")).toEqual([10, 0.5]);
    expect(durationsIn("Bake for 1½ hours, or about an hour in a fan oven.")).toEqual([60, 90]);
    expect(durationsIn("Cook 25–30 minutes until tender.")).toEqual([30]);
  });

  it("knows which steps start before the day", () => {
    expect(stepNeedsAhead("Soak the chickpeas overnight, then boil them.")).toBe(true);
    expect(stepNeedsAhead("Marinate the chicken for at least 2 hours.")).toBe(true);
    expect(stepNeedsAhead("Leave the dough to rise for 1½ hours until doubled.")).toBe(true);
    expect(stepNeedsAhead("Soak the sago for 20 minutes and drain.")).toBe(false);
    expect(stepNeedsAhead("Simmer for 2 hours until the beans are soft.")).toBe(false);
  });

  it("finds a recipe whose minutes its steps contradict", () => {
    const focaccia: Recipe = {
      id: "it-focaccia-test",
      name: "Focaccia",
      cuisine: "italian",
      meals: ["breakfast"],
      ingredients: [["bread-flour", 80]],
      instructions: ["Knead, then leave to rise for 2 hours.", "Bake for 25 minutes."],
      handsOnMin: 5,
      totalMin: 10,
    };
    expect(timeProblems(focaccia)).toEqual([
      'a step starts ahead of the day but "ahead" is missing: "Knead, then leave to rise for 2 hours."',
      "a step takes 25 min but the total is 10 min",
      "the steps name 25 min in all, more than twice the total 10 min",
    ]);
    expect(timeProblems({ ...focaccia, totalMin: 40, ahead: "Let the dough rise for 2 hours." })).toEqual([]);
    expect(timeProblems({ ...focaccia, handsOnMin: 50, totalMin: 40, ahead: "Rise 2 hours first." })).toEqual(
      ["hands-on 50 min is more than the total 40 min"],
    );
  });

  it("holds for every recipe of the library", () => {
    const problems = RECIPES.flatMap((r) => timeProblems(r).map((p) => `${r.id}: ${p}`));
    expect(problems).toEqual([]);
  });
});
