import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { isDashboardSubpath } from "../shared/dashboard-paths";
import type { AppDeps, AppEnv } from "./app-types";
import { authRoutes } from "./auth/auth-routes";
import { sendSignedOutToSignIn } from "./auth/dashboard-sign-in";
import { sameOriginOnly } from "./auth/session";
import { storageFault } from "./db/db-errors";
import { AppError } from "./http/app-error";
import { limitBody } from "./http/body-limit";
import { closeConnectionWhenDone } from "./http/connection-close";
import { errorFields } from "./http/logger";
import { noStore } from "./http/no-store";
import { duringOutage, serviceUnavailable, storageUnavailable } from "./http/outage";
import { securityHeaders } from "./http/security-headers";
import { refuseWhileDraining } from "./http/shutdown";
import { builtImageOrigins, mountStaticSite } from "./http/static-site";
import { configRoutes } from "./routes/config-routes";
import { contactRoutes } from "./routes/contact-routes";
import { foodRoutes } from "./routes/food-routes";
import { healthRoutes } from "./routes/health-routes";
import { householdRoutes } from "./routes/household-routes";
import { mealPlanRoutes } from "./routes/meal-plan-routes";
import { sharedPlanRoutes, shareOwnerRoutes } from "./routes/share-routes";
import { shoppingRoutes } from "./routes/shopping-routes";
import { subscriptionRoutes } from "./routes/subscription-routes";
import { swapRoutes } from "./routes/swap-routes";
import { userRoutes } from "./routes/user-routes";
import { isSharedToken } from "./services/plan-share-service";

export type { AppDeps, AppEnv };

export const MAX_BODY_BYTES = 64 * 1024;

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use(securityHeaders({ baseUrl: config.baseUrl, imageOrigins: builtImageOrigins(config.staticDir) }));
  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info("request", {
      reqId: c.get("requestId"),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(closeConnectionWhenDone(deps.drain));
  app.use(refuseWhileDraining(deps.drain));
  app.use(compress());

  const api = new Hono<AppEnv>();
  api.use(noStore());
  api.use(limitBody(MAX_BODY_BYTES));
  api.use(sameOriginOnly(config.baseUrl));
  api.route("/health", healthRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/users", userRoutes(deps));
  api.route("/household", householdRoutes(deps));
  api.route("/meal-plans", mealPlanRoutes(deps));
  api.route("/contact", contactRoutes(deps));
  api.route("/subscriptions", subscriptionRoutes(deps));
  api.route("/meal-plans", swapRoutes(deps));
  api.route("/meal-plans", shoppingRoutes(deps));
  api.route("/meal-plans", shareOwnerRoutes(deps));
  api.route("/shared", sharedPlanRoutes(deps));
  api.route("/config", configRoutes(deps));
  api.route("/foods", foodRoutes());
  api.all("*", (c) =>
    c.json({ error: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.route("/api", api);

  const answer = (c: Context<AppEnv>, err: AppError) => {
    if (err.details?.retryAfter) c.header("Retry-After", String(err.details.retryAfter));
    return c.json(err.toJSON(), err.status);
  };
  app.onError(async (err, c) => {
    if (err instanceof AppError) return answer(c, err);
    const where = { reqId: c.get("requestId"), path: c.req.path, ...errorFields(err) };
    const fault = storageFault(err);
    if (fault) {
      deps.database.storage.note(fault);
      logger.error("storage fault", { ...where, fault });
      return answer(c, storageUnavailable(fault));
    }
    if (await duringOutage(err, deps.database)) {
      logger.warn("database unavailable", where);
      return answer(c, serviceUnavailable());
    }
    logger.error("unhandled error", where);
    return c.json({ error: "internal", message: "Something went wrong on our side. Please try again." }, 500);
  });

  app.use(sendSignedOutToSignIn(deps.auth));
  // A shared plan's page answers 404 once sharing stops (docs/product/sharing.md), and is never indexed.
  app.use("/shared/*", async (c, next) => {
    await next();
    c.header("X-Robots-Tag", "noindex, nofollow");
  });
  const guards = {
    "/shared/*": (p: string) =>
      isSharedToken(deps.database.db, p.replace(/^\/shared\//, "").replace(/\/+$/, "")),
    "/dashboard/*": async (p: string) => isDashboardSubpath(p),
  };
  if (!mountStaticSite(app, config.staticDir, config, guards)) {
    app.get("*", (c) =>
      c.text("The web client is not built yet. Run `npm run build`, then start the server again.", 503),
    );
  }
  return app;
}
