import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/database";

// Every test file gets a database of its own: an in-memory PGlite, and, when TEST_DATABASE_URL is
// set, also a freshly created PostgreSQL database that is dropped afterwards.

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  open(): Promise<{ database: Database; url: string | undefined; drop: () => Promise<void> }>;
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: "pglite",
      async open() {
        const database = openDatabase({});
        return { database, url: undefined, drop: () => database.close() };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    kinds.push({
      name: "postgres",
      async open() {
        const { url, drop } = await createScratchDatabase(adminUrl);
        const database = openDatabase({ url });
        return {
          database,
          url,
          drop: async () => {
            await database.close().catch(() => {});
            await drop();
          },
        };
      },
    });
  }
  return kinds;
}

export async function createScratchDatabase(adminUrl: string) {
  const name = `nw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
