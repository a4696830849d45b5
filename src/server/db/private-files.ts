import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

// DATA_DIR holds a whole PostgreSQL data directory (profiles, session tokens in the WAL) and the local
// auth secret. PGlite creates its files 0666 and folders 0755, so any local user could read a live
// session token or write pg_control (issue 24). PostgreSQL itself insists on 0700 and 0600.

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` if needed and makes it and everything under it private to this user: folders 0700,
 * files 0600. Run at start on an existing folder too (one made by an older version).
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fix(dir);
}

function fix(p: string): void {
  // lstat: a symbolic link is left alone, and never followed out of the folder.
  const st = lstatSync(p, { throwIfNoEntry: false });
  if (!st || st.isSymbolicLink()) return;
  if (st.isDirectory()) {
    if ((st.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(p, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(p)) fix(path.join(p, entry));
  } else if (st.isFile() && (st.mode & 0o777) !== PRIVATE_FILE_MODE) {
    chmodSync(p, PRIVATE_FILE_MODE);
  }
}

/**
 * Files and folders this process creates from now on are private (umask 077). PGlite opens its files
 * without a mode, so the umask is what decides them. Process-wide: only the process that owns the
 * embedded database calls it, on its main thread (worker threads may not change the umask).
 */
export function createPrivately(): void {
  process.umask(0o077);
}
