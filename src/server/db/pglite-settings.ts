import { readdirSync, statSync } from "node:fs";
import path from "node:path";

// How the embedded PostgreSQL is started (issue 25).
//
// Write-ahead log: PGlite kept 246 MB of it. PostgreSQL keeps WAL up to max_wal_size between
// checkpoints and recycles segments down to min_wal_size, both at least two segments; PGlite has no
// background checkpointer, so these bounds are what limits it. A folder made now gets 1 MB segments
// (initdb --wal-segsize), so its WAL stays within a few MB; an older folder keeps its 16 MB
// segments, and its bounds follow them.
//
// Memory: PostgreSQL's buffer cache lives inside PGlite's WebAssembly memory and is all touched at
// start, so its default 128 MB was most of the server's memory. PGlite reads its files through the
// operating system, whose cache keeps recently read pages anyway; 8 MB of buffers holds the small
// tables every request reads.

const MB = 1024 * 1024;
/** Segment size for a new data folder, in MB (a power of two from 1 to 1024). */
export const NEW_SEGMENT_MB = 1;
export const SHARED_BUFFERS = "8MB";

/** The segment size of an existing folder, from its WAL files; undefined for a new one or in memory. */
export function segmentMb(pgDir: string | undefined): number | undefined {
  if (!pgDir) return undefined;
  let names: string[];
  try {
    names = readdirSync(path.join(pgDir, "pg_wal"));
  } catch {
    return undefined;
  }
  const segment = names.find((n) => /^[0-9A-F]{24}$/.test(n));
  if (!segment) return undefined;
  return Math.max(1, Math.round(statSync(path.join(pgDir, "pg_wal", segment)).size / MB));
}

export function pgliteSettings(pgDir: string | undefined) {
  const segment = segmentMb(pgDir) ?? NEW_SEGMENT_MB;
  return {
    initDbStartParams: [`--wal-segsize=${NEW_SEGMENT_MB}`],
    startParams: [
      "-c",
      `shared_buffers=${SHARED_BUFFERS}`,
      "-c",
      `min_wal_size=${2 * segment}MB`,
      "-c",
      `max_wal_size=${Math.max(8, 4 * segment)}MB`,
    ],
  };
}
