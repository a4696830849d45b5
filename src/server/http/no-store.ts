import type { MiddlewareHandler } from "hono";

// API answers carry profiles, plans and sessions: no cache may keep them (issue 24). That is every
// answer to a signed-in caller, and every answer to a GET or HEAD, the only requests a cache stores.
// An anonymous POST (sign-up, sign-in, contact) is never stored by a cache anyway; marking it too
// kept Chromium from ever finishing a no-store answer the page left unread (the sign-up dialog reads
// only the status), so the browser tests never saw the network go idle.

const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;

export function keepOutOfCaches(method: string, cookie: string | undefined): boolean {
  return method === "GET" || method === "HEAD" || SESSION_COOKIE.test(cookie ?? "");
}

/** `Cache-Control: no-store` unless the route sets its own (public answers the same for everyone). */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    // Before the route runs: its own answer and an error's both carry it; its own header replaces it.
    if (keepOutOfCaches(c.req.method, c.req.header("cookie"))) c.header("Cache-Control", "no-store");
    await next();
  };
}
