import { z } from "zod";
import { CUISINES, DIETS } from "./domain";
import type { PlanData } from "./plan-data";
import { isoDateSchema } from "./plan-dates";
import { allergiesSchema, excludedFoodsSchema, fitnessGoalSchema, freeTextList } from "./profile";
import { isUuid, safeString } from "./text";

// POST /api/meal-plans/generate. Body and client defaults: the
// cuisine is the profile's country_region (default indian), the diet its food_preference (default
// vegetarian). Age, gender, height, weight and activity come from the saved profile on the server.

export const DEFAULT_CUISINE = "indian";
export const DEFAULT_DIET = "vegetarian";

/**
 * The day a new plan's week starts (docs/product/plans-over-time.md): the person's today, or the
 * first Monday after it. The client sends its own date as `local_date`, so "today" is the person's.
 */
export const WEEK_START_CHOICES = ["today", "next_monday"] as const;
export type WeekStartChoice = (typeof WEEK_START_CHOICES)[number];
/** How far the client's date may be from the server's UTC date: time zones run from UTC−12 to UTC+14. */
export const LOCAL_DATE_MAX_DAYS_FROM_UTC = 1;

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
  // Left out, the saved profile's lists apply: a caller that omits them must not lose the diabetes or
  // high blood pressure the person recorded. An empty list is a choice and is kept.
  foods_to_include: freeTextList.unwrap().optional(),
  health_conditions: freeTextList.unwrap().optional(),
  allergies: allergiesSchema.optional(),
  excluded_foods: excludedFoodsSchema.optional(),
  week_start: z
    .enum(WEEK_START_CHOICES, { error: "Choose when the week starts: today or next Monday" })
    .default("today"),
  local_date: isoDateSchema.optional(),
  /** true: one week for the caller and every household member (docs/product/household.md). */
  household: z.boolean({ error: "household must be true or false" }).optional(),
});
export type GeneratePlanRequest = z.input<typeof generatePlanRequestSchema>;

/** One stored plan in full, as GET /api/meal-plans/{id} and the calls that change a plan answer it. */
export interface MealPlanRecord {
  id: string;
  is_active: boolean;
  plan_data: PlanData;
  created_at: string;
}

/** One plan as GET /api/meal-plans lists it: enough to choose it, not its whole week. */
export interface MealPlanSummary {
  id: string;
  is_active: boolean;
  created_at: string;
  week_start: string;
  fitness_goal: string;
  cuisine: string;
  total_daily_calories: number;
}

/** A page of the caller's plans, newest first; pass `next_cursor` back as `cursor` for the next. */
export interface MealPlanPage {
  plans: MealPlanSummary[];
  next_cursor: string | null;
}

export const PLAN_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

/** GET /api/meal-plans?limit=&cursor= : query values arrive as text, so digits are read as written. */
export const planListQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, { message: `limit must be a whole number from 1 to ${PLAN_PAGE.maxLimit}` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { message: `limit must be a whole number from 1 to ${PLAN_PAGE.maxLimit}` })
        .max(PLAN_PAGE.maxLimit, { message: `limit must be a whole number from 1 to ${PLAN_PAGE.maxLimit}` }),
    )
    .default(PLAN_PAGE.defaultLimit),
  cursor: z
    .string()
    .refine(isUuid, { message: "cursor must be the next_cursor of an earlier page" })
    .optional(),
});
