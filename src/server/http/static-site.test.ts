import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { BASE_URL_TOKEN, mountStaticSite, normalise } from "./static-site";

function fakeClient() {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-client-"));
  mkdirSync(path.join(dir, "pages"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "pages/index.html"), `<link rel="canonical" href="${BASE_URL_TOKEN}/">home`);
  writeFileSync(path.join(dir, "pages/faq.html"), "faq page");
  writeFileSync(path.join(dir, "pages/dashboard.html"), "shell");
  writeFileSync(path.join(dir, "pages/404.html"), "404 Page Not Found");
  writeFileSync(path.join(dir, "assets/app-abc123.js"), "console.log(1)");
  writeFileSync(
    path.join(dir, "pages.json"),
    JSON.stringify({
      pages: { "/": "pages/index.html", "/faq": "pages/faq.html" },
      shells: { "/dashboard": "pages/dashboard.html" },
      notFound: "pages/404.html",
    }),
  );
  const app = new Hono();
  mountStaticSite(app, dir, "https://nutriweek.example");
  return app;
}

describe("static site", () => {
  const app = fakeClient();

  it("serves prerendered pages with the real base URL and no caching", async () => {
    const res = await app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain('href="https://nutriweek.example/"');
  });

  it("matches paths case-insensitively and ignores a trailing slash", async () => {
    expect(await (await app.request("/FAQ")).text()).toBe("faq page");
    expect(await (await app.request("/faq/")).text()).toBe("faq page");
    expect(await (await app.request("/Dashboard")).text()).toBe("shell");
  });

  it("answers unknown pages with the not-found page and status 404", async () => {
    const res = await app.request("/no-such-page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
  });

  it("caches hashed assets for a year", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("normalises encoded and mixed-case paths", () => {
    expect(normalise("/Blog/%E2%9C%93/")).toBe("/blog/✓");
    expect(normalise("/")).toBe("/");
    expect(normalise("/%E0%A4%A")).toBe("/%e0%a4%a");
  });
});
