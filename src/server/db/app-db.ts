import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The Drizzle database the app uses, on PGlite or PostgreSQL alike. */
export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;
