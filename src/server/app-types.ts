import type { Auth } from "./auth/create-auth";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { Logger } from "./http/logger";
import type { Drain } from "./http/shutdown";
import type { PlanRunner } from "./services/plan-runner";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  auth: Auth;
  planRunner: PlanRunner;
  /** Set while the server shuts down: new requests answer 503 and connections close (http/shutdown.ts). */
  drain?: Drain;
}

export type AppEnv = { Variables: { requestId: string; user: SessionUser } };

/** The signed-in caller, as the session says. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
}
