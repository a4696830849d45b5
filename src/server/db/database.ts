import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock";
import * as schema from "./schema";

export type AppDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: AppDb;
  kind: "pglite" | "postgres";
  /** Applies committed migrations; safe to run on every start and from several instances at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL. */
  url?: string | undefined;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as AppDb,
    kind: "postgres",
    async migrate() {
      const client = await pool.connect();
      try {
        // Instances starting together take turns; the migrator then skips what is applied.
        await client.query("select pg_advisory_lock(727274)");
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => {});
        client.release();
      }
    },
    ping: () => pingWith(db as unknown as AppDb),
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined): Database {
  // Throws DataDirLockedError, naming the holder, while another process has the folder open.
  const lock = dataDir ? lockDataDir(dataDir) : undefined;
  const client = new PGlite(dataDir ? path.join(dataDir, "pglite") : undefined);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as AppDb,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: () => pingWith(db as unknown as AppDb),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function pingWith(db: AppDb): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** The committed drizzle/ folder, found from this file whether it runs from src/ or from the dist/ bundle. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("Cannot find the drizzle/ migrations folder next to the application");
}
