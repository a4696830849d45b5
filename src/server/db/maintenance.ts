// Dead space in the embedded database (issue 25). PostgreSQL's autovacuum reclaims the row versions
// that updates and deletes leave behind; PGlite runs no background processes, so without this one
// user's 1,000 plans (50 kept) grew the data folder by 82 MB, and meal_plan was 69 % dead rows.
//
// Plans are written in transactions (a new plan, which also deletes those past the 50 kept; making
// one active; deleting one), so committed transactions are what is counted: after every
// VACUUM_AFTER_COMMITS of them meal_plan (with its TOAST table, where a plan's JSON lives) is
// vacuumed, and every FULL_EVERY_MS the whole database, for the small tables (sessions, rate limits)
// that other writes churn. A CHECKPOINT follows each, so the log the vacuum wrote is recycled at
// once (pglite-settings.ts bounds the log in between). VACUUM frees space for reuse rather than shrinking files: what the
// folder holds then follows the plans kept, not the plans ever made.

export const VACUUM_AFTER_COMMITS = 25;
export const FULL_EVERY_MS = 6 * 60 * 60 * 1000;
const POLL_MS = 2_000;

export interface Maintainable {
  /** Transactions committed so far. */
  commits(): number;
  /** Runs statements outside any transaction, after the work already queued. */
  maintain(statements: string[]): Promise<void>;
}

export interface Maintenance {
  start(): void;
  stop(): void;
  /** Runs now; resolves when done (tests, and the timers). */
  run(scope: "plans" | "all"): Promise<void>;
}

export function pgliteMaintenance(
  link: Maintainable,
  opts: { afterCommits?: number; fullEveryMs?: number } = {},
): Maintenance {
  const afterCommits = opts.afterCommits ?? VACUUM_AFTER_COMMITS;
  let counted = 0;
  let running: Promise<void> | null = null;
  const timers: NodeJS.Timeout[] = [];

  const run = (scope: "plans" | "all") => {
    if (running) return running;
    // Without the checkpoint the folder still grew 25 MB over 1,000 plans (bench:api, 2026-11-27):
    // the log the vacuum wrote stayed until max_wal_size forced one; with it, under 1 MB.
    const statements = scope === "all" ? ["VACUUM", "CHECKPOINT"] : ["VACUUM meal_plan", "CHECKPOINT"];
    running = link
      .maintain(statements)
      // A failed vacuum (the disk full, the database closing) is tried again at the next turn; what
      // it could not free stays until then, and the failure reaches users through their own writes.
      .catch(() => {})
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    start() {
      if (timers.length) return;
      counted = link.commits();
      const poll = setInterval(() => {
        if (link.commits() - counted < afterCommits) return;
        counted = link.commits();
        void run("plans");
      }, POLL_MS);
      const full = setInterval(() => void run("all"), opts.fullEveryMs ?? FULL_EVERY_MS);
      for (const t of [poll, full]) {
        t.unref();
        timers.push(t);
      }
    },
    stop() {
      for (const t of timers.splice(0)) clearInterval(t);
    },
    run,
  };
}
