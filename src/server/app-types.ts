import type { Auth } from "./auth/create-auth";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./http/logger";
import type { PlanRunner } from "./services/plan-runner";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  planRunner: PlanRunner;
}

export type AppEnv = { Variables: { requestId: string; user: SessionUser } };

/** The signed-in caller, as the session says. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
