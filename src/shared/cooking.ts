import { z } from "zod";

// How much cooking a person will do (docs/product/cooking-time.md): hands-on minutes on a weekday
// and on a weekend day, and whether a meal may be cooked once and eaten again later. The profile,
// the plan request and the engine read the same schema and defaults.

export const COOKING_DEFAULTS = { weekday_minutes: 40, weekend_minutes: 75, leftovers: true } as const;

/** The range a person can choose: below 15 minutes no day of three meals can be cooked. */
export const COOKING_MINUTES_MIN = 15;
export const COOKING_MINUTES_MAX = 240;

const minutes = z
  .number({ error: "Enter the minutes as a number" })
  .int("Use whole minutes")
  .min(COOKING_MINUTES_MIN, `At least ${COOKING_MINUTES_MIN} minutes: three meals need some cooking`)
  .max(COOKING_MINUTES_MAX, `At most ${COOKING_MINUTES_MAX} minutes`);

export const cookingSchema = z.strictObject({
  weekday_minutes: minutes,
  weekend_minutes: minutes,
  leftovers: z.boolean(),
});

export type Cooking = z.infer<typeof cookingSchema>;

/** The person's settings, or the defaults where they chose none. */
export function cookingOf(c: Cooking | null | undefined): Cooking {
  return c ?? { ...COOKING_DEFAULTS };
}
