import { describe, expect, it } from "vitest";
import { refusalTarget } from "./refusal-step";

describe("where a refusal is fixed", () => {
  it("sends each kind of suggestion to the answer that changes it", () => {
    expect(
      refusalTarget(
        "Each day within ±5 % of 2,000 kcal",
        "Choose another cuisine or a less restrictive food preference, or a different goal.",
      ),
    ).toMatchObject({ mode: "profile", step: 3 });
    expect(
      refusalTarget(
        "Protein at least 90 % of the target",
        "The Maintain goal (1.0 g protein per kg instead of 1.6) makes the protein target reachable.",
      ),
    ).toMatchObject({ mode: "goal" });
    expect(
      refusalTarget("BMI below 18.5", "Choose Maintain or Gain weight.", "underweight_weight_loss"),
    ).toMatchObject({ mode: "goal" });
    expect(
      refusalTarget("Sodium at most 1,500 mg a day (high blood pressure)", "Review your health conditions."),
    ).toMatchObject({ mode: "profile", step: 4 });
  });

  it("follows a refusal's tested change, whatever its words say", () => {
    const rule = "Free from soy and gluten (your allergies)";
    const vegetarian = "The vegetarian food preference, still without soy and gluten, can be planned.";
    expect(
      refusalTarget(rule, vegetarian, "rules_conflict", { field: "diet", value: "vegetarian" }),
    ).toMatchObject({ mode: "profile", step: 3 });
    expect(
      refusalTarget(rule, "No change we tried keeps soy out; a dietitian…", "rules_conflict", {
        field: "allergies",
      }),
    ).toMatchObject({ mode: "profile", step: 4 });
    expect(
      refusalTarget(rule, "The Maintain goal … can be planned.", "rules_conflict", {
        field: "fitness_goal",
        value: "maintain",
      }),
    ).toMatchObject({ mode: "goal" });
    expect(
      refusalTarget("Free from “okra”", "Taking “okra” off…", "no_recipes", {
        field: "excluded_foods",
        value: "okra",
      }),
    ).toMatchObject({ mode: "profile", step: 4 });
  });
});
