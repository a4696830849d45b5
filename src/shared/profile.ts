import { z } from "zod";
import { ALLERGENS } from "./allergens";
import { cookingSchema } from "./cooking";
import { ACTIVITY_LEVELS, CUISINES, DIETS, FITNESS_GOALS, GENDERS } from "./domain";
import { NAME_MAX, safeString } from "./text";
import { unitSystemSchema } from "./units";

// One schema for the wizard's form and the server's validation, with the messages the wizard shows.
// The API takes body figures only as JSON numbers (age a whole one, as its column is); the wizard's
// text inputs give strings, so its form schema reads plain decimals first (profileFormSchema).

export const numberField = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z.number({ error: "Required" }).min(min, { message: minMessage }).max(max, { message: maxMessage });

/** An age from `min`: the profile's from 13, a household member's from 4 (src/shared/household.ts). */
export const ageField = (min: number, minMessage: string) =>
  numberField(min, minMessage, 120, "Invalid age").int({ message: "Age must be a whole number" });
const ageSchema = ageField(13, "Must be at least 13 years old");
const heightSchema = numberField(100, "Height must be at least 100cm", 250, "Invalid height");
const weightSchema = numberField(30, "Weight must be at least 30kg", 300, "Invalid weight");

export const nameSchema = safeString({ error: "Name must be at least 2 characters" })
  .trim()
  .min(2, { message: "Name must be at least 2 characters" })
  .max(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` });

/** Health conditions and foods to include: ticked values and typed "Other" text. */
export const LIST_LIMITS = { items: 20, itemLength: 80 } as const;
export const freeTextList = z
  .array(
    safeString()
      .trim()
      .min(1, { message: "Must not be empty" })
      .max(LIST_LIMITS.itemLength, { message: `Keep it under ${LIST_LIMITS.itemLength} characters` }),
  )
  .max(LIST_LIMITS.items, { message: `At most ${LIST_LIMITS.items} items` })
  .default([]);

/** Ticked allergen groups (docs/product/allergies.md): each at most once, in the list's order. */
export const allergiesSchema = z
  .array(z.enum(ALLERGENS, { error: "Choose allergies from the list" }))
  .max(ALLERGENS.length, { message: "Choose allergies from the list" })
  .transform((list) => ALLERGENS.filter((a) => list.includes(a)));

/** Foods a person does not eat, as typed: "mushrooms", "coriander". */
export const excludedFoodsSchema = freeTextList
  .unwrap()
  .transform((list) => [...new Map(list.map((t) => [t.toLowerCase(), t])).values()]);

export const profileInputSchema = z.object({
  name: nameSchema,
  age: ageSchema,
  gender: z.enum(GENDERS, { error: "Please select a gender" }),
  height_cm: heightSchema,
  weight_kg: weightSchema,
  activity_level: z.enum(ACTIVITY_LEVELS, { error: "Please select an activity level" }),
  // The spec stores the cuisine in country_region; any non-empty value passes the form, but only
  // known cuisines can be planned, so the server narrows it with cuisineSchema where it plans.
  country_region: safeString({ error: "Please select a cuisine preference" })
    .trim()
    .min(1, { message: "Please select a cuisine preference" })
    .max(40),
  food_preference: z.enum(DIETS, { error: "Please select a food preference" }),
  health_conditions: freeTextList,
  foods_to_include: freeTextList,
  // Left out, the saved lists stay as they are: an older client must not wipe someone's allergies.
  allergies: allergiesSchema.optional(),
  excluded_foods: excludedFoodsSchema.optional(),
  /** Hands-on minutes a day and leftovers (src/shared/cooking.ts); left out, the saved ones stay. */
  cooking: cookingSchema.optional(),
  /** How amounts are shown; height and weight above are always metric. */
  units: unitSystemSchema,
});

export type ProfileInput = z.infer<typeof profileInputSchema>;

/** "72", " 72.5 " → a number; anything else ("0x1e", "1e3", "") is left for the number check to refuse. */
export const fromDecimalText = (v: unknown) => {
  if (typeof v !== "string") return v;
  const t = v.trim();
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : t === "" ? undefined : v;
};

/** The wizard's form: the same rules, with body figures read from text inputs. */
export const profileFormSchema = profileInputSchema.extend({
  age: z.preprocess(fromDecimalText, ageSchema),
  height_cm: z.preprocess(fromDecimalText, heightSchema),
  weight_kg: z.preprocess(fromDecimalText, weightSchema),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** Fields each wizard step validates before Next. */
export const WIZARD_STEP_FIELDS = {
  1: ["name", "age", "gender"],
  2: ["height_cm", "weight_kg"],
  3: ["activity_level", "country_region", "food_preference"],
  4: [],
  5: [],
} as const satisfies Record<number, readonly (keyof ProfileInput)[]>;

export const cuisineSchema = z.enum(CUISINES, { error: "Please select a cuisine preference" });
export const fitnessGoalSchema = z.enum(FITNESS_GOALS, { error: "Please choose a goal" });
