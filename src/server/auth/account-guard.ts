import { dictionary } from "@zxcvbn-ts/language-common";
import { APIError } from "better-auth/api";
import { and, eq, gt, gte } from "drizzle-orm";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/auth";
import type { AppDb } from "../db/database";
import { appRateLimit } from "../db/schema";
import { consumeRateLimit, type RateLimitRule } from "../http/rate-limit";

// Account protections around Better Auth's endpoints: a per-account limit on failed sign-ins (its
// own limiter counts per address only, so 20 addresses could try 200 passwords on one account), a
// list of common passwords refused, and sessions capped at 30 days from sign-in.

/** Ten wrong passwords for one account in 15 minutes, from any number of addresses. */
export const SIGN_IN_FAILURES: RateLimitRule = { name: "sign-in-failures", max: 10, windowMs: 15 * 60_000 };
/** A session lasts this long without use (idle timeout), renewed at most daily while used… */
export const SESSION_IDLE_S = 7 * 24 * 3600;
/** …and never beyond this from sign-in. */
export const SESSION_MAX_MS = 30 * 24 * 3600 * 1000;

// zxcvbn-ts's common-password list (about 49,000, most common first), kept offline.
const COMMON = new Set(dictionary["passwords-common"]);
export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

const NEW_PASSWORD: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

const accountKey = (email: unknown) => (typeof email === "string" ? email.trim().toLowerCase() : "");

/** What the guards read of a Better Auth hook's context. */
export interface AuthHookContext {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: Better Auth types every endpoint's body as any.
  body?: any;
  context: { returned?: unknown };
}

/** Refuses common passwords, and sign-ins to an account that has had too many failures lately. */
export async function accountGuardBefore(db: AppDb, ctx: AuthHookContext): Promise<void> {
  const field = NEW_PASSWORD[ctx.path];
  const candidate = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
  // Length is Better Auth's own rule, with its own message ("Password too short"): checked first.
  const inBounds =
    typeof candidate === "string" && candidate.length >= PASSWORD_MIN && candidate.length <= PASSWORD_MAX;
  if (inBounds && isCommonPassword(candidate)) {
    throw new APIError("BAD_REQUEST", {
      code: "PASSWORD_TOO_COMMON",
      message: "This password is one of the most common ones. Choose one that is harder to guess.",
    });
  }
  if (ctx.path !== "/sign-in/email") return;
  const key = accountKey(ctx.body?.email);
  if (!key) return;
  const now = Date.now();
  // The same answer whether or not the account exists: the counter is per address typed.
  const [row] = await db
    .select({ count: appRateLimit.count, started: appRateLimit.windowStart })
    .from(appRateLimit)
    .where(
      and(
        eq(appRateLimit.key, `${SIGN_IN_FAILURES.name}:${key}`),
        gt(appRateLimit.windowStart, now - SIGN_IN_FAILURES.windowMs),
        gte(appRateLimit.count, SIGN_IN_FAILURES.max),
      ),
    )
    .limit(1);
  if (row) {
    const retryAfter = Math.max(1, Math.ceil((row.started + SIGN_IN_FAILURES.windowMs - now) / 1000));
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { code: "ACCOUNT_LOCKED", message: "Too many failed sign-ins for this account. Try again later." },
      { "Retry-After": String(retryAfter) },
    );
  }
}

/** Counts a failed sign-in against the account; a successful one clears the count. */
export async function accountGuardAfter(db: AppDb, ctx: AuthHookContext): Promise<void> {
  if (ctx.path !== "/sign-in/email") return;
  const key = accountKey(ctx.body?.email);
  if (!key) return;
  const returned = ctx.context.returned as { statusCode?: number } | undefined;
  if (returned?.statusCode === 401) {
    // The counter only records here; the refusal happens before the next attempt runs.
    await consumeRateLimit(db, { ...SIGN_IN_FAILURES, max: Number.MAX_SAFE_INTEGER }, key);
  } else if (returned && !(returned instanceof Error)) {
    await db.delete(appRateLimit).where(eq(appRateLimit.key, `${SIGN_IN_FAILURES.name}:${key}`));
  }
}

/** Keeps a renewed session's expiry within SESSION_MAX_MS of when it was created. */
export function capSessionExpiry<T extends { expiresAt?: Date }>(
  update: T,
  createdAt: Date | undefined,
): { data: T } {
  if (!update.expiresAt || !createdAt) return { data: update };
  const cap = new Date(createdAt.getTime() + SESSION_MAX_MS);
  return { data: update.expiresAt > cap ? { ...update, expiresAt: cap } : update };
}
