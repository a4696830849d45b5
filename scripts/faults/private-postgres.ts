import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../built-server";

// A PostgreSQL server of our own, in a temporary folder on a free port, that `npm run test:faults`
// may stop, kill and restart without touching any cluster someone else uses.

export interface PrivatePostgres {
  /** postgres:// URL of the database the app instances use. */
  url: string;
  /** Ends every connection to the app's database, as an administrator's pg_terminate_backend would. */
  terminateConnections(): Promise<number>;
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
  destroy(): void;
}

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<version>/bin), if any. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN)
    return existsSync(path.join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : null;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], "bin") : null;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function runner(bin: string, dir: string) {
  const root = userInfo().uid === 0;
  let uid = -1;
  let gid = -1;
  if (root) {
    uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  return (tool: string, args: string[]) => {
    const cmd = path.join(bin, tool);
    const [file, argv] = root ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
    execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] });
  };
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-faults-pg-"));
  const data = path.join(dir, "data");
  const port = await freePort();
  const run = runner(bin, dir);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-instructions"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=60`;
  const start = () =>
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-o", options, "-w", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query("create database nutriweek_faults");
  await admin.end();

  return {
    url: `postgres://postgres@127.0.0.1:${port}/nutriweek_faults`,
    async terminateConnections() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      const res = await c.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'nutriweek_faults'",
      );
      await c.end();
      return res.rowCount ?? 0;
    },
    stop,
    start,
    destroy() {
      try {
        stop("immediate");
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
