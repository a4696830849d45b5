import { z } from "zod";
import { type Cooking, cookingSchema } from "./cooking";
import { DIETS, type FitnessGoal } from "./domain";
import {
  allergiesSchema,
  cuisineSchema,
  excludedFoodsSchema,
  fitnessGoalSchema,
  nameSchema,
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
    // Optional, so requests stored before allergies existed still read (as none).
    allergies: allergiesSchema.optional(),
    excluded_foods: excludedFoodsSchema.optional(),
    /** Hands-on minutes a day and leftovers; the defaults (src/shared/cooking.ts) where absent. */
    cooking: cookingSchema.optional(),
  });

export type PlanRequest = z.infer<typeof planRequestSchema>;
export type PlanRequestInput = z.input<typeof planRequestSchema>;

/** A saved profile as the server, the client and the CLI hold it; fields not yet given are null. */
export interface SavedProfile {
  name?: string | null;
  age: number | null;
  gender: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  activity_level: string | null;
  country_region: string | null;
  food_preference: string | null;
  health_conditions: readonly string[];
  foods_to_include: readonly string[];
  allergies?: readonly string[] | null;
  excluded_foods?: readonly string[] | null;
  cooking?: Cooking | null;
}

/** The goal, and what the goal screen sent; each choice given wins over the profile's answer. */
export interface PlanChoices {
  fitness_goal: FitnessGoal;
  cuisine?: string | undefined;
  diet?: string | undefined;
  health_conditions?: readonly string[] | undefined;
  foods_to_include?: readonly string[] | undefined;
  allergies?: readonly string[] | undefined;
  excluded_foods?: readonly string[] | undefined;
}

/**
 * The one mapping from a profile to the engine's request (the profile keeps the cuisine in
 * country_region and the diet in food_preference). Validated: the caller turns a failure into its own
 * message.
 */
export function planRequestFromProfile(profile: SavedProfile, choices: PlanChoices) {
  const name = profile.name?.trim();
  return planRequestSchema.safeParse({
    // The name only personalises the notes; a short or missing one is left out, not refused.
    name: name && name.length >= 2 ? name : undefined,
    age: profile.age,
    gender: profile.gender,
    height_cm: profile.height_cm,
    weight_kg: profile.weight_kg,
    activity_level: profile.activity_level,
    health_conditions: choices.health_conditions ?? profile.health_conditions,
    foods_to_include: choices.foods_to_include ?? profile.foods_to_include,
    allergies: choices.allergies ?? profile.allergies ?? [],
    excluded_foods: choices.excluded_foods ?? profile.excluded_foods ?? [],
    cooking: profile.cooking ?? undefined,
    fitness_goal: choices.fitness_goal,
    cuisine: (choices.cuisine ?? profile.country_region ?? "").trim().toLowerCase(),
    diet: choices.diet ?? profile.food_preference ?? undefined,
  });
}
