import type { PlanRequest } from "../../shared/plan-request";
import type { HouseholdEater } from "../household/household-types";

// The people household tests plan for (docs/product/household.md), built from one set of defaults so
// each test names only what matters to it: an owner's request and a member who eats every meal at home.

/** Every meal type, for a member at home all day. */
export const EVERY_MEAL = ["breakfast", "lunch", "dinner", "snack"] as const;

/** A 38-year-old, lightly active woman maintaining on Italian non-vegetarian food, unless told otherwise. */
export const ownerRequest = (over: Partial<PlanRequest> = {}): PlanRequest => ({
  age: 38,
  gender: "female",
  height_cm: 168,
  weight_kg: 64,
  activity_level: "lightly_active",
  health_conditions: [],
  foods_to_include: [],
  fitness_goal: "maintain",
  cuisine: "italian",
  diet: "non_vegetarian",
  ...over,
});

/** Sam, 40, moderately active, non-vegetarian, at home for every meal, unless told otherwise. */
export const householdMember = (over: Partial<HouseholdEater> = {}): HouseholdEater => ({
  member_id: "m1",
  name: "Sam",
  age: 40,
  gender: "male",
  height_cm: 180,
  weight_kg: 80,
  activity_level: "moderately_active",
  diet: "non_vegetarian",
  health_conditions: [],
  allergies: [],
  excluded_foods: [],
  fitness_goal: "maintain",
  meals_at_home: { weekday: [...EVERY_MEAL], weekend: [...EVERY_MEAL] },
  ...over,
});
