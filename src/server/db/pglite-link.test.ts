import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./database";
import { storageFault } from "./db-errors";
import { fromWire, toWire } from "./pglite-protocol";
import { user } from "./schema";

// The embedded database on its own thread (issue 25), behind the same Drizzle interface.

describe("the embedded database on its worker thread", () => {
  let database: Database;
  beforeAll(async () => {
    database = openDatabase({});
    await database.migrate();
  });
  afterAll(() => database.close());

  const names = async () =>
    (await database.db.select({ name: user.name }).from(user).orderBy(user.name)).map((r) => r.name);
  const person = (id: string) => ({ id, name: id, email: `${id}@example.com` });

  it("commits a transaction's statements together, and rolls all of them back on an error", async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(user).values(person("ada"));
      await tx.insert(user).values(person("ben"));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(user).values(person("cy"));
        await tx.insert(user).values(person("ada"));
      }),
    ).rejects.toMatchObject({ cause: { code: "23505" } });
    expect(await names()).toEqual(["ada", "ben"]);
  });

  it("keeps other statements out of an open transaction until it ends", async () => {
    let inside = false;
    const seen: boolean[] = [];
    const tx = database.db.transaction(async (t) => {
      inside = true;
      await t.insert(user).values(person("dee"));
      await new Promise((r) => setTimeout(r, 200));
      inside = false;
      t.rollback();
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = database.db
      .select({ name: user.name })
      .from(user)
      .then((rows) => {
        seen.push(inside);
        return rows.map((r) => r.name);
      });
    await expect(tx).rejects.toThrow(/Rollback/);
    expect(await outside).not.toContain("dee");
    expect(seen).toEqual([false]);
  });

  it("leaves this thread free while a query runs", async () => {
    const query = database.db.execute(sql`select pg_sleep(1.5)`);
    const t = performance.now();
    await new Promise((r) => setTimeout(r, 20));
    const waited = performance.now() - t;
    await query;
    expect(waited).toBeLessThan(1_000);
  });
});

describe("errors from the worker", () => {
  it("keep their code, system call and cause, so a full disk is still recognised", () => {
    const disk = Object.assign(new Error("ENOSPC: write"), { code: "ENOSPC", syscall: "write" });
    const wrapped = new Error("Failed query", { cause: disk });
    const back = fromWire(toWire(wrapped));
    expect(back.cause).toMatchObject({ code: "ENOSPC", syscall: "write", message: "ENOSPC: write" });
    expect(storageFault(back)).toBe("full");
  });
});
