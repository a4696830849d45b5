import { z } from "zod";
import type { Allergen } from "./allergens";
import type { Cooking } from "./cooking";
import { profileInputSchema } from "./profile";
import { NAME_MAX, safeString } from "./text";
import type { UnitSystem } from "./units";

// Request and response shapes of the user API. The server validates with these and the web
// reads the same types.

const uidField = safeString().trim().min(1).max(200);

/** POST /api/users and POST /api/users/auto-create. The email always comes from the session. */
export const createUserRequestSchema = z.object({
  uid: uidField.optional(),
  email: safeString().max(320).optional(),
  name: safeString()
    .trim()
    .max(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` })
    .optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** PUT /api/users/profile: the profile fields plus the caller's uid. */
export const updateProfileRequestSchema = profileInputSchema.extend({ uid: uidField.optional() });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** The user record with its profile fields; fields not yet given are null. */
export interface UserRecord {
  uid: string;
  email: string;
  name: string;
  age: number | null;
  gender: string | null;
  height_cm: number | null;
  weight_kg: number | null;
  activity_level: string | null;
  country_region: string | null;
  food_preference: string | null;
  health_conditions: string[];
  foods_to_include: string[];
  allergies: Allergen[];
  excluded_foods: string[];
  units: UnitSystem;
  /** The person's cooking settings, or null for the defaults (src/shared/cooking.ts). */
  cooking: Cooking | null;
}

/**
 * "Profile complete" (docs/product/routes.md), the one rule server, client and CLI use: a profile
 * lacking any of these opens the wizard and cannot be planned: age, height, weight, activity, cuisine;
 * gender is here too because the energy equation needs it (the wizard always asks it, so only a
 * record made through the API can lack it). The diet is not: the goal screen falls back to "none".
 */
export const REQUIRED_PROFILE_FIELDS = [
  "age",
  "gender",
  "height_cm",
  "weight_kg",
  "activity_level",
  "country_region",
] as const satisfies readonly (keyof UserRecord)[];

export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

export function missingProfileFields(record: UserRecord | null | undefined): RequiredProfileField[] {
  if (!record) return [...REQUIRED_PROFILE_FIELDS];
  return REQUIRED_PROFILE_FIELDS.filter((f) => record[f] === null || record[f] === "");
}

export function isProfileComplete(record: UserRecord | null | undefined): boolean {
  return missingProfileFields(record).length === 0;
}
