import { redact, scrubText } from "./redact";

// Structured logs: one JSON object per line, no request bodies. Every line goes through redact(), so
// a secret or a profile value handed to the logger by mistake (or inside a library's error) is
// replaced before it is written.

type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: Level | "silent",
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const log = (lvl: Level) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const safe = fields ? (redact(fields) as Record<string, unknown>) : {};
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: scrubText(msg), ...safe }));
  };
  return { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") };
}

/** SQLSTATE (PostgreSQL, PGlite) or a socket error code (ECONNREFUSED) somewhere in the cause chain. */
function databaseError(err: unknown): { code: string; message: string } | null {
  for (let e = err, i = 0; e && typeof e === "object" && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && typeof message === "string" && /^([0-9A-Z]{5}|E[A-Z]+)$/.test(code)) {
      return { code, message };
    }
  }
  return null;
}

/**
 * What to log about an error. A database error is logged with its code and message only: the
 * driver's wrapper repeats the query with every parameter (a whole profile) in its message and stack.
 */
export function errorFields(err: unknown): Record<string, unknown> {
  const db = databaseError(err);
  if (db) return { err: db.message, dbCode: db.code };
  return err instanceof Error ? { err: err.message, stack: err.stack } : { err: String(err) };
}
