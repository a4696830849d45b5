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
