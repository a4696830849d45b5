import { linkSync, mkdirSync, readFileSync, rmdirSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

// The embedded database is one PostgreSQL data folder inside a single process: a second process on
// the same DATA_DIR would write the same files and corrupt them (issue 13 lost a user and 40 plans).
// A lock file holding the owner's PID keeps the second one out; a lock left by a process that no
// longer exists (killed, crashed) is taken over.

export const LOCK_FILE = "nutriweek.lock";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another NutriWeek process (PID ${pid}). ` +
        "Stop that process first, or give this one its own DATA_DIR. " +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The PID in the lock file; null when the file is gone or holds no number (a damaged lock). */
function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Creates the lock file only if there is none: written beside it first, then hard-linked into place,
 * which fails if the name exists. Nobody ever sees the lock without its PID.
 */
function tryCreate(file: string): boolean {
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw err;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Removes a stale lock under a short-lived recovery directory (mkdir is atomic), so two processes
 * recovering at once cannot both delete the lock, the second one deleting the first one's new lock.
 */
function removeStale(file: string, stalePid: number | null): void {
  const guard = `${file}.recovering`;
  try {
    mkdirSync(guard);
  } catch {
    // Someone else is recovering. A guard left by a process killed mid-recovery expires.
    const since = statSync(guard, { throwIfNoEntry: false })?.mtimeMs;
    if (since !== undefined && Date.now() - since > 10_000) rmdirSync(guard);
    return;
  }
  try {
    if (readPid(file) === stalePid) unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  } finally {
    rmdirSync(guard);
  }
}

/** Takes DATA_DIR for this process or throws DataDirLockedError naming the holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(file)) {
      const release = () => {
        if (readPid(file) === process.pid) unlinkSync(file);
        process.off("exit", release);
      };
      // A crash still releases it; only SIGKILL leaves a stale lock, recovered next time.
      process.on("exit", release);
      return { release };
    }
    const pid = readPid(file);
    // This very process counts as a holder too: one PGlite per folder, whoever asks.
    if (pid !== null && (pid === process.pid || isAlive(pid))) throw new DataDirLockedError(dataDir, pid);
    removeStale(file, pid);
    // Let a process that is recovering the same lock finish.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
  }
  throw new Error(`Could not take the lock ${file}`);
}
