import type { MiddlewareHandler } from "hono";
import type { AppEnv, SessionUser } from "../app-types";
import { AppError, unauthenticated } from "../http/app-error";
import type { Auth } from "./create-auth";

/**
 * Who is calling, from the session cookie; 401 "Authentication required" without one
 * (docs/product/identity-and-access.md).
 */
export function requireSession(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Several route groups share the /api/meal-plans prefix, each guarded: look the session up once.
    if (c.get("user")) return next();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw unauthenticated();
    c.set("user", { id: session.user.id, email: session.user.email, name: session.user.name });
    await next();
  };
}

/** A uid named in a path or body must be the caller's own (docs/product/identity-and-access.md). */
export function assertSelf(user: SessionUser, uid: string | undefined) {
  if (uid !== undefined && uid !== user.id) {
    throw new AppError("forbidden", "You can only access your own account");
  }
}

/** Refuses state-changing calls from other sites (a browser always sends Origin on those). */
export function sameOriginOnly(baseUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(baseUrl).origin;
  return async (c, next) => {
    if (!["GET", "HEAD", "OPTIONS"].includes(c.req.method)) {
      const origin = c.req.header("origin");
      const site = c.req.header("sec-fetch-site");
      if ((origin && origin !== allowed) || (!origin && site === "cross-site")) {
        throw new AppError("forbidden", "Cross-site requests are not allowed");
      }
    }
    await next();
  };
}
