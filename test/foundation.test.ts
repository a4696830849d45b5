import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

describe.each(testDatabaseKinds())("foundation on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it("reports health with database reachability", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: "ok",
      database: { kind: kind.name, reachable: true, storage: "ok" },
    });
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.request("/api/no-such-thing", { method: "POST" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: "not_found" });
  });

  it("re-applies migrations as a no-op", async () => {
    await t.database.migrate();
    await t.database.migrate();
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
  });

  it("says the client is not built instead of failing when dist is missing", async () => {
    const res = await t.request("/");
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});
