import { z } from "zod";
import { type FitnessGoal, MEAL_TYPES, type MealType } from "./domain";
import {
  ageField,
  allergiesSchema,
  excludedFoodsSchema,
  fitnessGoalSchema,
  fromDecimalText,
  numberField,
  profileInputSchema,
} from "./profile";

// Household members (docs/product/household.md): up to five people the owner plans for besides
// themselves, each with the profile's fields, validated by the profile's own field schemas, plus a
// goal and the meals they eat at home. Children (4–12) are planned for growth: their goal is maintain.

export const HOUSEHOLD_MAX_MEMBERS = 5;

/** A member of 4 to 12 is a child (docs/product/household.md); from 13 the profile's rules apply. */
export const CHILD_AGES = { min: 4, max: 12 } as const;
export const isChildAge = (age: number) => age <= CHILD_AGES.max;

/**
 * A child's body is smaller than the profile's bounds allow (100 cm, 30 kg from age 13), so a
 * member's figures are first read within a child's bounds, and an adult's are then held to the profile's.
 */
const CHILD_BODY_MIN = { height_cm: 80, weight_kg: 10 } as const;

export type MealsAtHome = { weekday: MealType[]; weekend: MealType[] };

/** Every meal of every day: where a member's meals at home start. */
export const allMealsAtHome = (): MealsAtHome => ({ weekday: [...MEAL_TYPES], weekend: [...MEAL_TYPES] });

const mealList = z
  .array(z.enum(MEAL_TYPES, { error: "Choose meals from the list" }))
  .max(MEAL_TYPES.length, { message: "Choose meals from the list" })
  .transform((list) => MEAL_TYPES.filter((m) => list.includes(m)));

/** The meals a member eats at home on weekdays and at weekends; someone away at lunch unticks it. */
export const mealsAtHomeSchema = z
  .object({ weekday: mealList, weekend: mealList }, { error: "Choose the meals this person eats at home" })
  .refine((m) => m.weekday.length + m.weekend.length > 0, {
    message: "Choose at least one meal this person eats at home",
  });

const profile = profileInputSchema.shape;

/** A member's fields as the API takes them: the profile's field schemas, `diet` for its food_preference. */
export const memberFieldsSchema = z.object({
  name: profile.name,
  age: ageField(CHILD_AGES.min, `Must be at least ${CHILD_AGES.min} years old`),
  gender: profile.gender,
  height_cm: numberField(
    CHILD_BODY_MIN.height_cm,
    `Height must be at least ${CHILD_BODY_MIN.height_cm}cm`,
    250,
    "Invalid height",
  ),
  weight_kg: numberField(
    CHILD_BODY_MIN.weight_kg,
    `Weight must be at least ${CHILD_BODY_MIN.weight_kg}kg`,
    300,
    "Invalid weight",
  ),
  activity_level: profile.activity_level,
  diet: profile.food_preference,
  health_conditions: profile.health_conditions,
  allergies: allergiesSchema.default([]),
  excluded_foods: excludedFoodsSchema.default([]),
  /** Left out for a child, who is always planned to maintain. */
  fitness_goal: fitnessGoalSchema.optional(),
  meals_at_home: mealsAtHomeSchema.default(allMealsAtHome),
});

type Body = { age: number; height_cm: number; weight_kg: number };

/** From 13 a member's height and weight are held to the profile's bounds, with its messages. */
export function adultBodyRules(v: Body, ctx: z.RefinementCtx) {
  if (isChildAge(v.age)) return;
  for (const key of ["height_cm", "weight_kg"] as const) {
    const checked = profile[key].safeParse(v[key]);
    for (const issue of checked.error?.issues ?? []) {
      ctx.addIssue({ code: "custom", message: issue.message, path: [key] });
    }
  }
}

export const CHILD_GOAL_MESSAGE = "A child's goal is always maintain: children are planned for growth";

/** POST and PUT /api/household/members: every field; a child's goal comes back as maintain. */
export const memberInputSchema = memberFieldsSchema
  .superRefine((v, ctx) => {
    adultBodyRules(v, ctx);
    if (isChildAge(v.age) && v.fitness_goal !== undefined && v.fitness_goal !== "maintain") {
      ctx.addIssue({ code: "custom", message: CHILD_GOAL_MESSAGE, path: ["fitness_goal"] });
    }
    if (!isChildAge(v.age) && v.fitness_goal === undefined) {
      ctx.addIssue({ code: "custom", message: "Please choose a goal", path: ["fitness_goal"] });
    }
  })
  .transform((v) => ({
    ...v,
    fitness_goal: (isChildAge(v.age) ? "maintain" : v.fitness_goal) as FitnessGoal,
  }));

export type MemberInput = z.output<typeof memberInputSchema>;
export type MemberRequest = z.input<typeof memberInputSchema>;

/** The settings form's fields: the same rules, with body figures read from text inputs. */
export const memberFormFieldsSchema = memberFieldsSchema.extend({
  age: z.preprocess(fromDecimalText, memberFieldsSchema.shape.age),
  height_cm: z.preprocess(fromDecimalText, memberFieldsSchema.shape.height_cm),
  weight_kg: z.preprocess(fromDecimalText, memberFieldsSchema.shape.weight_kg),
});

/** One stored member, as the API answers it. */
export type HouseholdMember = MemberInput & { id: string; created_at: string };

/** GET /api/household/members: the owner's members, oldest first. */
export interface HouseholdMembersPage {
  members: HouseholdMember[];
  max_members: number;
}
