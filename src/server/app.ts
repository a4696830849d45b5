import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import type { AppDeps, AppEnv } from "./app-types";
import { authRoutes } from "./auth/auth-routes";
import { sameOriginOnly } from "./auth/session";
import { AppError } from "./http/app-error";
import { errorFields } from "./http/logger";
import { mountStaticSite } from "./http/static-site";
import { healthRoutes } from "./routes/health-routes";
import { mealPlanRoutes } from "./routes/meal-plan-routes";
import { userRoutes } from "./routes/user-routes";

export type { AppDeps, AppEnv };

export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();

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
  app.use(compress());

  const api = new Hono<AppEnv>();
  api.use(sameOriginOnly(config.baseUrl));
  api.route("/health", healthRoutes(deps));
  api.route("/auth", authRoutes(deps.auth, config));
  api.route("/users", userRoutes(deps));
  api.route("/meal-plans", mealPlanRoutes(deps));
  api.all("*", (c) =>
    c.json({ error: "not_found", message: `No API route for ${c.req.method} ${c.req.path}` }, 404),
  );
  app.route("/api", api);

  app.onError((err, c) => {
    if (err instanceof AppError) return c.json(err.toJSON(), err.status);
    logger.error("unhandled error", { reqId: c.get("requestId"), path: c.req.path, ...errorFields(err) });
    return c.json({ error: "internal", message: "Something went wrong on our side. Please try again." }, 500);
  });

  if (!mountStaticSite(app, config.staticDir, config.baseUrl)) {
    app.get("*", (c) =>
      c.text("The web client is not built yet. Run `npm run build`, then start the server again.", 503),
    );
  }
  return app;
}
