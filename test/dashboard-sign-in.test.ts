import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUp } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// docs/product/routes.md: a signed-out visit to the dashboard is sent to sign in by the server,
// before any of the app loads; a signed-in one gets the dashboard's page.

const SHELL = "<!doctype html><title>dashboard app</title><script src=/assets/app.js></script>";

/** A built client with a landing page and the dashboard's page, as pages.json names them. */
function fakeClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-client-"));
  mkdirSync(path.join(dir, "pages"));
  writeFileSync(path.join(dir, "pages/index.html"), "<!doctype html><title>home</title>");
  writeFileSync(path.join(dir, "pages/404.html"), "not found");
  writeFileSync(path.join(dir, "pages/dashboard.html"), SHELL);
  const shells = { "/dashboard": "pages/dashboard.html", "/dashboard/*": "pages/dashboard.html" };
  const manifest = {
    pages: { "/": "pages/index.html" },
    shells,
    notFound: "pages/404.html",
    notFoundUnder: {},
    sitemap: ["/"],
  };
  writeFileSync(path.join(dir, "pages.json"), JSON.stringify(manifest));
  return dir;
}

// One database: the session check is Better Auth's, the same on both.
const [pglite] = testDatabaseKinds();

describe("a signed-out /dashboard", () => {
  let t: TestApp;
  let user: SignedUpUser;
  const client = fakeClient();
  beforeAll(async () => {
    if (!pglite) throw new Error("no test database");
    t = await startTestApp(pglite, { STATIC_DIR: client });
    user = await signUp(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(client, { recursive: true, force: true });
  });

  it("is redirected by the server to sign in, keeping the address asked for, without the app", async () => {
    for (const [asked, next] of [
      ["/dashboard", "%2Fdashboard"],
      ["/dashboard?step=profile", "%2Fdashboard%3Fstep%3Dprofile"],
      ["/Dashboard/settings/", "%2FDashboard%2Fsettings%2F"],
    ]) {
      const res = await t.request(asked as string, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/?next=${next}`);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.text()).not.toContain("dashboard app");
    }
  });

  it("is redirected with a session cookie that is not a session", async () => {
    const res = await t.request("/dashboard", {
      redirect: "manual",
      headers: { cookie: "better-auth.session_token=forged.c2lnbmF0dXJl" },
    });
    expect(res.status).toBe(302);
  });

  it("is the dashboard's page once signed in, and an unknown address is still not found", async () => {
    const res = await t.request("/dashboard?step=profile", { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect((await t.request("/dashboard/no-such-screen", { redirect: "manual" })).status).toBe(404);
  });
});
