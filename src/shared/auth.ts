import { z } from "zod";
import { NAME_MAX, safeString } from "./text";

// The auth dialog's forms (every field required; e-mail and password typed). Passwords are
// at least 8 characters, as the server enforces. The server checks Better Auth's own endpoints with
// the same fields (src/server/auth/auth-input.ts), so the account row never holds what these refuse.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
/** Profile pictures come from Google; an address longer than this is not one. */
export const IMAGE_URL_MAX = 2048;

const email = safeString({ error: "Required" })
  .trim()
  .min(1, { message: "Required" })
  .max(EMAIL_MAX, { message: `Email must be at most ${EMAIL_MAX} characters` })
  .pipe(z.email({ message: "Enter a valid email address" }));

export const accountNameSchema = safeString({ error: "Required" })
  .trim()
  .min(1, { message: "Required" })
  .max(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters` });

/** Only a web address may be shown as a picture: never `javascript:` or `data:`. */
export const accountImageSchema = safeString()
  .max(IMAGE_URL_MAX, { message: `Image address must be at most ${IMAGE_URL_MAX} characters` })
  .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), { message: "Image must be an http(s) address" });

export const signInSchema = z.object({
  email,
  password: safeString({ error: "Required" })
    .min(1, { message: "Required" })
    .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` }),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: accountNameSchema,
  email,
  password: safeString({ error: "Required" })
    .min(1, { message: "Required" })
    .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
    .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` }),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/** docs/product/sign-in-methods.md: the sign-in methods this server offers (GET /api/config/auth-methods). */
export interface AuthMethods {
  email: true;
  google: boolean;
}
