import { z } from "zod";
import { ACTIVITY_LEVELS, CUISINES, DIETS, FITNESS_GOALS, GENDERS } from "./domain";
import { unitSystemSchema } from "./units";

// One schema for the wizard's form and the server's validation (spec §5, messages word for word).

const numberField = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z.coerce
    .number({ error: "Required" })
    .refine((n) => Number.isFinite(n), { message: "Required" })
    .pipe(z.number().min(min, { message: minMessage }).max(max, { message: maxMessage }));

export const nameSchema = z
  .string({ error: "Name must be at least 2 characters" })
  .trim()
  .min(2, { message: "Name must be at least 2 characters" })
  .max(100, { message: "Name must be at most 100 characters" });

const freeTextList = z.array(z.string().trim().min(1).max(80)).max(20).default([]);

export const profileInputSchema = z.object({
  name: nameSchema,
  age: numberField(13, "Must be at least 13 years old", 120, "Invalid age"),
  gender: z.enum(GENDERS, { error: "Please select a gender" }),
  height_cm: numberField(100, "Height must be at least 100cm", 250, "Invalid height"),
  weight_kg: numberField(30, "Weight must be at least 30kg", 300, "Invalid weight"),
  activity_level: z.enum(ACTIVITY_LEVELS, { error: "Please select an activity level" }),
  // The spec stores the cuisine in country_region; any non-empty value passes the form, but only
  // known cuisines can be planned, so the server narrows it with cuisineSchema where it plans.
  country_region: z
    .string({ error: "Please select a cuisine preference" })
    .trim()
    .min(1, { message: "Please select a cuisine preference" })
    .max(40),
  food_preference: z.enum(DIETS, { error: "Please select a food preference" }),
  health_conditions: freeTextList,
  foods_to_include: freeTextList,
  /** How amounts are shown; height and weight above are always metric. */
  units: unitSystemSchema,
});

export type ProfileInput = z.infer<typeof profileInputSchema>;
export type ProfileFormValues = z.input<typeof profileInputSchema>;

/** Fields each wizard step validates before Next (spec §5 step gating). */
export const WIZARD_STEP_FIELDS = {
  1: ["name", "age", "gender"],
  2: ["height_cm", "weight_kg"],
  3: ["activity_level", "country_region", "food_preference"],
  4: [],
  5: [],
} as const satisfies Record<number, readonly (keyof ProfileInput)[]>;

export const cuisineSchema = z.enum(CUISINES, { error: "Please select a cuisine preference" });
export const fitnessGoalSchema = z.enum(FITNESS_GOALS, { error: "Please choose a goal" });
