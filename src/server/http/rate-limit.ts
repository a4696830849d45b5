import { and, eq, gt, sql } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { appRateLimit } from "../db/schema";
import { tooManyRequests } from "./app-error";

// Fixed-window counters in the database, so every app instance counts the same requests.

export interface RateLimitRule {
  /** What is limited, e.g. "contact"; part of the key and the log. */
  name: string;
  max: number;
  windowMs: number;
}

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`;

/** Counts one event for `subject` in the rule's window; the count after it, and when the window began. */
export async function countEvent(
  db: AppDb,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<{ count: number; started: number }> {
  const expired = now - rule.windowMs;
  const rows = await db
    .insert(appRateLimit)
    .values({ key: keyOf(rule, subject), count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: appRateLimit.key,
      set: {
        count: sql`case when ${appRateLimit.windowStart} <= ${expired} then 1 else ${appRateLimit.count} + 1 end`,
        windowStart: sql`case when ${appRateLimit.windowStart} <= ${expired} then ${now} else ${appRateLimit.windowStart} end`,
      },
    })
    .returning({ count: appRateLimit.count, started: appRateLimit.windowStart });
  return rows[0] ?? { count: 1, started: now };
}

const retryAfterS = (rule: RateLimitRule, started: number, now: number) =>
  Math.max(1, Math.ceil((started + rule.windowMs - now) / 1000));

/** Counts one request for `subject` and throws 429 with Retry-After seconds when over the limit. */
export async function consumeRateLimit(
  db: AppDb,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<void> {
  const row = await countEvent(db, rule, subject, now);
  if (row.count > rule.max) {
    throw tooManyRequests("Too many requests. Please try again later.", retryAfterS(rule, row.started, now));
  }
}

/** Seconds until `subject` may try again (0: now), without counting anything. */
export async function blockedFor(
  db: AppDb,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<number> {
  const [row] = await db
    .select({ count: appRateLimit.count, started: appRateLimit.windowStart })
    .from(appRateLimit)
    .where(and(eq(appRateLimit.key, keyOf(rule, subject)), gt(appRateLimit.windowStart, now - rule.windowMs)))
    .limit(1);
  return row && row.count >= rule.max ? retryAfterS(rule, row.started, now) : 0;
}

export async function clearRateLimit(db: AppDb, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(appRateLimit).where(eq(appRateLimit.key, keyOf(rule, subject)));
}
