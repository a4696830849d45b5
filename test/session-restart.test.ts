import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../src/server/app";
import { createAuth } from "../src/server/auth/create-auth";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database";
import { createLogger } from "../src/server/http/logger";
import { inProcessPlanRunner } from "../src/server/services/in-process-plan-runner";
import { cookieFrom, jsonInit, uniqueEmail } from "./support/auth-helpers";
import { createScratchDatabase } from "./support/test-database";

// A restart is a new process: new database connection, new auth instance, same data and secret.
function boot(dataDir: string, url: string | undefined) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    DATABASE_URL: url ?? "",
  });
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const app = createApp({
    config,
    database,
    logger: createLogger("silent"),
    auth: createAuth(config, database, createLogger("silent")),
    planRunner: inProcessPlanRunner(),
  });
  const request = (p: string, init?: RequestInit) =>
    Promise.resolve(app.request(new Request(`${config.baseUrl}${p}`, init)));
  return { database, request };
}

const targets: {
  name: string;
  url: () => Promise<{ url: string | undefined; drop: () => Promise<void> }>;
}[] = [{ name: "pglite on disk", url: async () => ({ url: undefined, drop: async () => {} }) }];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) targets.push({ name: "postgres", url: () => createScratchDatabase(adminUrl) });

describe.each(targets)("a session after a server restart ($name)", (target) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-restart-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is still valid", async () => {
    const { url, drop } = await target.url();
    const first = boot(dataDir, url);
    await first.database.migrate();
    const email = uniqueEmail();
    const res = await first.request(
      "/api/auth/sign-up/email",
      jsonInit("POST", { name: "Kai", email, password: "long-enough-1" }),
    );
    expect(res.status).toBe(200);
    const signIn = await first.request(
      "/api/auth/sign-in/email",
      jsonInit("POST", { email, password: "long-enough-1" }),
    );
    const cookie = cookieFrom(signIn);
    await first.database.close();

    const second = boot(dataDir, url);
    await second.database.migrate();
    const session = await second.request("/api/auth/get-session", { headers: { cookie } });
    expect((await session.json())?.user?.email).toBe(email);
    await second.database.close();
    await drop();
  });
});
