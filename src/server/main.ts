import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/create-auth";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/database";
import { createLogger, errorFields } from "./http/logger";
import { defaultPlanWorkers, PlanPool } from "./plan-pool/pool";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const auth = createAuth(config, database, logger);
  // Plans are built on worker threads, leaving a core for the thread that answers requests.
  const planRunner = new PlanPool({ size: config.planWorkers ?? defaultPlanWorkers() });
  const app = createApp({ config, database, logger, auth, planRunner });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { url: config.baseUrl, port: info.port, database: database.kind });
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Stop accepting, let in-flight requests finish, then release the database.
    server.close(async () => {
      await planRunner.close().catch((err) => logger.error("plan pool close failed", errorFields(err)));
      await database.close().catch((err) => logger.error("database close failed", errorFields(err)));
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("forced exit after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `NutriWeek failed to start: ${err instanceof Error ? (err.stack ?? err.message) : err}\n`,
    );
  }
  process.exit(1);
});
