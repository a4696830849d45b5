import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../scripts/built-server";

// The server bench:api measures, in its own process as in production (so the bench's HTTP client does
// not share its event loop), on the embedded PGlite or on PostgreSQL; and what it holds: memory and
// database size.

const root = path.resolve(import.meta.dirname, "..");

export interface BenchServer {
  base: string;
  /** Resident memory of the server process (all its threads), from /proc. */
  rssMb(): number;
  /** Bytes the database takes: the data folder (PGlite) or the database (PostgreSQL). */
  storageBytes(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * From the TypeScript sources, or from the production build (`npm run build`) with BENCH_BUILT=1.
 * The static files come from dist/client either way.
 */
export async function startServer(databaseUrl: string): Promise<BenchServer> {
  const built = process.env.BENCH_BUILT === "1";
  const main = path.join(root, built ? "dist/server/main.js" : "src/server/main.ts");
  if (!existsSync(path.join(root, "dist/client/favicon.svg")) || !existsSync(main))
    throw new Error("bench:api serves the built client: run `npm run build` first.");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-bench-api-"));
  const args = built ? [main] : ["--import", "./scripts/text-modules/register.mjs", main];
  const server: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      PLAN_WORKERS: process.env.PLAN_WORKERS ?? "",
      // One user generates every plan of the bench, more than the per-user quota allows a person.
      PLAN_CALLS_PER_MINUTE: "100000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error("The server did not start within 60 s");
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 1 }) : undefined;
  return {
    base,
    rssMb: () => {
      const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
      return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]) / 1024;
    },
    storageBytes: async () => {
      if (!pool) return folderBytes(dataDir);
      const { rows } = await pool.query("select pg_database_size(current_database())::bigint as n");
      return Number(rows[0].n);
    },
    stop: async () => {
      await pool?.end();
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a folder's files hold, as `du --apparent-size` counts it. */
function folderBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir)) {
    const p = path.join(dir, entry);
    const st = lstatSync(p);
    total += st.isDirectory() ? folderBytes(p) : st.size;
  }
  return total;
}
