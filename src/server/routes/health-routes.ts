import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../app-types";
import { OUTAGE_RETRY_AFTER_S, STORAGE_RETRY_AFTER_S } from "../http/outage";

/**
 * For load balancers and operators: 200 while the database answers and takes writes; 503 (with
 * Retry-After) while it is unreachable, or while its storage is full or read-only (`storage`).
 */
export function healthRoutes({ database }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const reachable = await database.ping();
    const fault = reachable ? await database.storage.check() : null;
    const ok = reachable && !fault;
    c.header("Cache-Control", "no-store");
    if (!ok) c.header("Retry-After", String(reachable ? STORAGE_RETRY_AFTER_S : OUTAGE_RETRY_AFTER_S));
    const storage = reachable ? (fault ?? "ok") : "unknown";
    return c.json(
      { status: ok ? "ok" : "degraded", database: { kind: database.kind, reachable, storage } },
      ok ? 200 : 503,
    );
  });
}
