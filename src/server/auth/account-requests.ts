import { eq } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { user, verification } from "../db/schema";
import { AppError } from "../http/app-error";
import { consumeRateLimit, type RateLimitRule } from "../http/rate-limit";

// What auth-routes.ts adds around Better Auth's account self-service endpoints
// (docs/product/account.md).

/**
 * Better Auth endpoints this app does not offer. Sign-up does not verify addresses, so a request to
 * (re)send a verification mail would only let strangers mail our users.
 */
const NOT_OFFERED = new Set(["/send-verification-email"]);

export function assertOffered(path: string, method: string): void {
  if (NOT_OFFERED.has(path)) {
    throw new AppError("not_found", `No API route for ${method} /api/auth${path}`);
  }
}

/**
 * Reset links for one address: three an hour, counted whether or not the address has an account, so
 * nobody can fill a person's inbox and the limit tells nothing. (Better Auth also limits each caller.)
 */
export const RESET_MAILS: RateLimitRule = { name: "password-reset-address", max: 3, windowMs: 60 * 60_000 };

export async function assertResetMailAllowed(
  db: AppDb,
  path: string,
  email: string | undefined,
): Promise<void> {
  if (path !== "/request-password-reset" || !email) return;
  await consumeRateLimit(db, RESET_MAILS, email.trim().toLowerCase()).catch((err: unknown) => {
    if (err instanceof AppError && err.code === "rate_limited") {
      throw new AppError(
        "rate_limited",
        "Too many reset links were asked for this address. Please try again later.",
        err.details,
      );
    }
    throw err;
  });
}

/** A reset's new password is checked against the account's name and address, found by its token. */
export async function resetAccountWords(db: AppDb, token: unknown): Promise<(string | undefined)[]> {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) return [];
  const [row] = await db
    .select({ name: user.name, email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`))
    .limit(1);
  return row ? [row.name, row.email] : [];
}

/** The body Better Auth receives: changing the password always ends the other sessions. */
export function forwardedBody(path: string, raw: string, body: Record<string, unknown>): string {
  if (path === "/change-password" && Object.keys(body).length > 0) {
    return JSON.stringify({ ...body, revokeOtherSessions: true });
  }
  return raw;
}
