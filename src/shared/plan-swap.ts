import { z } from "zod";
import { CUISINES, labelOf, MEAL_TYPES } from "./domain";
import type { MealPlanRecord } from "./meal-plan-api";
import { kcalSchema, shownKcal } from "./plan-data";
import type { PlanRefusal } from "./plan-refusal";
import { safeString } from "./text";

// Swapping one meal of a stored plan (docs/product/plan-changes.md): the alternatives the engine offers, and
// the choice the client sends back.

/** The path's day: 0–6 from Monday, or the weekday's name. */
export const dayParamSchema = z
  .string()
  .max(20, { message: "Unknown day" })
  .trim()
  .toLowerCase()
  .transform((s) => {
    const names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
    return /^\d$/.test(s) ? Number(s) : names.indexOf(s);
  })
  .pipe(z.number().int().min(0, { message: "Unknown day" }).max(6, { message: "Unknown day" }));

/** The path's meal index: one digit, read as written (no "0x1", " 1" or "1e0"). */
export const mealIndexParamSchema = z.string().regex(/^\d$/, { message: "Unknown meal" }).transform(Number);

export const swapMealRequestSchema = z.object({
  recipe_id: safeString({ error: "Choose a meal to swap in" })
    .trim()
    .min(1, { message: "Choose a meal to swap in" })
    .max(120),
});
export type SwapMealRequest = z.infer<typeof swapMealRequestSchema>;

/**
 * Another meal of the day whose portion the swap re-solved to keep the day within its rules: people
 * are told which meal changed and by how much, never left to find out.
 */
export const resizedMealSchema = z.object({
  type: z.enum(MEAL_TYPES),
  name: z.string(),
  from_calories: kcalSchema,
  to_calories: kcalSchema,
  from_servings: z.number(),
  to_servings: z.number(),
});
export type ResizedMeal = z.infer<typeof resizedMealSchema>;

/** "Breakfast (Poha) resized 464 → 348 kcal": one resized meal, as the swap dialog and its toast say it. */
export function resizedText(r: ResizedMeal): string {
  return `${labelOf(r.type)} (${r.name}) resized ${shownKcal(r.from_calories)} → ${shownKcal(r.to_calories)} kcal`;
}

export const swapOptionSchema = z.object({
  recipe_id: z.string(),
  name: z.string(),
  cuisine: z.enum(CUISINES),
  /** The new meal at the servings the re-solved day gives it. */
  calories: kcalSchema,
  servings: z.number(),
  protein_g: z.number(),
  /** The whole day's energy once the meal is swapped and portions re-solved. */
  day_calories: kcalSchema,
  /** The day's other meals whose portions change with this choice (none when only this meal moves). */
  resized: z.array(resizedMealSchema),
});
export type SwapOption = z.infer<typeof swapOptionSchema>;

export interface SwapOptionsResponse {
  day: number;
  meal: number;
  options: SwapOption[];
  /** Set when `options` is empty. */
  refusal?: PlanRefusal;
}

/** The swap's answer: the changed plan record, and the day's other meals that were resized with it. */
export type SwapMealResponse = MealPlanRecord & { resized: ResizedMeal[] };
