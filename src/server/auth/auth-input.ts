import { APIError } from "better-auth/api";
import { z } from "zod";
import {
  changeEmailSchema,
  changePasswordRequestSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from "../../shared/account";
import { accountImageSchema, accountNameSchema, signInSchema, signUpSchema } from "../../shared/auth";
import { NAME_MAX } from "../../shared/text";

// Better Auth validates its own bodies loosely (any length of name, any string as image). Its
// endpoints are checked here with the shared form schemas before they run, so an account row never
// holds what our forms refuse; users made by a provider (Google) are cleaned up the same way.

const image = accountImageSchema.nullish();

// Passwords' lengths on sign-up are Better Auth's own rule (same figures), with its own messages.
const BODY_RULES: Record<string, z.ZodType> = {
  "/sign-up/email": signUpSchema.pick({ name: true }).extend({ image }),
  "/sign-in/email": signInSchema,
  "/update-user": z.object({ name: accountNameSchema.optional(), image }),
  // Account self-service (docs/product/account.md). New passwords' lengths are Better Auth's rule.
  "/request-password-reset": forgotPasswordSchema,
  "/reset-password": resetPasswordRequestSchema,
  "/change-password": changePasswordRequestSchema,
  "/change-email": changeEmailSchema,
  "/delete-user": deleteAccountSchema,
};

/** The first message per field, as our own API reports them. */
function fieldsOf(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** Checks the body of the Better Auth endpoints in BODY_RULES; throws 400 with field messages. */
export function checkAuthInput(ctx: { path: string; body?: unknown }): void {
  const schema = BODY_RULES[ctx.path];
  if (!schema) return;
  const result = schema.safeParse(ctx.body ?? {});
  if (result.success) return;
  const fields = fieldsOf(result.error);
  const message = Object.entries(fields)
    .map(([k, m]) => `${k}: ${m[0]}`)
    .join("; ");
  throw new APIError("BAD_REQUEST", { code: "VALIDATION_ERROR", error: "validation", message, fields });
}

/** Removes what the database cannot store and clips to `max` UTF-16 units without splitting a pair. */
export function cleanText(value: string, max: number): string {
  let out = "";
  for (const ch of value.trim()) {
    // Iterating by code point leaves a lone surrogate as a one-unit string of its own.
    if (ch === "\u0000" || (ch.length === 1 && /[\uD800-\uDFFF]/.test(ch))) continue;
    if (out.length + ch.length > max) break;
    out += ch;
  }
  return out.trim();
}

/** A provider's name and picture, made to fit our rules rather than refusing the person's sign-in. */
export function cleanUserFields<T extends { name?: unknown; image?: unknown }>(user: T): T {
  const out = { ...user };
  if (typeof out.name === "string") out.name = cleanText(out.name, NAME_MAX);
  if (out.image !== undefined && out.image !== null && !accountImageSchema.safeParse(out.image).success) {
    out.image = null;
  }
  return out;
}
