// Which failures mean "the database cannot be reached right now" rather than a bug: they answer 503
// with Retry-After instead of 500 (issue 13: a PostgreSQL restart). And which mean storage is full or
// read-only (issue 24): 507 or 503, with a clear message, until a write works again.

/** Socket errors of a connection the driver opened (they carry the failed system call). */
const SOCKET_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;
/** SQLSTATE classes 08 (connection), 57P0x (shutdown, starting up) and 53300 (too many connections). */
const SQLSTATES = /^(08\w{3}|57P0[1-4]|53300)$/;
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Connection refused/i;

type ErrorLike = { code?: unknown; message?: unknown; syscall?: unknown };

function* chain(err: unknown): Generator<ErrorLike> {
  for (let e = err, i = 0; e && typeof e === "object" && i < 6; e = (e as { cause?: unknown }).cause, i++) {
    yield e as ErrorLike;
  }
}

/**
 * Whether an error, or any error it wraps, says the database connection failed. A socket code counts
 * only with its system call: a request body that broke off ("aborted", ECONNRESET) has none, and is
 * the caller's mistake, not an outage (issue 24).
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (const { code, message, syscall } of chain(err)) {
    if (typeof code === "string" && SQLSTATES.test(code)) return true;
    if (typeof code === "string" && SOCKET_CODES.test(code) && typeof syscall === "string") return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
  }
  return false;
}

export type StorageFault = "full" | "read_only";

/**
 * Full: SQLSTATE 53100 (disk_full, "could not extend file …: No space left on device"), ENOSPC, or a
 * quota (EDQUOT). Read-only: 25006 (a read-only transaction, a standby) or EROFS.
 */
export function storageFault(err: unknown): StorageFault | null {
  for (const { code, message } of chain(err)) {
    if (code === "53100" || code === "ENOSPC" || code === "EDQUOT") return "full";
    if (code === "25006" || code === "EROFS") return "read_only";
    if (typeof message === "string" && /No space left on device|Disk quota exceeded/i.test(message))
      return "full";
    if (typeof message === "string" && /Read-only file system/i.test(message)) return "read_only";
  }
  return null;
}
