import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { createAuth } from "../../src/server/auth/create-auth";
import { type Config, loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/http/logger";
import { inProcessPlanRunner } from "../../src/server/services/in-process-plan-runner";
import type { TestDatabaseKind } from "./test-database";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  config: Config;
  /** Calls the app in process, as a browser on the same origin would. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
  /** Receives every log line (app and Better Auth) at debug level; without it, logs are silent. */
  logSink?: (line: string) => void,
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-test-"));
  const { database, drop } = await kind.open();
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    STATIC_DIR: path.join(dataDir, "no-client"),
    ...env,
  });
  const logger = logSink ? createLogger("debug", logSink) : createLogger("silent");
  const auth = createAuth(config, database, logger);
  const app = createApp({
    config,
    database,
    logger,
    auth,
    planRunner: inProcessPlanRunner(),
  });
  return {
    app,
    database,
    config,
    request: (pathname, init) =>
      Promise.resolve(app.request(new Request(`${config.baseUrl}${pathname}`, init))),
    close: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
