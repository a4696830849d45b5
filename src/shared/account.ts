import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, signInSchema } from "./auth";
import { cookingSchema } from "./cooking";
import { SETTINGS_PATH } from "./dashboard-paths";
import type { HouseholdMember } from "./household";
import type { MealPlanRecord } from "./meal-plan-api";
import { allergiesSchema, excludedFoodsSchema, nameSchema } from "./profile";
import { safeString } from "./text";
import { UNIT_SYSTEMS } from "./units";
import type { UserRecord } from "./user-api";

// Account self-service (docs/product/account.md): the forms of the reset page and the settings page,
// which the server also uses to check Better Auth's bodies (src/server/auth/auth-input.ts) and its own
// /api/users/settings and /api/users/export.

const email = signInSchema.shape.email;

const currentPassword = safeString({ error: "Required" })
  .min(1, { message: "Enter your current password" })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

/** A new password's length; how easy it is to guess is the server's check (password-strength.ts). */
export const newPasswordSchema = safeString({ error: "Required" })
  .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` });

/** Reset links carry Better Auth's 24-character token; anything much longer is not one. */
export const resetTokenSchema = safeString({ error: "This link has no reset code" })
  .min(1, { message: "This link has no reset code" })
  .max(200, { message: "This reset code is not valid" });

/** "Forgot password?": POST /api/auth/request-password-reset */
export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** The reset page's form: the new password typed twice. */
export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "The two passwords are not the same",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/reset-password */
export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, newPassword: z.string() });

/** The settings page's password form. */
export const changePasswordFormSchema = z
  .object({ currentPassword, newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "The two passwords are not the same",
    path: ["confirmPassword"],
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** POST /api/auth/change-password (the server always ends the other sessions). */
export const changePasswordRequestSchema = z.object({
  currentPassword,
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});

/** Where the confirmation link of a new address lands: the settings page, which says how it went. */
export const EMAIL_CHANGED_PATH = `${SETTINGS_PATH}?email=confirmed`;

/** POST /api/auth/change-email */
export const changeEmailSchema = z.object({
  newEmail: email,
  callbackURL: z.literal(EMAIL_CHANGED_PATH).optional(),
});
export type ChangeEmailValues = z.infer<typeof changeEmailSchema>;

/** POST /api/auth/delete-user: always with the password (never Better Auth's "fresh session" path). */
export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountValues = z.infer<typeof deleteAccountSchema>;

/** PATCH /api/users/settings: any of these; the fields left out stay as they are. */
export const settingsRequestSchema = z
  .object({
    name: nameSchema.optional(),
    units: z.enum(UNIT_SYSTEMS, { error: "Choose metric or imperial" }).optional(),
    allergies: allergiesSchema.optional(),
    excluded_foods: excludedFoodsSchema.optional(),
    cooking: cookingSchema.optional(),
  })
  .strict();
export type SettingsRequest = z.input<typeof settingsRequestSchema>;

/** GET /api/users/export: everything the account holds, as one JSON file. */
export interface AccountExport {
  exported_at: string;
  account: { id: string; name: string; email: string; created_at: string; sign_in_methods: string[] };
  profile: UserRecord | null;
  settings: { units: UserRecord["units"]; cooking: UserRecord["cooking"] };
  household_members: HouseholdMember[];
  plans: (MealPlanRecord & { plan_request: unknown })[];
  shares: { plan_id: string; url: string; include_profile: boolean; created_at: string }[];
  shopping_ticks: { plan_id: string; item: string; ticked_at: string }[];
}
