import { sql } from "drizzle-orm";
import type { AppDb } from "./app-db";
import { type StorageFault, storageFault } from "./db-errors";

// A full or read-only disk fails writes while reads and pings still work, so /api/health said "ok"
// through 40 failed plan generations (issue 24). A write that meets such a fault notes it here; health
// then reports it, trying a small write of its own each time, until one works again.

export interface StorageMonitor {
  /** The fault writes met lately, until a write works again; null when none. */
  current(): StorageFault | null;
  /** How many faults were noted so far: a caller compares it before and after a library call. */
  seen(): number;
  note(fault: StorageFault): void;
  /** With a fault noted, tries a write that needs new space; clears the fault when it works. */
  check(): Promise<StorageFault | null>;
}

export function storageMonitor(db: AppDb): StorageMonitor {
  let fault: StorageFault | null = null;
  let count = 0;
  return {
    current: () => fault,
    seen: () => count,
    note: (f) => {
      fault = f;
      count++;
    },
    async check() {
      if (!fault) return null;
      try {
        await probeWrite(db);
        fault = null;
      } catch (err) {
        fault = storageFault(err) ?? fault;
      }
      return fault;
    },
  };
}

class ProbeDone extends Error {}

/**
 * A new table's first page extends a file, as a new row's page does: it fails on a full disk and in a
 * read-only database. Rolled back, so nothing is left behind.
 */
async function probeWrite(db: AppDb): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`create table nutriweek_write_probe (filler text)`);
      await tx.execute(sql`insert into nutriweek_write_probe values ('probe')`);
      throw new ProbeDone();
    });
  } catch (err) {
    if (!(err instanceof ProbeDone)) throw err;
  }
}
