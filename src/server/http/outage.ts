import type { Database } from "../db/database";
import { isDatabaseUnreachable } from "../db/db-errors";
import { AppError } from "./app-error";

// While the database is down (a PostgreSQL restart, a failover) requests answer a clean 503 with
// Retry-After, never a 500; the pool reconnects by itself once it is back.

export const OUTAGE_RETRY_AFTER_S = 5;
/** An unexpected error this soon after a failed connection is taken for part of the same outage. */
const OUTAGE_WINDOW_MS = 10_000;

export const serviceUnavailable = () =>
  new AppError("unavailable", "The service is briefly unavailable. Please try again in a few seconds.", {
    retryAfter: OUTAGE_RETRY_AFTER_S,
  });

/**
 * Whether an unexpected error comes from the database being unreachable: said by the error itself,
 * or (libraries such as Better Auth wrap errors and lose the cause) by a recent connection failure or
 * a ping that fails now.
 */
export async function duringOutage(err: unknown, database: Database): Promise<boolean> {
  if (isDatabaseUnreachable(err)) {
    database.noteFailure();
    return true;
  }
  return database.failedRecently(OUTAGE_WINDOW_MS) || !(await database.ping());
}
