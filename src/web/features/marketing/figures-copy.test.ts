import { describe, expect, it, vi } from "vitest";
import { FAQ_CATEGORIES } from "../../../../content/faq";
import { FREE_ALLOWANCE_TOKENS } from "../../../../content/free-allowance";
import { HOW_IT_WORKS_STEPS } from "../../../../content/how-it-works";
import { CORE_FEATURES } from "./feature-cards";

// The copy people read about their plan writes the engine's figures from the module the engine plans
// by. Here that module says something the product never would (a ±7 % energy band, protein 80–140 %,
// a 2,100 mg sodium limit, a 25 % deficit): every sentence must follow it, and none may still say the
// real figures, which would mean they were typed into the copy.
vi.mock("../../../shared/nutrition-figures", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../shared/nutrition-figures")>();
  return {
    ...real,
    LOSS_DEFICIT_SHARE: 0.25,
    UNDERWEIGHT_BMI: 18,
    figureText: () => ({
      ...real.figureText(),
      energyTolerance: "7 %",
      proteinBand: "80–140 %",
      sodiumMax: "2,100 mg",
      sodiumMaxHbp: "1,400 mg",
      lowCarbMax: "40 %",
      recipeMaxPerWeek: "three times",
      routineMaxPerWeek: "five times",
    }),
  };
});

// The day bands the landing page's feature cards state come from the shared module's own part.
vi.mock("../../../shared/day-bands", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../shared/day-bands")>()),
  KCAL_TOLERANCE: 0.07,
  PROTEIN_MIN_FRACTION: 0.8,
  PROTEIN_MAX_FRACTION: 1.4,
}));

const answer = (question: RegExp) => {
  const q = FAQ_CATEGORIES.flatMap((c) => c.questions).find((x) => question.test(x.question));
  if (!q) throw new Error(`no FAQ question ${question}`);
  return q.answer(FREE_ALLOWANCE_TOKENS);
};
const steps = HOW_IT_WORKS_STEPS.flatMap((s) => [s.description, ...s.details]).join("\n");
const features = CORE_FEATURES.map((f) => f.text).join("\n");

describe("the figures in the site's copy", () => {
  it("follow the shared figures module in the FAQ", () => {
    expect(answer(/calorie target worked out/)).toContain("a deficit of 25 %");
    expect(answer(/How much protein/)).toContain("within 80–140 % of the target");
    expect(answer(/health condition/)).toContain("at or below 40 % of energy");
    expect(answer(/health condition/)).toContain("1,400 mg a day (everyone else's limit is 2,100 mg)");
    expect(answer(/not offered a weight-loss plan/)).toContain("below a BMI of 18,");
    expect(answer(/Swap a meal/i)).toContain("within 7 % of your calorie target");
    const all = FAQ_CATEGORIES.flatMap((c) => c.questions.map((q) => q.answer(FREE_ALLOWANCE_TOKENS))).join(
      "\n",
    );
    expect(all).not.toMatch(/\b5 %|90–135|90 and 135|1,500 mg|2,300 mg|18\.5|\b20 %/);
  });

  it("follow it in the how-it-works steps and the feature cards", () => {
    expect(steps).toContain(
      "Calories within 7 % of your target each day, protein within 80–140 % of its goal",
    );
    expect(steps).toContain("Sodium (at most 2,100 mg a day)");
    expect(steps).toContain("at most three times a week");
    expect(steps).toContain("up to five times a week");
    expect(features).toContain("within 7 % of your calorie target and 80–140 % of your protein goal");
    expect(`${steps}\n${features}`).not.toMatch(/\b5 ?%|90 %|135 %|2,300|twice a week|four times/);
  });
});
