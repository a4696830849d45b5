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
});
