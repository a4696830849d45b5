import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-types";
import { OUTAGE_RETRY_AFTER_S } from "../http/outage";

/** For load balancers and operators: 200 while the database answers, 503 (with Retry-After) while not. */
export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const up = await database.ping();
    c.header("Cache-Control", "no-store");
    if (!up) c.header("Retry-After", String(OUTAGE_RETRY_AFTER_S));
    return c.json(
      { status: up ? "ok" : "degraded", database: { kind: database.kind, reachable: up } },
      up ? 200 : 503,
    );
  });
}
