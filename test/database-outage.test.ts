import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/create-auth";
import { loadConfig } from "../src/server/config";
import { type Database, openDatabase } from "../src/server/db/database";
import { isDatabaseUnreachable } from "../src/server/db/db-errors";
import { subscription } from "../src/server/db/schema";
import { createLogger } from "../src/server/http/logger";
import { inProcessPlanRunner } from "../src/server/services/in-process-plan-runner";
import { jsonInit } from "./support/auth-helpers";
import { createScratchDatabase } from "./support/test-database";

// Issue 13, database faults: while PostgreSQL cannot be reached every call answers a clean 503 with
// Retry-After and /api/health says so; a connection lost under a transaction neither crashes the
// process nor leaves half a transaction behind. (`npm run test:faults` restarts a real server.)

describe("while PostgreSQL is unreachable", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-outage-"));
  // Nothing listens on port 1: every connection is refused, as during a restart.
  const database = openDatabase({ url: "postgres://postgres@127.0.0.1:1/nutriweek" });
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const logger = createLogger("silent");
  const app = createApp({
    config,
    database,
    logger,
    auth: createAuth(config, database, logger),
    planRunner: inProcessPlanRunner(),
  });
  const request = async (p: string, init?: RequestInit) =>
    app.request(new Request(`${config.baseUrl}${p}`, init));
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("reports the database as unreachable on /api/health", async () => {
    const res = await request("/api/health");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({
      status: "degraded",
      database: { kind: "postgres", reachable: false, storage: "unknown" },
    });
  });

  it("answers every kind of call with 503 JSON and Retry-After, never a 500", async () => {
    // A correctly signed session cookie, so the session is looked up in the database.
    const token = "x".repeat(32);
    const signature = createHmac("sha256", config.authSecret).update(token).digest("base64");
    const cookie = `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
    const calls: [string, RequestInit | undefined][] = [
      ["/api/meal-plans", { headers: { cookie } }],
      ["/api/users", { headers: { cookie } }],
      ["/api/auth/get-session", { headers: { cookie } }],
      ["/api/auth/sign-in/email", jsonInit("POST", { email: "a@example.com", password: "long-enough-1" })],
      [
        "/api/auth/sign-up/email",
        jsonInit("POST", { name: "A", email: "a@example.com", password: "long-enough-1" }),
      ],
      [
        "/api/contact",
        jsonInit("POST", { name: "A", email: "a@example.com", subject: "Hi", message: "Hello" }),
      ],
      ["/api/subscriptions", jsonInit("POST", { email: "a@example.com" })],
      ["/api/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", undefined],
    ];
    for (const [p, init] of calls) {
      const res = await request(p, init);
      expect([p, res.status]).toEqual([p, 503]);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).error).toBe("unavailable");
    }
  }, 60_000);
});

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)("a PostgreSQL connection lost mid-transaction", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let dbName = "";
  beforeAll(async () => {
    const scratch = await createScratchDatabase(adminUrl ?? "");
    drop = scratch.drop;
    dbName = new URL(scratch.url).pathname.slice(1);
    database = openDatabase({ url: scratch.url });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const terminateAppConnections = async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [dbName],
    );
    await admin.end();
  };

  it("fails the transaction cleanly, writes none of it, and the next request reconnects", async () => {
    const email = "half-written@example.com";
    const attempt = database.db.transaction(async (tx) => {
      await tx.insert(subscription).values({ email });
      await terminateAppConnections();
      // The client is checked out here; the server has gone away under it.
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(sql`select 1`);
    });
    const err = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnreachable(err)).toBe(true);
    expect(await database.ping()).toBe(true);
    expect(await database.db.select().from(subscription).where(eq(subscription.email, email))).toEqual([]);
    // Idle connections dropped by the server are replaced too.
    await terminateAppConnections();
    await new Promise((r) => setTimeout(r, 200));
    expect(await database.ping()).toBe(true);
  });
});
