import { Hono } from "hono";
import { shoppingTickRequestSchema } from "../../shared/plan-share-api";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { parseJsonBody } from "../http/validate";
import { listTicks, setTick } from "../services/shopping-tick-service";

// Under /api/meal-plans: the owner's ticks on a plan's shopping list.
export function shoppingRoutes({ auth, database }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));
  app.get("/:id/shopping-ticks", async (c) => c.json(await listTicks(db, c.get("user"), c.req.param("id"))));
  app.put("/:id/shopping-ticks", async (c) => {
    const body = await parseJsonBody(c, shoppingTickRequestSchema);
    return c.json(await setTick(db, c.get("user"), c.req.param("id"), body));
  });
  return app;
}
