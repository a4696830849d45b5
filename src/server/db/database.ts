import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { AppDb } from "./app-db";
import { lockDataDir } from "./data-dir-lock";
import { pgliteMaintenance } from "./maintenance";
import { memoryTemplateFile } from "./memory-template";
import { openPgliteLink } from "./pglite-link";
import { createPrivately, makePrivate, PRIVATE_DIR_MODE } from "./private-files";
import * as schema from "./schema";
import { type StorageMonitor, storageMonitor } from "./storage-monitor";

export type { AppDb };

export interface Database {
  db: AppDb;
  kind: "pglite" | "postgres";
  /** Applies committed migrations; safe to run on every start and from several instances at once. */
  migrate(): Promise<void>;
  /** Whether the database answers a query within a few seconds. */
  ping(): Promise<boolean>;
  /** Whether a connection to the database failed in the last `withinMs` (a restart under way). */
  failedRecently(withinMs: number): boolean;
  /** Records a failure seen elsewhere (a request's query), for failedRecently(). */
  noteFailure(): void;
  /** Full or read-only storage met by writes, until a write works again (issue 24). */
  storage: StorageMonitor;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL. */
  url?: string | undefined;
  /** Folder for the embedded database; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * Embedded database: called if another process takes the data folder's lock, or the folder is
   * gone. It must stop the process at once; by default the message goes to stderr and it exits.
   */
  onLockLost?: (message: string) => void;
  /** Embedded database: modules its worker imports first (tests fake a full disk with one). */
  pglitePreload?: string[];
}

export function openDatabase(options: DatabaseOptions): Database {
  return options.url
    ? openPostgres(options.url)
    : openPglite(options.dataDir, options.onLockLost, options.pglitePreload);
}

function openPostgres(url: string): Database {
  // A connection attempt to a database that is down fails in seconds rather than hanging a request.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  let lastFailure = 0;
  const noteFailure = () => {
    lastFailure = Date.now();
  };
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on("error", noteFailure);
  // Nor may the error of a client that is checked out (a transaction's) when the server goes away:
  // pg emits it on the client, where an unheard "error" event ends the process. The query in flight
  // fails on its own, the transaction is never committed, and the broken client is not reused.
  pool.on("connect", (client) => client.on("error", noteFailure));
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
    ping: async () => {
      const up = await pingWith(db as unknown as AppDb);
      if (!up) noteFailure();
      return up;
    },
    failedRecently: (withinMs) => Date.now() - lastFailure < withinMs,
    noteFailure,
    storage: storageMonitor(db as unknown as AppDb),
    close: () => pool.end(),
  };
}

function openPglite(
  dataDir: string | undefined,
  onLockLost?: (message: string) => void,
  preload?: string[],
): Database {
  const pgDir = dataDir ? path.join(dataDir, "pglite") : undefined;
  const pgVersion = pgDir ? path.join(pgDir, "PG_VERSION") : "";
  // Throws DataDirLockedError, naming the holder, while another process has the folder open. The
  // lock (and the umask that keeps new files private) is this process's, whichever thread writes.
  const lock = dataDir ? lockPrivateDataDir(dataDir, pgVersion, onLockLost) : undefined;
  const link = openPgliteLink({
    ...(pgDir && { pgDir }),
    migrationsFolder: migrationsFolder(),
    ...(preload && { preload }),
    ...(!pgDir && { templateFile: memoryTemplateFile(migrationsFolder()) }),
    fresh: !pgDir || !existsSync(pgVersion),
  });
  const db = link.db;
  // Every process runs migrate() first. On a first start PGlite has just written the folder.
  const secureDatabaseFiles = () => {
    if (!dataDir) return;
    lock?.anchor(pgVersion);
    makePrivate(dataDir);
  };
  const maintenance = pgliteMaintenance(link);
  return {
    db,
    kind: "pglite",
    migrate: async () => {
      await link.migrate();
      secureDatabaseFiles();
      maintenance.start();
    },
    ping: () => pingWith(db),
    // In this process: it cannot be unreachable the way a server can.
    failedRecently: () => false,
    noteFailure: () => {},
    storage: storageMonitor(db),
    close: async () => {
      try {
        maintenance.stop();
        await link.close();
        if (dataDir) makePrivate(dataDir);
      } finally {
        lock?.release();
      }
    },
  };
}

/** The folder made private (0700, files 0600, new files too) and locked for this process. */
function lockPrivateDataDir(dataDir: string, pgVersion: string, onLost?: (message: string) => void) {
  createPrivately();
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = lockDataDir(dataDir, { anchors: [pgVersion], ...(onLost && { onLost }) });
  try {
    makePrivate(dataDir);
  } catch (err) {
    lock.release();
    throw err;
  }
  return lock;
}

async function pingWith(db: AppDb, timeoutMs = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
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
