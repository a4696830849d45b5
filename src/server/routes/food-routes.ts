import { Hono } from "hono";
import { matchExcludedFood } from "../../planner/food-index";
import { foodMatchQuerySchema } from "../../shared/food-match-api";
import type { AppEnv } from "../app-types";
import { parseWith } from "../http/validate";

// The wizard's "foods I don't eat" search: public (the food table is no secret) and cacheable.
export function foodRoutes() {
  const app = new Hono<AppEnv>();
  app.get("/match", (c) => {
    const { q } = parseWith(foodMatchQuerySchema, c.req.query());
    c.header("Cache-Control", "public, max-age=3600");
    return c.json(matchExcludedFood(q));
  });
  return app;
}
