/** The profile the API tests save for a signed-up user; each test adds the lists it is about. */
export const TEST_PROFILE = {
  name: "Asha Rao",
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 68,
  activity_level: "moderately_active",
  country_region: "indian",
  food_preference: "vegetarian",
} as const;

/** A partner the household tests add as a member; each test adds the goal and meals it is about. */
export const TEST_PARTNER = {
  name: "Ravi Rao",
  age: 36,
  gender: "male",
  height_cm: 176,
  weight_kg: 78,
  activity_level: "lightly_active",
  diet: "vegetarian",
  health_conditions: [],
};

/** A child of 8 the household tests add as a member. */
export const TEST_CHILD = {
  name: "Leela Rao",
  age: 8,
  gender: "female",
  height_cm: 128,
  weight_kg: 26,
  activity_level: "very_active",
  diet: "vegetarian",
  health_conditions: [],
};
