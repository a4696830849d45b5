import { z } from "zod";

// The auth dialog's forms (spec §5: every field required; e-mail and password typed). Passwords are
// at least 8 characters, as the server enforces.

export const PASSWORD_MIN = 8;

const email = z
  .string()
  .trim()
  .min(1, { message: "Required" })
  .email({ message: "Enter a valid email address" });

export const signInSchema = z.object({
  email,
  password: z.string().min(1, { message: "Required" }),
});
export type SignInValues = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().min(1, { message: "Required" }).max(100),
  email,
  password: z
    .string()
    .min(1, { message: "Required" })
    .min(PASSWORD_MIN, { message: `Password must be at least ${PASSWORD_MIN} characters` })
    .max(128, { message: "Password must be at most 128 characters" }),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

/** Decisions D10: the sign-in methods this server offers (GET /api/config/auth-methods). */
export interface AuthMethods {
  email: true;
  google: boolean;
}
