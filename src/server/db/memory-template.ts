import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// An in-memory database (the tests' many apps) starts from a migrated copy instead of running
// initdb and every migration again: initdb alone takes seconds, loading a copy well under one. The
// copy is made by the first in-memory database that migrates and kept under node_modules/.cache,
// named by a hash of the migrations and PGlite's version, so a new migration or PGlite makes a new
// one. Databases in a data folder never use it.

/** Each folder's file, worked out once per process: a test file opens many in-memory databases. */
const known = new Map<string, string>();

/** The file a migrated in-memory database is copied to and loaded from, for these migrations. */
export function memoryTemplateFile(migrationsFolder: string): string {
  const seen = known.get(migrationsFolder);
  if (seen) return seen;
  const file = templateFileFor(migrationsFolder);
  known.set(migrationsFolder, file);
  return file;
}

function templateFileFor(migrationsFolder: string): string {
  const hash = createHash("sha256");
  const root = path.dirname(migrationsFolder);
  hash.update(readFileSync(path.join(root, "node_modules", "@electric-sql", "pglite", "package.json")));
  for (const name of readdirSync(migrationsFolder).sort()) {
    if (!name.endsWith(".sql")) continue;
    hash.update(name);
    hash.update(readFileSync(path.join(migrationsFolder, name)));
  }
  hash.update(readFileSync(path.join(migrationsFolder, "meta", "_journal.json")));
  return path.join(
    root,
    "node_modules",
    ".cache",
    "nutriweek",
    `pglite-${hash.digest("hex").slice(0, 16)}.tar`,
  );
}
