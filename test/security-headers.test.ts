import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 13: the same protective headers on a page, an API answer and a PDF.

function fakeClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-client-"));
  mkdirSync(path.join(dir, "pages"));
  writeFileSync(path.join(dir, "pages/index.html"), "<!doctype html><title>home</title>");
  writeFileSync(path.join(dir, "pages/404.html"), "not found");
  writeFileSync(
    path.join(dir, "pages.json"),
    JSON.stringify({
      pages: { "/": "pages/index.html" },
      shells: {},
      notFound: "pages/404.html",
      notFoundUnder: {},
      sitemap: ["/"],
    }),
  );
  return dir;
}

function expectProtected(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy")).toContain("camera=()");
  expect(res.headers.get("x-frame-options")).toBe("DENY");
}

describe.each(testDatabaseKinds())("security headers on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  const client = fakeClient();
  beforeAll(async () => {
    t = await startTestApp(kind, { STATIC_DIR: client });
    a = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(client, { recursive: true, force: true });
  });

  it("protects pages, the not-found page and API answers", async () => {
    for (const p of ["/", "/no-such-page", "/api/health", "/api/meal-plans", "/api/no-such-route"]) {
      const res = await t.request(p, { headers: { cookie: a.cookie } });
      expectProtected(res);
    }
    // Served over http here: no HSTS.
    expect((await t.request("/")).headers.get("strict-transport-security")).toBeNull();
  });

  it("protects a plan's PDF", async () => {
    await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, a.cookie));
    const gen = await t.request(
      "/api/meal-plans/generate",
      jsonInit("POST", { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" }, a.cookie),
    );
    const { id } = (await gen.json()) as { id: string };
    const pdf = await t.request(`/api/meal-plans/${id}/pdf/file`, { headers: { cookie: a.cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expectProtected(pdf);
  });
});
