import { describe, expect, it } from "vitest";
import { refusalTarget } from "./refusal-step";

describe("where a refusal is fixed", () => {
  it("opens the goal for a goal change, whatever the rule", () => {
    // A sodium refusal whose tested change is the Maintain goal used to open the health step.
    expect(refusalTarget({ field: "fitness_goal", value: "maintain" })).toMatchObject({ mode: "goal" });
  });

  it("opens the wizard step that holds each answer", () => {
    expect(refusalTarget({ field: "diet", value: "vegetarian" })).toMatchObject({ mode: "profile", step: 3 });
    expect(refusalTarget({ field: "cuisine", value: "mediterranean" })).toMatchObject({ step: 3 });
    expect(refusalTarget({ field: "body" })).toMatchObject({ mode: "profile", step: 2 });
    expect(refusalTarget({ field: "health_conditions" })).toMatchObject({ mode: "profile", step: 4 });
    expect(refusalTarget({ field: "allergies" })).toMatchObject({ mode: "profile", step: 4 });
    expect(refusalTarget({ field: "excluded_foods", value: "okra" })).toMatchObject({ step: 4 });
    expect(refusalTarget({ field: "cooking" })).toMatchObject({ mode: "settings" });
  });

  it("offers no step when the refusal names no change", () => {
    expect(refusalTarget(undefined)).toBeNull();
  });
});
