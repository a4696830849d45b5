import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./http/logger";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

export type AppEnv = { Variables: { requestId: string } };
