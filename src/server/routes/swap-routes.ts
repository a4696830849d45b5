import { Hono } from "hono";
import { swapMealRequestSchema } from "../../shared/plan-swap";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { consumeRateLimit } from "../http/rate-limit";
import { parseJsonBody } from "../http/validate";
import { planWorkQuota } from "../services/plan-quota";
import { listSwapOptions, swapPlanMeal } from "../services/plan-swap-service";

// Decisions D17, under /api/meal-plans: the alternatives for one meal, and the swap itself (owner only).
export function swapRoutes({ auth, database, planRunner, config }: AppDeps) {
  const deps = { db: database.db, runner: planRunner };
  const quota = planWorkQuota(config).swap;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));
  const path = "/:id/days/:day/meals/:meal";
  app.get(`${path}/alternatives`, async (c) => {
    const { id, day, meal } = c.req.param();
    await consumeRateLimit(database.db, quota, c.get("user").id);
    return c.json(await listSwapOptions(deps, c.get("user"), id, day, meal));
  });
  app.post(`${path}/swap`, async (c) => {
    const { id, day, meal } = c.req.param();
    await consumeRateLimit(database.db, quota, c.get("user").id);
    const body = await parseJsonBody(c, swapMealRequestSchema);
    return c.json(await swapPlanMeal(deps, c.get("user"), id, day, meal, body));
  });
  return app;
}
