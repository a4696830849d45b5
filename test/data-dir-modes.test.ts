import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/database";
import { subscription } from "../src/server/db/schema";

// Issue 24: PGlite made its files 0666 and folders 0755, so any local user could read a live session
// token from the WAL or write pg_control. DATA_DIR is 0700 and every file in it 0600, as PostgreSQL
// insists, from a first start and on a folder an older version left open.

/** Every entry under `dir` whose mode is not private, as "mode path". */
function notPrivate(dir: string): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    const mode = st.mode & 0o777;
    if (st.isDirectory()) {
      if (mode !== 0o700) out.push(`${mode.toString(8)} ${p}`);
      for (const e of readdirSync(p)) walk(path.join(p, e));
    } else if (mode !== 0o600) out.push(`${mode.toString(8)} ${p}`);
  };
  walk(dir);
  return out;
}

describe("the data folder's modes", () => {
  const root = mkdtempSync(path.join(tmpdir(), "nw-modes-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("makes a new embedded database private, while it runs and after", async () => {
    const dir = path.join(root, "fresh");
    const database = openDatabase({ dataDir: dir });
    await database.migrate();
    await database.db.insert(subscription).values({ email: "modes@example.com" });
    expect(notPrivate(dir)).toEqual([]);
    await database.close();
    expect(notPrivate(dir)).toEqual([]);
  });

  it("fixes an existing folder left open by an older version at start", async () => {
    const dir = path.join(root, "old");
    let database = openDatabase({ dataDir: dir });
    await database.migrate();
    await database.db.insert(subscription).values({ email: "kept@example.com" });
    await database.close();
    // As issue 24 found it: folders 0755, database files 0666, the secret readable.
    const loosen = (p: string) => {
      const st = lstatSync(p);
      chmodSync(p, st.isDirectory() ? 0o755 : 0o666);
      if (st.isDirectory()) for (const e of readdirSync(p)) loosen(path.join(p, e));
    };
    writeFileSync(path.join(dir, ".auth-secret"), "x".repeat(40));
    mkdirSync(path.join(dir, "pglite", "extra"));
    loosen(dir);
    expect(notPrivate(dir).length).toBeGreaterThan(100);

    database = openDatabase({ dataDir: dir });
    expect(notPrivate(dir)).toEqual([]);
    await database.migrate();
    expect(await database.db.select().from(subscription)).toHaveLength(1);
    await database.close();
  });

  it("creates DATA_DIR private when it only holds the generated secret (PostgreSQL)", () => {
    const dir = path.join(root, "secret-only", "data");
    loadConfig({ NODE_ENV: "test", DATA_DIR: dir, DATABASE_URL: "postgres://localhost/x" });
    expect(notPrivate(dir)).toEqual([]);
  });
});
