import type { ServerType } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { AppError } from "./app-error";

// SIGTERM (issue 24): every request sent before it is answered, finished or with a 503 and
// Retry-After, never reset. Closing the listener at once reset the connections the system had already
// accepted but the app had not read yet (4 to 7 of 12 plan generations in flight). So the listener
// stays open a moment while new requests are answered 503, every answer from then on closes its
// connection, then the listener closes with the idle keep-alive connections, and the requests still
// running finish.

/** How long connections are still accepted (and answered 503) after the signal. */
export const ACCEPT_AFTER_SIGNAL_MS = 1_000;
/** Requests still running this long after the signal are cut off. */
export const SHUTDOWN_DEADLINE_MS = 10_000;
export const RESTART_RETRY_AFTER_S = 5;

export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin: () => {
      draining = true;
    },
  };
}

/** While draining, every new request is a 503 with Retry-After: another instance, or this one restarted, will answer. */
export function refuseWhileDraining(drain: Drain | undefined): MiddlewareHandler {
  return async (_c, next) => {
    if (drain?.draining) {
      throw new AppError("unavailable", "The server is restarting. Please try again in a few seconds.", {
        retryAfter: RESTART_RETRY_AFTER_S,
      });
    }
    await next();
  };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

/**
 * Drains and closes the server: true when every connection ended by the deadline, false when the
 * ones still open had to be cut.
 */
export async function closeGracefully(
  server: ServerType,
  drain: Drain,
  { acceptMs = ACCEPT_AFTER_SIGNAL_MS, deadlineMs = SHUTDOWN_DEADLINE_MS } = {},
): Promise<boolean> {
  const started = Date.now();
  drain.begin();
  await sleep(acceptMs);
  // A timer can fire before the data that arrived meanwhile is read: read it first, so a request
  // already on the wire is answered rather than dropped with its "idle" connection.
  await new Promise((r) => setImmediate(r));
  // close() stops listening and closes idle keep-alive connections; busy ones close after their answer.
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  const inTime = await Promise.race([closed, sleep(deadlineMs - (Date.now() - started)).then(() => false)]);
  if (!inTime && "closeAllConnections" in server) server.closeAllConnections();
  return inTime;
}
