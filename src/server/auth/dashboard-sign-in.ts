import { getSessionCookie } from "better-auth/cookies";
import type { MiddlewareHandler } from "hono";
import { isDashboardPath, signInAddress } from "../../shared/sign-in-return";
import type { AppEnv } from "../app-types";
import type { Auth } from "./create-auth";

/**
 * docs/product/routes.md: a signed-out visit to a dashboard address is answered by the server with a
 * redirect to the landing page's sign-in (carrying the address to return to), so the visitor's
 * browser never loads the app only to be sent away. Without a session cookie no database is read;
 * with one, Better Auth checks it (without renewing it: the app's own session call does that).
 */
export function sendSignedOutToSignIn(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !isDashboardPath(c.req.path)) return next();
    const headers = c.req.raw.headers;
    const signedIn =
      getSessionCookie(headers) !== null &&
      (await auth.api.getSession({ headers, query: { disableRefresh: true } })) !== null;
    if (signedIn) return next();
    const url = new URL(c.req.url);
    c.header("Cache-Control", "no-store");
    return c.redirect(signInAddress(`${url.pathname}${url.search}`), 302);
  };
}
