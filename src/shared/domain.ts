// The profile's enumerations. Both the server (validation) and the web (forms) read these.

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTIVITY_LEVELS = [
  "sedentary",
  "lightly_active",
  "moderately_active",
  "very_active",
  "extremely_active",
] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const ACTIVITY_DESCRIPTIONS: Record<ActivityLevel, string> = {
  sedentary: "Little to no exercise",
  lightly_active: "Light exercise 1-3 days/week",
  moderately_active: "Moderate exercise 3-5 days/week",
  very_active: "Hard exercise 6-7 days/week",
  extremely_active: "Very hard exercise or a physical job",
};

export const CUISINES = [
  "indian",
  "american",
  "mediterranean",
  "asian",
  "italian",
  "mexican",
  "middle_eastern",
  "european",
] as const;
export type Cuisine = (typeof CUISINES)[number];

export const DIETS = ["vegetarian", "non_vegetarian", "vegan", "keto", "paleo", "mediterranean"] as const;
export type Diet = (typeof DIETS)[number];

export const HEALTH_CONDITIONS = [
  "diabetes",
  "high_blood_pressure",
  "thyroid",
  "pcos",
  "none",
  "other",
] as const;
export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

export const FOODS_TO_INCLUDE = ["tea", "coffee", "dark_chocolate", "one_cookie_a_day", "other"] as const;
export type FoodToInclude = (typeof FOODS_TO_INCLUDE)[number];

export const FITNESS_GOALS = ["weight_loss", "weight_gain", "maintain"] as const;
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/** Human label for an enum value: "middle_eastern" -> "Middle Eastern". */
export function labelOf(value: string): string {
  return value
    .split("_")
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(" ");
}
