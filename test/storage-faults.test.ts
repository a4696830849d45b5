import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BroadcastChannel } from "node:worker_threads";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/server/db/database";
import { jsonInit, type SignedUpUser, signUp, uniqueEmail } from "./support/auth-helpers";
import { DISK_FAULT_CHANNEL, DISK_FAULT_MODULE, type DiskFaultMessage } from "./support/disk-fault-channel";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { createScratchDatabase, type TestDatabaseKind } from "./support/test-database";

// Issue 24: with the disk full, 40 of 40 plan generations answered 500 while /api/health said ok.
// Now a full disk is a 507 and a read-only database a 503, each with a clear message and Retry-After,
// /api/health reports it, and service resumes by itself when writes work again.
//
// PGlite keeps its files on disk through Node's fs, on its own thread: the fault is made there, as the
// kernel would (ENOSPC or EROFS when a write needs new space; test/support/pglite-disk-fault.ts). PostgreSQL is a server: the fault is made with
// triggers that raise the error it sends when its own disk is full (53100) or it is read-only (25006).

type Fault = "full" | "read_only" | null;
interface FaultyDatabase {
  kind: TestDatabaseKind;
  set(fault: Fault): Promise<void>;
  close(): Promise<void>;
}

function pgliteOnDisk(): FaultyDatabase {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-storage-"));
  // The database's files are written on its own worker thread: the fault is made there.
  const channel = new BroadcastChannel(DISK_FAULT_CHANNEL);
  let sent = 0;
  return {
    kind: {
      name: "pglite",
      async open() {
        const database = openDatabase({ dataDir, pglitePreload: [DISK_FAULT_MODULE] });
        return { database, url: undefined, drop: () => database.close() };
      },
    },
    set: async (fault) => {
      const id = ++sent;
      const acked = new Promise<void>((resolve) => {
        channel.onmessage = (event) => {
          if ((event as { data: { ack?: number } }).data.ack === id) resolve();
        };
      });
      channel.postMessage({ id, dataDir, fault } satisfies DiskFaultMessage);
      await acked;
    },
    close: async () => {
      channel.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgres(adminUrl: string): FaultyDatabase {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let db: TestApp["database"] | undefined;
  const run = async (...statements: string[]) => {
    for (const s of statements) await db?.db.execute(sql.raw(s));
  };
  return {
    kind: {
      name: "postgres",
      async open() {
        scratch = await createScratchDatabase(adminUrl);
        const database = openDatabase({ url: scratch.url });
        db = database;
        return {
          database,
          url: scratch.url,
          drop: async () => {
            await database.close();
            await scratch?.drop();
          },
        };
      },
    },
    async set(fault) {
      if (!fault) {
        return run(
          "drop event trigger storage_fault_ddl",
          'drop trigger storage_fault on "user"',
          "drop trigger storage_fault on meal_plan",
          "drop function storage_fault()",
          "drop function storage_fault_ddl()",
        );
      }
      const [code, text] =
        fault === "full"
          ? ["disk_full", 'could not extend file \\"base/1/1\\": No space left on device']
          : ["read_only_sql_transaction", "cannot execute INSERT in a read-only transaction"];
      const body = `begin raise exception using errcode = '${code}', message = '${text.replaceAll("\\", "")}'; end`;
      await run(
        `create function storage_fault() returns trigger language plpgsql as $$ ${body} $$`,
        `create function storage_fault_ddl() returns event_trigger language plpgsql as $$ ${body} $$`,
        'create trigger storage_fault before insert on "user" for each row execute function storage_fault()',
        "create trigger storage_fault before insert on meal_plan for each row execute function storage_fault()",
        "create event trigger storage_fault_ddl on ddl_command_start execute function storage_fault_ddl()",
      );
    },
    close: async () => {},
  };
}

const targets: (() => FaultyDatabase)[] = [pgliteOnDisk];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) targets.push(() => postgres(adminUrl));

describe.each(targets.map((make) => ({ make, name: make === pgliteOnDisk ? "pglite" : "postgres" })))(
  "storage faults on $name",
  ({ make }) => {
    let faulty: FaultyDatabase;
    let t: TestApp;
    let a: SignedUpUser;
    beforeAll(async () => {
      faulty = make();
      t = await startTestApp(faulty.kind);
      a = await signUp(t);
      expect((await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, a.cookie))).status).toBe(
        200,
      );
    });
    afterAll(async () => {
      await faulty.set(null).catch(() => {});
      await t.close();
      await faulty.close();
    });

    const generate = () =>
      t.request(
        "/api/meal-plans/generate",
        jsonInit("POST", { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" }, a.cookie),
      );
    const health = async () => {
      const res = await t.request("/api/health");
      return {
        status: res.status,
        storage: ((await res.json()) as { database: { storage: string } }).database.storage,
      };
    };

    it("answers a full disk with 507, reports it on /api/health, and resumes when space returns", async () => {
      expect(await health()).toEqual({ status: 200, storage: "ok" });
      await faulty.set("full");
      for (let i = 0; i < 3; i++) {
        const res = await generate();
        expect(res.status).toBe(507);
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(await res.json()).toMatchObject({
          error: "insufficient_storage",
          message: expect.stringMatching(/run out of storage space/),
        });
      }
      if (faulty.kind.name === "postgres") {
        // Better Auth answers a failed write with a 422 of its own; its log tells us why.
        const up = await t.request(
          "/api/auth/sign-up/email",
          jsonInit("POST", { name: "Full", email: uniqueEmail(), password: "pumpkin-ladder-orbit" }),
        );
        expect(up.status).toBe(507);
      }
      expect(await health()).toEqual({ status: 503, storage: "full" });

      await faulty.set(null);
      expect(await health()).toEqual({ status: 200, storage: "ok" });
      expect((await generate()).status).toBe(201);
    });

    it("answers a read-only database with 503 and a clear message, then resumes", async () => {
      await faulty.set("read_only");
      const res = await generate();
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        error: "unavailable",
        message: expect.stringMatching(/read-only/),
      });
      expect(await health()).toEqual({ status: 503, storage: "read_only" });
      await faulty.set(null);
      expect(await health()).toEqual({ status: 200, storage: "ok" });
      expect((await generate()).status).toBe(201);
    });
  },
);
