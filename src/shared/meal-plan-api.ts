import { z } from "zod";
import { CUISINES, DIETS } from "./domain";
import type { PlanData } from "./plan-data";
import { fitnessGoalSchema, freeTextList } from "./profile";
import { safeString } from "./text";

// POST /api/meal-plans/generate (spec §7). Body and client defaults as the spec gives them: the
// cuisine is the profile's country_region (default indian), the diet its food_preference (default
// vegetarian). Age, gender, height, weight and activity come from the saved profile on the server.

export const DEFAULT_CUISINE = "indian";
export const DEFAULT_DIET = "vegetarian";

export const generatePlanRequestSchema = z.object({
  fitness_goal: fitnessGoalSchema,
  cuisine: safeString({ error: "Please select a cuisine preference" })
    .trim()
    .max(40, { message: "Please select a cuisine preference" })
    .toLowerCase()
    .default(DEFAULT_CUISINE)
    .pipe(z.enum(CUISINES, { error: "Please select a cuisine preference" })),
  diet_type: z.enum(DIETS, { error: "Please select a food preference" }).default(DEFAULT_DIET),
  user_id: safeString().trim().min(1).max(200).optional(),
  foods_to_include: freeTextList,
  health_conditions: freeTextList,
});
export type GeneratePlanRequest = z.input<typeof generatePlanRequestSchema>;

/** One stored plan as GET /api/meal-plans lists it. */
export interface MealPlanRecord {
  id: string;
  is_active: boolean;
  plan_data: PlanData;
  created_at: string;
}
