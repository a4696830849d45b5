import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-types";

export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const up = await database.ping();
    return c.json(
      { status: up ? "ok" : "degraded", database: { kind: database.kind, reachable: up } },
      up ? 200 : 503,
    );
  });
}
