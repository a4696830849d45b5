import { z } from "zod";
import { DIETS, type FitnessGoal } from "./domain";
import {
  cuisineSchema,
  fitnessGoalSchema,
  nameSchema,
  type ProfileInput,
  profileInputSchema,
} from "./profile";

// What the planning engine needs: the profile's body and health fields, the goal, and the cuisine and
// diet under the names the generate call uses. The server and the CLI validate with this schema.

export const dietSchema = z.enum(DIETS, { error: "Please select a food preference" });

export const planRequestSchema = profileInputSchema
  .pick({
    age: true,
    gender: true,
    height_cm: true,
    weight_kg: true,
    activity_level: true,
    health_conditions: true,
    foods_to_include: true,
  })
  .extend({
    name: nameSchema.optional(),
    fitness_goal: fitnessGoalSchema,
    cuisine: cuisineSchema,
    diet: dietSchema,
  });

export type PlanRequest = z.infer<typeof planRequestSchema>;
export type PlanRequestInput = z.input<typeof planRequestSchema>;

/** Maps a saved profile (cuisine in country_region, diet in food_preference) and a goal to a request. */
export function planRequestFromProfile(profile: ProfileInput, fitnessGoal: FitnessGoal) {
  return planRequestSchema.safeParse({
    name: profile.name,
    age: profile.age,
    gender: profile.gender,
    height_cm: profile.height_cm,
    weight_kg: profile.weight_kg,
    activity_level: profile.activity_level,
    health_conditions: profile.health_conditions,
    foods_to_include: profile.foods_to_include,
    fitness_goal: fitnessGoal,
    cuisine: profile.country_region.trim().toLowerCase(),
    diet: profile.food_preference,
  });
}
