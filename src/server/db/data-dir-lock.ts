import {
  closeSync,
  constants,
  fstatSync,
  ftruncateSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { tryLock } from "fs-native-extensions";

// The embedded database is one PostgreSQL data folder inside a single process: a second process on
// the same DATA_DIR writes the same files and loses data (issues 13 and 24). The folder is held with
// an operating-system lock (an open-file-description lock on Linux, flock on macOS) for the process's
// whole life: the system releases it when the process ends, however it ends (kill -9, a container
// restart as the same PID), so there is never a stale lock to recover or delete.
//
// Two files are locked: DATA_DIR/nutriweek.lock, which also names the holder, and the database's own
// PG_VERSION once it exists. Deleting the lock file therefore lets no second server in; the holder
// puts the file back. If another process has taken the lock meanwhile, or the folder is gone, the
// holder stops at once (onLost), before it writes anything more.

export const LOCK_FILE = "nutriweek.lock";
/** How often the holder checks that its lock file is still the one it holds. */
const CHECK_EVERY_MS = 500;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by another NutriWeek process (${holder}). ` +
        "Stop that process first, or give this one its own DATA_DIR. There is nothing to delete: " +
        "the lock ends with the process that holds it, however that process ends.",
    );
    this.name = "DataDirLockedError";
  }
}

export interface DataDirLock {
  /** Also locks `file` (the database's PG_VERSION) once it exists; a no-op while it does not. */
  anchor(file: string): void;
  release(): void;
}

export interface LockOptions {
  /** Database files to lock first, when they exist (PG_VERSION). */
  anchors?: string[];
  /** Called once if the lock is taken by another process or cannot be kept; must stop the process. */
  onLost?: (message: string) => void;
}

const stopNow = (message: string) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

/** Opens and locks `file`; null when another process (or another open file here) holds it. */
function lockFile(file: string, create: boolean): number | null {
  const fd = openFile(file, create);
  if (fd === null) return null;
  if (tryLock(fd)) return fd;
  closeSync(fd);
  return null;
}

function openFile(file: string, create: boolean): number | null {
  try {
    // An exclusive lock needs a file open for writing; the lock file is private like the data.
    return openSync(file, constants.O_RDWR | (create ? constants.O_CREAT : 0), 0o600);
  } catch (err) {
    if (!create && (err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}

/** Who holds the folder, as its lock file says. */
export function describeHolder(dataDir: string): string {
  try {
    const [pid, host, since] = readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim().split("\n");
    if (pid && /^\d+$/.test(pid))
      return `PID ${pid}${host ? ` on ${host}` : ""}${since ? `, since ${since}` : ""}`;
  } catch {
    // No lock file (deleted): the database's own files are locked all the same.
  }
  return "its PID is not recorded";
}

function writeHolder(fd: number): void {
  ftruncateSync(fd, 0);
  writeSync(fd, `${process.pid}\n${hostname()}\n${new Date().toISOString()}\n`, 0);
}

const sameFile = (a: { dev: number; ino: number }, b: { dev: number; ino: number }) =>
  a.dev === b.dev && a.ino === b.ino;

/** Takes DATA_DIR for this process or throws DataDirLockedError naming the holder. */
export function lockDataDir(dataDir: string, options: LockOptions = {}): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const onLost = options.onLost ?? stopNow;
  const anchors = new Map<string, number>();
  const closeAll = () => {
    for (const fd of anchors.values()) closeSync(fd);
    anchors.clear();
  };
  const anchor = (candidate: string) => {
    if (anchors.has(candidate)) return;
    const fd = openFile(candidate, false);
    if (fd === null) return;
    if (!tryLock(fd)) {
      closeSync(fd);
      throw new DataDirLockedError(dataDir, describeHolder(dataDir));
    }
    anchors.set(candidate, fd);
  };
  // The database files first: whoever holds them is running, even if the lock file was deleted.
  try {
    for (const candidate of options.anchors ?? []) anchor(candidate);
  } catch (err) {
    closeAll();
    throw err;
  }
  let fd = lockFile(file, true);
  if (fd === null) {
    closeAll();
    throw new DataDirLockedError(dataDir, describeHolder(dataDir));
  }
  writeHolder(fd);

  let stopped = false;
  const lost = (message: string) => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    onLost(message);
  };
  const check = () => {
    if (stopped || fd === null) return;
    const onDisk = statSync(file, { throwIfNoEntry: false });
    if (onDisk && sameFile(onDisk, fstatSync(fd))) return;
    // Deleted or replaced: put it back, unless another process has taken it meanwhile.
    let next: number | null;
    try {
      next = lockFile(file, true);
    } catch (err) {
      return lost(
        `NutriWeek stopped: the data folder ${dataDir} or its lock file can no longer be kept (${(err as Error).message}). ` +
          "Nothing more was written. Restore the folder, then start the server again.",
      );
    }
    if (next === null) {
      return lost(
        `NutriWeek stopped: another process took the lock on the data folder ${dataDir} (${describeHolder(dataDir)}). ` +
          "Nothing more was written by this one. Stop the other process, then start the server again.",
      );
    }
    writeHolder(next);
    closeSync(fd);
    fd = next;
  };
  const timer = setInterval(check, CHECK_EVERY_MS);
  timer.unref();

  const release = () => {
    if (fd === null) return;
    stopped = true;
    clearInterval(timer);
    process.off("exit", release);
    const onDisk = statSync(file, { throwIfNoEntry: false });
    if (onDisk && sameFile(onDisk, fstatSync(fd))) unlinkSync(file);
    closeSync(fd);
    fd = null;
    closeAll();
  };
  // Tidy on a normal exit; after a crash the system releases the locks and the file is merely left.
  process.on("exit", release);
  return {
    anchor: (candidate) => {
      try {
        anchor(candidate);
      } catch (err) {
        if (err instanceof DataDirLockedError) lost(`NutriWeek stopped: ${err.message}`);
        else throw err;
      }
    },
    release,
  };
}
