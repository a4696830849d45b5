import type { Database } from "../db/database";
import { isDatabaseUnreachable, type StorageFault } from "../db/db-errors";
import { AppError } from "./app-error";

// While the database is down (a PostgreSQL restart, a failover) requests answer a clean 503 with
// Retry-After, never a 500; the pool reconnects by itself once it is back. Storage that is full or
// read-only answers 507 or 503 the same way, and service resumes as soon as writes work again.

export const OUTAGE_RETRY_AFTER_S = 5;
export const STORAGE_RETRY_AFTER_S = 60;
/** An unexpected error this soon after a failed connection is taken for part of the same outage. */
const OUTAGE_WINDOW_MS = 10_000;

export const serviceUnavailable = () =>
  new AppError("unavailable", "The service is briefly unavailable. Please try again in a few seconds.", {
    retryAfter: OUTAGE_RETRY_AFTER_S,
  });

export const storageUnavailable = (fault: StorageFault) =>
  fault === "full"
    ? new AppError(
        "insufficient_storage",
        "The server has run out of storage space, so nothing was saved. Please try again later.",
        { retryAfter: STORAGE_RETRY_AFTER_S },
      )
    : new AppError(
        "unavailable",
        "The database is read-only at the moment, so nothing was saved. Please try again later.",
        { retryAfter: STORAGE_RETRY_AFTER_S },
      );

/**
 * Whether an unexpected error comes from the database being unreachable: said by the error itself,
 * or (libraries such as Better Auth wrap errors and lose the cause) by a recent connection failure or
 * a ping that fails now. Only connection failures are noted as an outage (issue 24).
 */
export async function duringOutage(err: unknown, database: Database): Promise<boolean> {
  if (isDatabaseUnreachable(err)) {
    database.noteFailure();
    return true;
  }
  return database.failedRecently(OUTAGE_WINDOW_MS) || !(await database.ping());
}
