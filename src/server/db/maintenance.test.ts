import { afterEach, describe, expect, it, vi } from "vitest";
import { FULL_EVERY_MS, pgliteMaintenance, VACUUM_AFTER_COMMITS } from "./maintenance";

// The embedded database has no autovacuum: the app vacuums plans after a number of committed
// transactions and the whole database on a schedule (maintenance.ts).

function fakeLink(fail = false) {
  let commits = 0;
  const ran: string[][] = [];
  return {
    ran,
    commit: (n = 1) => {
      commits += n;
    },
    link: {
      commits: () => commits,
      maintain: async (statements: string[]) => {
        ran.push(statements);
        if (fail) throw Object.assign(new Error("could not extend file"), { code: "53100" });
      },
    },
  };
}

describe("embedded database maintenance", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("vacuums the plans after enough commits, then a checkpoint, and waits for the next batch", async () => {
    vi.useFakeTimers();
    const f = fakeLink();
    const m = pgliteMaintenance(f.link);
    m.start();
    f.commit(VACUUM_AFTER_COMMITS - 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.ran).toEqual([]);
    f.commit();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.ran).toEqual([["VACUUM meal_plan", "CHECKPOINT"]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(f.ran).toHaveLength(1);
    m.stop();
  });

  it("vacuums the whole database on its schedule, and stops with the database", async () => {
    vi.useFakeTimers();
    const f = fakeLink();
    const m = pgliteMaintenance(f.link);
    m.start();
    await vi.advanceTimersByTimeAsync(FULL_EVERY_MS);
    expect(f.ran).toEqual([["VACUUM", "CHECKPOINT"]]);
    m.stop();
    f.commit(VACUUM_AFTER_COMMITS * 2);
    await vi.advanceTimersByTimeAsync(FULL_EVERY_MS);
    expect(f.ran).toHaveLength(1);
  });

  it("survives a vacuum that fails (a full disk) and tries again next time", async () => {
    const f = fakeLink(true);
    const m = pgliteMaintenance(f.link);
    await expect(m.run("plans")).resolves.toBeUndefined();
    await expect(m.run("all")).resolves.toBeUndefined();
    expect(f.ran).toHaveLength(2);
  });
});
