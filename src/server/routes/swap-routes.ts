import { type Context, Hono } from "hono";
import { dayParamSchema, mealIndexParamSchema, swapMealRequestSchema } from "../../shared/plan-swap";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { consumeRateLimit } from "../http/rate-limit";
import { parseJsonBody, parseWith } from "../http/validate";
import { planWorkQuota } from "../services/plan-quota";
import { listSwapOptions, swapPlanMeal } from "../services/plan-swap-service";

// docs/product/plan-changes.md, under /api/meal-plans: the alternatives for one meal, and the swap itself
// (owner only).
export function swapRoutes({ auth, database, planRunner, config }: AppDeps) {
  const deps = { db: database.db, runner: planRunner };
  const quota = planWorkQuota(config).swap;
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));
  const path = "/:id/days/:day/meals/:meal";
  const target = (c: Context<AppEnv>) => ({
    day: parseWith(dayParamSchema, c.req.param("day")),
    meal: parseWith(mealIndexParamSchema, c.req.param("meal")),
  });
  app.get(`${path}/alternatives`, async (c) => {
    await consumeRateLimit(database.db, quota, c.get("user").id);
    return c.json(await listSwapOptions(deps, c.get("user"), c.req.param("id"), target(c)));
  });
  app.post(`${path}/swap`, async (c) => {
    await consumeRateLimit(database.db, quota, c.get("user").id);
    const meal = target(c);
    const body = await parseJsonBody(c, swapMealRequestSchema);
    return c.json(await swapPlanMeal(deps, c.get("user"), c.req.param("id"), meal, body));
  });
  return app;
}
