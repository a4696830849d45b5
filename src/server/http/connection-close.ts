import type { Context, MiddlewareHandler } from "hono";
import type { Drain } from "./shutdown";

// An answer given before the request's body was read (a 413 for a declared 10 MB, a 401 or 429 on a
// POST) left the unread body on a connection kept alive: the next request on it was read from the
// middle of that body and reset (issue 24: all 32 unanswered fuzz requests). Such answers now say
// Connection: close, as do all answers while the server drains for shutdown.

function hasBody(c: Context): boolean {
  const length = c.req.header("content-length");
  return c.req.header("transfer-encoding") !== undefined || (length !== undefined && length.trim() !== "0");
}

/** Sets a header on the answer, copying it first when its headers are immutable (a fetched Response). */
export function setAnswerHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

export function closeConnectionWhenDone(drain: Drain | undefined): MiddlewareHandler {
  return async (c, next) => {
    // The request as it came off the wire: body-limit replaces c.req.raw with a buffered copy.
    const wire = c.req.raw;
    const body = hasBody(c);
    await next();
    if (drain?.draining || (body && !wire.bodyUsed)) setAnswerHeader(c, "Connection", "close");
  };
}
