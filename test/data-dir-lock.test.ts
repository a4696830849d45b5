import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../scripts/server-process";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "../src/server/db/data-dir-lock";
import { cookieFrom, jsonInit, uniqueEmail } from "./support/auth-helpers";

// Issue 13: two processes on one embedded data folder corrupted it. The second now stops at once,
// naming the folder and the holder; a lock left by a killed process is taken over.

const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid ?? 0;

describe("the data folder lock", () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const folder = () => {
    const d = mkdtempSync(path.join(tmpdir(), "nw-lock-"));
    dirs.push(d);
    return d;
  };
  afterAll(async () => {
    for (const s of servers) await s.stop("SIGKILL");
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("refuses a folder a live process holds, naming the folder and the PID", () => {
    const dir = folder();
    writeFileSync(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*PID ${process.ppid}`));
  });

  it("takes over a lock left by a process that no longer exists, and releases its own", () => {
    const dir = folder();
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(file, "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another NutriWeek process/);
    lock.release();
    expect(existsSync(file)).toBe(false);
    writeFileSync(file, "not a pid");
    lockDataDir(dir).release();
  });

  it("stops a second server on the same DATA_DIR at once; a killed server's lock is recovered", async () => {
    const dir = folder();
    const first = await startServerProcess({ DATA_DIR: dir });
    servers.push(first);
    await first.ready();
    const email = uniqueEmail("lock");
    const up = await fetch(
      `${first.baseUrl}/api/auth/sign-up/email`,
      jsonInit("POST", { name: "Lock Test", email, password: "long-enough-1" }),
    );
    expect(up.status).toBe(200);

    const started = Date.now();
    const second = await startServerProcess({ DATA_DIR: dir });
    servers.push(second);
    expect(await second.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.output()).toContain(
      `The data folder ${dir} is in use by another NutriWeek process (PID ${first.pid})`,
    );
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    // SIGKILL leaves the lock file behind; the next server finds its PID dead and takes over.
    expect(await first.stop("SIGKILL")).toBe("SIGKILL");
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8").trim()).toBe(String(first.pid));
    const third = await startServerProcess({ DATA_DIR: dir });
    servers.push(third);
    await third.ready();
    const signIn = await fetch(
      `${third.baseUrl}/api/auth/sign-in/email`,
      jsonInit("POST", { email, password: "long-enough-1" }),
    );
    expect(signIn.status).toBe(200);
    expect(cookieFrom(signIn)).not.toBe("");
    expect(await third.stop()).toBe(0);
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  }, 120_000);
});
