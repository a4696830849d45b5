import { describe, expect, it } from "vitest";
import { planRequestFromProfile, type SavedProfile } from "./plan-request";
import { isProfileComplete, missingProfileFields, type UserRecord } from "./user-api";

const PROFILE: SavedProfile = {
  name: "Asha Rao",
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 61,
  activity_level: "lightly_active",
  country_region: " Indian ",
  food_preference: "vegetarian",
  health_conditions: ["thyroid"],
  foods_to_include: ["tea"],
};

describe("planRequestFromProfile", () => {
  it("takes the cuisine from country_region and the diet from food_preference", () => {
    const r = planRequestFromProfile(PROFILE, { fitness_goal: "maintain" });
    expect(r.success && r.data).toMatchObject({
      name: "Asha Rao",
      cuisine: "indian",
      diet: "vegetarian",
      health_conditions: ["thyroid"],
      foods_to_include: ["tea"],
      fitness_goal: "maintain",
    });
  });

  it("lets the goal screen's choices win over the profile's answers", () => {
    const r = planRequestFromProfile(PROFILE, {
      fitness_goal: "weight_loss",
      cuisine: "italian",
      diet: "vegan",
      health_conditions: [],
      foods_to_include: ["coffee"],
    });
    expect(r.success && r.data).toMatchObject({
      cuisine: "italian",
      diet: "vegan",
      health_conditions: [],
      foods_to_include: ["coffee"],
    });
  });

  it("leaves out a name too short to personalise with, and refuses an unknown cuisine", () => {
    const short = planRequestFromProfile({ ...PROFILE, name: "A" }, { fitness_goal: "maintain" });
    expect(short.success && short.data.name).toBeUndefined();
    const unknown = planRequestFromProfile(
      { ...PROFILE, country_region: "Martian" },
      { fitness_goal: "maintain" },
    );
    expect(unknown.success).toBe(false);
    expect(unknown.error?.issues[0]?.path).toEqual(["cuisine"]);
  });
});

describe("profile complete", () => {
  const record: UserRecord = {
    uid: "u1",
    email: "asha@example.com",
    units: "metric",
    name: "Asha Rao",
    age: 34,
    gender: "female",
    height_cm: 162,
    weight_kg: 61,
    activity_level: "lightly_active",
    country_region: "indian",
    food_preference: null,
    health_conditions: [],
    foods_to_include: [],
    allergies: [],
    excluded_foods: [],
    cooking: null,
  };

  it("needs body, activity and cuisine, but not a diet", () => {
    expect(isProfileComplete(record)).toBe(true);
    expect(missingProfileFields({ ...record, country_region: "", height_cm: null })).toEqual([
      "height_cm",
      "country_region",
    ]);
    expect(isProfileComplete(null)).toBe(false);
  });
});
