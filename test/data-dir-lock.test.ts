import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { tryLock } from "fs-native-extensions";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../scripts/server-process";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "../src/server/db/data-dir-lock";
import { openDatabase } from "../src/server/db/database";
import { cookieFrom, jsonInit, uniqueEmail } from "./support/auth-helpers";

// Issues 13 and 24: one process per embedded data folder. The lock is the operating system's, held
// for the process's life: a lock file left behind (kill -9, a container restarted as the same PID)
// blocks nobody, a deleted lock file lets nobody in, and a server whose lock is taken stops at once.

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe("the data folder lock", () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const folder = () => {
    const d = mkdtempSync(path.join(tmpdir(), "nw-lock-"));
    dirs.push(d);
    return d;
  };
  const start = async (dir: string) => {
    const s = await startServerProcess({ DATA_DIR: dir });
    servers.push(s);
    return s;
  };
  afterAll(async () => {
    for (const s of servers) await s.stop("SIGKILL");
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("refuses a second holder, even in the same process, naming the holder", () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(
      `${dir} is in use by another NutriWeek process (PID ${process.pid}`,
    );
    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it("ignores a lock file nobody holds, even one naming this very PID (a container restarted as PID 1)", () => {
    const dir = folder();
    const file = path.join(dir, LOCK_FILE);
    for (const pid of [process.pid, process.ppid, 0]) {
      writeFileSync(file, `${pid}\n`);
      const lock = lockDataDir(dir);
      expect(readFileSync(file, "utf8").split("\n")[0]).toBe(String(process.pid));
      lock.release();
    }
  });

  it("keeps the database locked when its lock file is deleted", async () => {
    const dir = folder();
    const db = openDatabase({ dataDir: dir });
    await db.migrate();
    unlinkSync(path.join(dir, LOCK_FILE));
    // The database's own files are locked too: a second opener is refused at once.
    expect(() => openDatabase({ dataDir: dir })).toThrow(DataDirLockedError);
    // And the holder puts its lock file back.
    await until(() => existsSync(path.join(dir, LOCK_FILE)));
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8").split("\n")[0]).toBe(String(process.pid));
    await db.close();
  });

  it("stops a second server whose lock file was deleted; stops a server whose lock is taken", async () => {
    const dir = folder();
    const first = await start(dir);
    await first.ready();
    const email = uniqueEmail("lock");
    const up = await fetch(
      `${first.baseUrl}/api/auth/sign-up/email`,
      jsonInit("POST", { name: "Lock Test", email, password: "long-enough-1" }),
    );
    expect(up.status).toBe(200);

    // What issue 24's probe did: delete the lock file, start another server on the folder.
    unlinkSync(path.join(dir, LOCK_FILE));
    const second = await start(dir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data folder ${dir} is in use by another NutriWeek process`);
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // Another program takes the lock file: the server stops at once, saying why.
    const file = path.join(dir, LOCK_FILE);
    unlinkSync(file);
    const taker = openSync(file, "w+");
    expect(tryLock(taker)).toBe(true);
    const took = Date.now();
    expect(await first.exited).toBe(1);
    expect(Date.now() - took).toBeLessThan(5_000);
    expect(first.output()).toContain(`another process took the lock on the data folder ${dir}`);
    closeSync(taker);

    // Nothing was lost: the next server has the account.
    const third = await start(dir);
    await third.ready();
    const signIn = await fetch(
      `${third.baseUrl}/api/auth/sign-in/email`,
      jsonInit("POST", { email, password: "long-enough-1" }),
    );
    expect(signIn.status).toBe(200);
    expect(cookieFrom(signIn)).not.toBe("");

    // kill -9 leaves the lock file behind; the system released the lock, so the next server starts.
    expect(await third.stop("SIGKILL")).toBe("SIGKILL");
    expect(readFileSync(file, "utf8").split("\n")[0]).toBe(String(third.pid));
    const fourth = await start(dir);
    await fourth.ready();
    expect(await fourth.stop()).toBe(0);
    expect(existsSync(file)).toBe(false);
  }, 120_000);
});
