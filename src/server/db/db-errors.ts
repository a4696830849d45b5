// Which failures mean "the database cannot be reached right now" rather than a bug: they answer 503
// with Retry-After instead of 500 (issue 13: a PostgreSQL restart).

/** Socket errors, and SQLSTATE classes 08 (connection), 57P0x (shutdown, starting up) and 53300. */
const CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN|08\w{3}|57P0[1-4]|53300)$/;
const MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|terminating connection|the database system is (starting up|shutting down|in recovery mode)|Connection refused/i;

/** Whether an error, or any error it wraps, says the database connection failed. */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === "object" && i < 6; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && CODES.test(code)) return true;
    if (typeof message === "string" && MESSAGES.test(message)) return true;
  }
  return false;
}
