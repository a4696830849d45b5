import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/server/db/database";
import { testDatabaseKinds } from "./support/test-database";

const TABLES = [
  "account",
  "app_rate_limit",
  "contact_message",
  "household_member",
  "mail_outbox",
  "meal_plan",
  "plan_share",
  "profile",
  "rate_limit",
  "session",
  "shopping_tick",
  "subscription",
  "user",
  "verification",
];

describe.each(testDatabaseKinds())("migrations on $name", (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await kind.open());
  });
  afterAll(() => drop());

  const tables = async () => {
    const res = await database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return (res as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  };
  const applied = async () => {
    const res = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (res as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };

  it("start from an empty database", async () => {
    expect(await tables()).toEqual([]);
  });

  it("create every table on the first run", async () => {
    await database.migrate();
    expect(await tables()).toEqual(TABLES);
    expect(await applied()).toBeGreaterThan(0);
  });

  it("change nothing when applied again", async () => {
    const before = await applied();
    await database.migrate();
    expect(await applied()).toBe(before);
    expect(await tables()).toEqual(TABLES);
  });

  it("allow only one active plan per user", async () => {
    await database.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Asha', 'asha@example.com')`,
    );
    await database.db.execute(
      sql`insert into meal_plan (user_id, is_active, plan_data, week_start, fitness_goal, cuisine, total_daily_calories) values ('u1', true, '{}', '2026-11-23', 'maintain', 'italian', 2000)`,
    );
    await expect(
      database.db.execute(
        sql`insert into meal_plan (user_id, is_active, plan_data, week_start, fitness_goal, cuisine, total_daily_calories) values ('u1', true, '{}', '2026-11-23', 'maintain', 'italian', 2000)`,
      ),
    ).rejects.toThrow();
  });

  it("bounds names and pictures stored before they were checked (0004)", async () => {
    const long = "x".repeat(300);
    await database.db.execute(
      sql`insert into "user" (id, name, email, image) values ('u2', ${long}, 'long@example.com', 'javascript:alert(1)'), ('u3', 'Ok', 'ok@example.com', 'https://example.com/a.png')`,
    );
    await database.db.execute(
      sql`insert into profile (user_id, name, email) values ('u2', ${long}, 'long@example.com')`,
    );
    const file = readFileSync(new URL("../drizzle/0004_bound_account_fields.sql", import.meta.url), "utf8");
    for (const statement of file.split("--> statement-breakpoint"))
      await database.db.execute(sql.raw(statement));
    const users = await database.db.execute(
      sql`select id, char_length(name) as n, image from "user" where id in ('u2', 'u3') order by id`,
    );
    expect((users as unknown as { rows: unknown[] }).rows).toEqual([
      { id: "u2", n: 100, image: null },
      { id: "u3", n: 2, image: "https://example.com/a.png" },
    ]);
    const profile = await database.db.execute(
      sql`select char_length(name) as n from profile where user_id = 'u2'`,
    );
    expect((profile as unknown as { rows: unknown[] }).rows).toEqual([{ n: 100 }]);
  });
});
