import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/create-auth";
import { ConfigError, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/database";
import { createLogger, errorFields } from "./http/logger";
import { closeGracefully, createDrain, SHUTDOWN_DEADLINE_MS } from "./http/shutdown";
import { mayPlanSoon } from "./plan-pool/plan-soon";
import { defaultPlanWorkers, PlanPool } from "./plan-pool/pool";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    // Another process took the embedded data folder: stop before writing anything more.
    onLockLost: (message) => {
      logger.error("data folder lock lost", { detail: message });
      process.stderr.write(`${message}\n`);
      process.exit(1);
    },
  });
  await database.migrate();
  const auth = createAuth(config, database, logger);
  // Plans are built on worker threads, leaving a core for the thread that answers requests; PDFs
  // are drawn on threads of their own. Neither starts with the server: the planning threads when
  // someone signs in or opens their plans (plan-pool/plan-soon.ts), the PDF thread on a first download.
  const planRunner = new PlanPool({
    size: config.planWorkers ?? defaultPlanWorkers(),
    pdfSize: config.pdfWorkers,
  });
  const drain = createDrain();
  const app = createApp({ config, database, logger, auth, planRunner, drain });

  const fetch: typeof app.fetch = (request, ...rest) => {
    if (mayPlanSoon(new URL(request.url).pathname)) planRunner.prepare();
    return app.fetch(request, ...rest);
  };

  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info("listening", { url: config.baseUrl, port: info.port, database: database.kind });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Requests already sent are answered (finished, or 503 with Retry-After), then the database is
    // released. Should closing itself hang, the process still ends.
    setTimeout(() => {
      logger.warn("forced exit");
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS + 5_000).unref();
    const clean = await closeGracefully(server, drain);
    if (!clean) logger.warn(`requests still running after ${SHUTDOWN_DEADLINE_MS / 1000} s were cut off`);
    await planRunner.close().catch((err) => logger.error("plan pool close failed", errorFields(err)));
    await database.close().catch((err) => logger.error("database close failed", errorFields(err)));
    logger.info("stopped");
    process.exit(clean ? 0 : 1);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
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
