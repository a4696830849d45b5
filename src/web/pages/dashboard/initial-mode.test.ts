import { describe, expect, it } from "vitest";
import type { MealPlanSummary } from "../../../shared/meal-plan-api";
import type { UserRecord } from "../../../shared/user-api";
import { initialMode } from "./initial-mode";

const complete: UserRecord = {
  uid: "u",
  email: "a@example.com",
  name: "Asha",
  age: 30,
  gender: "female",
  height_cm: 160,
  weight_kg: 60,
  activity_level: "sedentary",
  country_region: "indian",
  food_preference: "vegan",
  health_conditions: [],
  foods_to_include: [],
  allergies: [],
  excluded_foods: [],
  cooking: null,
  units: "metric",
};
const plan = { id: "p", is_active: true } as MealPlanSummary;

describe("dashboard initial mode (docs/product/routes.md)", () => {
  it("opens the plan when any plan exists", () => {
    expect(initialMode([plan], complete, null)).toBe("complete");
    expect(initialMode([plan], null, null)).toBe("complete");
  });
  it("opens the wizard when the profile lacks a required field or is missing", () => {
    expect(initialMode([], { ...complete, height_cm: null }, null)).toBe("profile");
    expect(initialMode([], { ...complete, country_region: "" }, null)).toBe("profile");
    expect(initialMode(undefined, null, null)).toBe("profile");
  });
  it("opens goal mode for a complete profile without plans", () => {
    expect(initialMode([], complete, null)).toBe("goal");
  });
  it("follows ?step= deep links", () => {
    expect(initialMode([plan], complete, "profile")).toBe("profile");
    expect(initialMode([plan], complete, "goal")).toBe("goal");
    expect(initialMode([plan], { ...complete, age: null }, "goal")).toBe("profile");
  });
});
