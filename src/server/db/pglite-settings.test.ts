import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { pgliteSettings } from "./pglite-settings";

describe("the embedded database's start settings", () => {
  const root = mkdtempSync(path.join(tmpdir(), "nw-settings-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const setting = (params: string[], name: string) =>
    params.find((p) => p.startsWith(`${name}=`))?.slice(name.length + 1);

  it("makes new folders with 1 MB WAL segments and keeps their WAL within 8 MB", () => {
    const s = pgliteSettings(path.join(root, "new"));
    expect(s.initDbStartParams).toEqual(["--wal-segsize=1"]);
    expect(setting(s.startParams, "min_wal_size")).toBe("2MB");
    expect(setting(s.startParams, "max_wal_size")).toBe("8MB");
    expect(setting(s.startParams, "shared_buffers")).toBe("8MB");
  });

  it("bounds an older folder's WAL by its own 16 MB segments, which PostgreSQL requires", () => {
    const dir = path.join(root, "old");
    mkdirSync(path.join(dir, "pg_wal"), { recursive: true });
    const segment = path.join(dir, "pg_wal", "000000010000000000000003");
    writeFileSync(segment, "");
    truncateSync(segment, 16 * 1024 * 1024);
    const s = pgliteSettings(dir);
    expect(setting(s.startParams, "min_wal_size")).toBe("32MB");
    expect(setting(s.startParams, "max_wal_size")).toBe("64MB");
  });
});
