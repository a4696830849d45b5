import { z } from "zod";
import { CUISINES, DIETS, FITNESS_GOALS, MEAL_TYPES } from "./domain";

// The stored plan_data (decisions D7): the spec's shape (week_start, total_daily_calories, goals,
// days[] {day, meals[] {type, time, calories, name, ingredients, instructions}}) plus the fields the
// engine adds beside it. The web viewer, the PDF and the engine's tests read this one schema.

export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const grams = z.number().nonnegative();

export const planItemSchema = z.object({
  food_id: z.string().min(1),
  name: z.string().min(1),
  grams,
  /** Reference row: "USDA SR28 05064" or "IFCT2017 L003". */
  source: z.string().min(1),
});

export const planMealSchema = z.object({
  type: z.enum(MEAL_TYPES),
  time: z.string().regex(/^\d{1,2}:\d{2} (AM|PM)$/),
  calories: z.number().int().nonnegative(),
  name: z.string().min(1),
  /** Each starts with its amount: "120 g rolled oats", "250 ml whole milk". */
  ingredients: z.array(z.string().min(1)),
  instructions: z.array(z.string()),
  servings: z.number().positive(),
  protein_g: grams,
  carbs_g: grams,
  fat_g: grams,
  fiber_g: grams,
  sodium_mg: grams,
  recipe_id: z.string().min(1),
  items: z.array(planItemSchema).min(1),
  /** Cuisine of the recipe, so a viewer can show where the plan borrowed. */
  cuisine: z.enum(CUISINES),
  /** Set when the meal is a foods-to-include wish ("tea", "coffee", or the free text typed). */
  include_item: z.string().optional(),
});

export const nutrientTotalsSchema = z.object({
  calories: z.number().int().nonnegative(),
  protein_g: grams,
  carbs_g: grams,
  fat_g: grams,
  fiber_g: grams,
  sodium_mg: grams,
});

export const planDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  meals: z.array(planMealSchema).min(3),
  totals: nutrientTotalsSchema,
});

export const shoppingListSchema = z.array(
  z.object({
    aisle: z.string().min(1),
    items: z.array(z.object({ name: z.string().min(1), grams, display: z.string().min(1) })).min(1),
  }),
);

export const planDataSchema = z.object({
  week_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  total_daily_calories: z.number().int().positive(),
  goals: z.object({ fitness_goal: z.enum(FITNESS_GOALS), cuisine: z.enum(CUISINES) }),
  days: z.array(planDaySchema).length(7),
  diet: z.enum(DIETS),
  targets: nutrientTotalsSchema,
  shopping_list: shoppingListSchema,
  notes: z.array(z.string()),
  engine: z.object({ version: z.string().min(1), seed: z.number().int() }),
});

export type PlanItem = z.infer<typeof planItemSchema>;
export type PlanMeal = z.infer<typeof planMealSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type NutrientTotals = z.infer<typeof nutrientTotalsSchema>;
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export type PlanData = z.infer<typeof planDataSchema>;
