import { Hono } from "hono";
import { sharePlanRequestSchema } from "../../shared/plan-share-api";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { parseJsonBody } from "../http/validate";
import { findShare, findSharedPlan, sharePlan, stopSharing } from "../services/plan-share-service";

// docs/product/sharing.md. Owner side under /api/meal-plans/:id/share; the public side is /api/shared/:token.
export function shareOwnerRoutes({ auth, database, config }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));
  // Not shared is an answer, not an error: `null` (a 404 here would read as a missing plan).
  app.get("/:id/share", async (c) =>
    c.json(await findShare(db, c.get("user"), c.req.param("id"), config.baseUrl)),
  );
  app.put("/:id/share", async (c) => {
    const body = await parseJsonBody(c, sharePlanRequestSchema);
    return c.json(
      await sharePlan(db, c.get("user"), c.req.param("id"), body.include_profile, config.baseUrl),
    );
  });
  app.delete("/:id/share", async (c) => {
    await stopSharing(db, c.get("user"), c.req.param("id"));
    return c.body(null, 204);
  });
  return app;
}

export function sharedPlanRoutes({ database }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/:token", async (c) => {
    // A shared plan is for the people it was sent to, not for search engines or shared caches.
    c.header("X-Robots-Tag", "noindex, nofollow");
    c.header("Cache-Control", "private, no-store");
    return c.json(await findSharedPlan(database.db, c.req.param("token")));
  });
  return app;
}
