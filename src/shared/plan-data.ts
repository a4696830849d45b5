import { z } from "zod";
import { ALLERGENS } from "./allergens";
import { CUISINES, DIETS, FITNESS_GOALS, MEAL_TYPES } from "./domain";
import { HOUSEHOLD_MAX_MEMBERS } from "./household";
import { isoDateSchema, WEEKDAY_NAMES } from "./plan-dates";

// The stored plan_data (docs/product/plan-data-shape.md): the original shape (week_start, total_daily_calories,
// goals, days[] {day, meals[] {type, time, calories, name, ingredients, instructions}}) plus the fields the
// engine adds beside it. The web viewer, the PDF and the engine's tests read this one schema.

/** Weekday names, Monday first: a plan's days follow its own start day (plan-dates.ts `weekDates`). */
export const WEEKDAYS = WEEKDAY_NAMES;

const grams = z.number().nonnegative();

/**
 * Calories are stored with one decimal, computed from the items, so a meal's calories are its items'
 * (a 2.4 kcal cup of tea is 2.4, not 2) and a day's are the sum of its meals. Plans stored before
 * (whole numbers) still parse. People read whole kilocalories: every screen rounds with `shownKcal`.
 */
export const kcalSchema = z
  .number()
  .nonnegative()
  .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-6, "calories have at most one decimal");

/** Whole kilocalories, as the web, the PDF and any text show them. */
export const shownKcal = (kcal: number): number => Math.round(kcal);

/**
 * A day's meals in whole kilocalories that add up to the day's shown total: 400.4 and 300.4 read 401
 * and 300 beside a total of 701, not 400 + 300 beside 701. Each meal is its calories rounded down or
 * up; the ones rounded up are those a unit changes least (a 412.3 kcal lunch, not a 2.4 kcal tea).
 */
export function wholeKcals(kcals: readonly number[]): number[] {
  const total = shownKcal(kcals.reduce((a, b) => a + b, 0));
  const out = kcals.map((k) => Math.floor(k + 1e-9));
  let left = total - out.reduce((a, b) => a + b, 0);
  const cost = (i: number) => {
    const k = kcals[i] ?? 0;
    const up = (out[i] ?? 0) + 1 - k;
    return up >= 1 - 1e-9 ? Number.POSITIVE_INFINITY : up / Math.max(k, 1e-9);
  };
  const order = kcals.map((_, i) => i).sort((a, b) => cost(a) - cost(b) || a - b);
  for (const i of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left--;
  }
  return out;
}

/** A meal of the plan named by its day and type: leftovers point at the meal they come from. */
export const mealRefSchema = z.object({ day: z.enum(WEEKDAY_NAMES), type: z.enum(["lunch", "dinner"]) });

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
  calories: kcalSchema,
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
  /**
   * Cooking time (docs/product/cooking-time.md): hands-on minutes, minutes to the table on the day,
   * and work to start before the day. Absent in plans made before it was recorded.
   */
  prep_minutes: z.number().int().nonnegative().optional(),
  total_minutes: z.number().int().nonnegative().optional(),
  ahead: z.string().min(1).optional(),
  /**
   * Cook once, eat twice (docs/product/cooking-time.md): a meal cooked for later meals names them in
   * `cooks_for`; each of those names it in `leftover_of`, by its day (weekday name) and meal type.
   */
  cooks_for: z.array(mealRefSchema).min(1).optional(),
  leftover_of: mealRefSchema.optional(),
  /** Ingredients swapped because the person must not eat them: "sunflower oil" instead of "peanut oil". */
  substitutes: z.array(z.object({ from: z.string().min(1), to: z.string().min(1) })).optional(),
  /**
   * The pot (docs/product/household.md, docs/product/cooking-time.md): what is cooked at this meal for
   * everyone who shares it, the owner's and each sharing member's servings summed, and, when the meal
   * cooks for later meals, their later portions too, as ingredient lines and steps in the pot's
   * amounts. `later_only` marks a pot of the owner's own portions alone (a meal cooked for later meals
   * that no member shares). Absent on a meal cooked for itself and nobody else, on a leftover meal
   * (nothing is cooked) and in plans made before it.
   */
  pot: z
    .object({
      servings: z.number().positive(),
      ingredients: z.array(z.string().min(1)),
      instructions: z.array(z.string()),
      later_only: z.literal(true).optional(),
    })
    .optional(),
});

export const nutrientTotalsSchema = z.object({
  calories: kcalSchema,
  protein_g: grams,
  carbs_g: grams,
  fat_g: grams,
  fiber_g: grams,
  sodium_mg: grams,
});

export const planDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  /**
   * The day's date (docs/product/plans-over-time.md); `day` is its weekday name. Plans made before
   * dates were stored lack it: readers count it from week_start (plan-dates.ts `datesOfPlan`).
   */
  date: isoDateSchema.optional(),
  meals: z.array(planMealSchema).min(3),
  totals: nutrientTotalsSchema,
  /** The day's cooking: the sums of its meals' hands-on and total minutes. */
  cooking_minutes: z
    .object({ hands_on: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
    .optional(),
});

/**
 * One line of the week's shopping: `display` in the unit the food is bought in ("4 avocados (about
 * 670 g)", "1 bunch", "2 cans (400 g each)"); `pantry` for what most kitchens hold, listed apart as
 * "Check you have" (docs/product/shopping-list.md). Plans made before it have no `pantry`.
 */
