import { sql } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { appRateLimit } from "../db/schema";
import { AppError } from "./app-error";

// Fixed-window counters in the database, so every app instance counts the same requests.

export interface RateLimitRule {
  /** What is limited, e.g. "contact"; part of the key and the log. */
  name: string;
  max: number;
  windowMs: number;
}

/** Counts one request for `subject` and throws 429 with Retry-After seconds when over the limit. */
export async function consumeRateLimit(
  db: AppDb,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<void> {
  const key = `${rule.name}:${subject}`;
  const expired = now - rule.windowMs;
  const rows = await db
    .insert(appRateLimit)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: appRateLimit.key,
      set: {
        count: sql`case when ${appRateLimit.windowStart} <= ${expired} then 1 else ${appRateLimit.count} + 1 end`,
        windowStart: sql`case when ${appRateLimit.windowStart} <= ${expired} then ${now} else ${appRateLimit.windowStart} end`,
      },
    })
    .returning({ count: appRateLimit.count, started: appRateLimit.windowStart });
  const row = rows[0];
  if (row && row.count > rule.max) {
    const retryAfter = Math.max(1, Math.ceil((row.started + rule.windowMs - now) / 1000));
    throw new AppError("rate_limited", "Too many requests. Please try again later.", { retryAfter });
  }
}
