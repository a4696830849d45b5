import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "./support/test-database";

// Issue 25: the plan list reads summary columns; drizzle/0008_plan_summary_columns.sql fills them
// for plans stored before they existed, on PGlite and on PostgreSQL alike.

const repoMigrations = path.resolve(import.meta.dirname, "../drizzle");
const PLAN = {
  week_start: "2026-11-23",
  total_daily_calories: 2150,
  goals: { fitness_goal: "weight_loss", cuisine: "indian" },
  days: [],
};

/** The committed migrations up to 0007, as an older version of the app applied them. */
function migrationsBefore0008(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-migrations-"));
  cpSync(repoMigrations, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 8);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

interface Target {
  name: string;
  open(): Promise<{
    migrate(folder: string): Promise<void>;
    run(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]>;
    close(): Promise<void>;
  }>;
}

const targets: Target[] = [
  {
    name: "pglite",
    async open() {
      const client = new PGlite();
      const db = drizzlePglite(client);
      return {
        migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
        run: async (q) => (await db.execute(q)).rows as Record<string, unknown>[],
        close: () => client.close(),
      };
    },
  },
];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  targets.push({
    name: "postgres",
    async open() {
      const scratch = await createScratchDatabase(adminUrl);
      const pool = new pg.Pool({ connectionString: scratch.url, max: 1 });
      const db = drizzleNodePg(pool);
      return {
        migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
        run: async (q) => (await db.execute(q)).rows as Record<string, unknown>[],
        close: async () => {
          await pool.end();
          await scratch.drop();
        },
      };
    },
  });
}

describe.each(targets)("plan summary columns on $name", (target) => {
  let older: string;
  let handle: Awaited<ReturnType<Target["open"]>>;
  beforeAll(async () => {
    older = migrationsBefore0008();
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
    rmSync(older, { recursive: true, force: true });
  });

  it("are filled from each stored plan's JSON, and required from then on", async () => {
    await handle.migrate(older);
    await handle.run(sql`insert into "user" (id, name, email) values ('u1', 'Old Plans', 'old@example.com')`);
    await handle.run(
      sql`insert into meal_plan (user_id, plan_data) values ('u1', ${JSON.stringify(PLAN)}::jsonb)`,
    );

    await handle.migrate(repoMigrations);
    const rows = await handle.run(
      sql`select week_start::text as week_start, fitness_goal, cuisine, total_daily_calories from meal_plan`,
    );
    expect(rows).toEqual([
      {
        week_start: "2026-11-23",
        fitness_goal: "weight_loss",
        cuisine: "indian",
        total_daily_calories: 2150,
      },
    ]);
    await expect(
      handle.run(sql`insert into meal_plan (user_id, plan_data) values ('u1', '{}'::jsonb)`),
    ).rejects.toThrow();
  });
});