export const shoppingItemSchema = z.object({
  name: z.string().min(1),
  grams,
  display: z.string().min(1),
  pantry: z.boolean().optional(),
});

export const shoppingListSchema = z.array(
  z.object({ aisle: z.string().min(1), items: z.array(shoppingItemSchema).min(1) }),
);

/**
 * A household member's meal (docs/product/household.md): the same recipe as the owner's meal of the
 * same day and type when it is shared (one pot, each person's servings), or the member's own dish,
 * with `own_dish_reason` the rule that kept the shared one from them ("allergies", "diet_foods",
 * "recipe_version", "child_caffeine", or a day rule such as "energy").
 */
export const memberMealSchema = z.object({
  type: z.enum(MEAL_TYPES),
  recipe_id: z.string().min(1),
  name: z.string().min(1),
  servings: z.number().positive(),
  calories: kcalSchema,
  protein_g: grams,
  carbs_g: grams,
  fat_g: grams,
  fiber_g: grams,
  sodium_mg: grams,
  items: z.array(planItemSchema).min(1),
  own_dish_reason: z.string().min(1).optional(),
  /** A portion of a meal the member ate earlier in the week (cook once, eat twice). */
  leftover_of: mealRefSchema.optional(),
});

/** A member's day: only the meals they eat at home (none on a day away). */
export const memberDaySchema = z.object({
  day: z.enum(WEEKDAYS),
  date: isoDateSchema.optional(),
  meals: z.array(memberMealSchema),
  totals: nutrientTotalsSchema,
});

/** One household member's week beside the owner's (docs/product/household.md). */
export const planMemberSchema = z.object({
  member_id: z.string().min(1),
  name: z.string().min(1),
  goal: z.enum(FITNESS_GOALS),
  /** The member's full-day targets (a day with meals away is held to the share eaten at home). */
  targets: nutrientTotalsSchema,
  days: z.array(memberDaySchema).length(7),
});

export const planDataSchema = z.object({
  /** The plan's first day, the one the person chose (docs/product/plans-over-time.md). */
  week_start: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  total_daily_calories: z.number().int().positive(),
  goals: z.object({ fitness_goal: z.enum(FITNESS_GOALS), cuisine: z.enum(CUISINES) }),
  days: z.array(planDaySchema).length(7),
  diet: z.enum(DIETS),
  targets: nutrientTotalsSchema,
  shopping_list: shoppingListSchema,
  notes: z.array(z.string()),
  /** What every meal of the plan leaves out (allergies and foods the person does not eat); absent when nothing is. */
  free_from: z
    .object({ allergies: z.array(z.enum(ALLERGENS)), excluded_foods: z.array(z.string().min(1)) })
    .optional(),
  /**
   * The week's variety as data: recipes the variety fallback let appear a third time (rules/variety),
   * which the checker reads. Absent when the normal rule held.
   */
  variety: z.object({ third_use: z.array(z.string().min(1)).min(1) }).optional(),
  /**
   * Day rules the week was planned without because no week could keep them (search/rule-relaxation):
   * only the same-food rule may be set aside, and the notes say so. The checker reads it. Absent when
   * every rule held.
   */
  relaxed_rules: z
    .array(z.enum(["one_food"]))
    .min(1)
    .optional(),
  /**
   * The hands-on budget the week was planned within: the person's (or the defaults) and the minutes
   * a day added when no week fitted it (search/cooking-budget). Absent in plans made before it.
   */
  cooking_budget: z
    .object({
      weekday_minutes: z.number().int().positive(),
      weekend_minutes: z.number().int().positive(),
      extra_minutes: z.number().int().nonnegative(),
    })
    .optional(),
  /**
   * The shares of energy the engine held this plan's fat and carbohydrate to (keto, diabetes and PCOS
   * change them: src/shared/nutrition-figures.ts), so the nutrition bars use the plan's own bands.
   * Absent in plans made before it.
   */
  energy_shares: z
    .object({
      fat_min: z.number().positive(),
      fat_max: z.number().positive(),
      carbs_max: z.number().positive(),
    })
    .optional(),
  engine: z.object({ version: z.string().min(1), seed: z.number().int() }),
  /**
   * A household plan (docs/product/household.md): each member's week. The owner's week above keeps
   * its shape, and `shopping_list` is then the household's, everyone's portions summed.
   */
  members: z.array(planMemberSchema).max(HOUSEHOLD_MAX_MEMBERS).optional(),
});

/**
 * The engine's own view of one member's week when it checks it (planner/check): a plan in the
 * owner's shape whose days hold only the meals eaten at home, so a day may have fewer than three.
 */
export const homeWeekSchema = planDataSchema.extend({
  days: z.array(planDaySchema.extend({ meals: z.array(planMealSchema) })).length(7),
});

export type PlanItem = z.infer<typeof planItemSchema>;
export type PlanMeal = z.infer<typeof planMealSchema>;
export type MealRef = z.infer<typeof mealRefSchema>;
export type PlanDay = z.infer<typeof planDaySchema>;
export type NutrientTotals = z.infer<typeof nutrientTotalsSchema>;
export type ShoppingItem = z.infer<typeof shoppingItemSchema>;
export type ShoppingList = z.infer<typeof shoppingListSchema>;
export type PlanData = z.infer<typeof planDataSchema>;
export type MemberMeal = z.infer<typeof memberMealSchema>;
export type MemberDay = z.infer<typeof memberDaySchema>;
export type PlanMember = z.infer<typeof planMemberSchema>;
