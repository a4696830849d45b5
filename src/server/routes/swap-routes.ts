import { Hono } from "hono";
import { swapMealRequestSchema } from "../../shared/plan-swap";
import type { AppDeps, AppEnv } from "../app-types";
import { requireSession } from "../auth/session";
import { parseJsonBody } from "../http/validate";
import { listSwapOptions, swapPlanMeal } from "../services/plan-swap-service";

// Decisions D17, under /api/meal-plans: the alternatives for one meal, and the swap itself (owner only).
export function swapRoutes({ auth, database, planRunner }: AppDeps) {
  const deps = { db: database.db, runner: planRunner };
  const app = new Hono<AppEnv>();
  app.use(requireSession(auth));
  const path = "/:id/days/:day/meals/:meal";
  app.get(`${path}/alternatives`, async (c) => {
    const { id, day, meal } = c.req.param();
    return c.json(await listSwapOptions(deps, c.get("user"), id, day, meal));
  });
  app.post(`${path}/swap`, async (c) => {
    const { id, day, meal } = c.req.param();
    const body = await parseJsonBody(c, swapMealRequestSchema);
    return c.json(await swapPlanMeal(deps, c.get("user"), id, day, meal, body));
  });
  return app;
}
