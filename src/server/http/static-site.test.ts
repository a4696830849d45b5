import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { FREE_ALLOWANCE_META_TOKEN, FREE_ALLOWANCE_TOKENS } from "../../../content/free-allowance";
import { BASE_URL_TOKEN } from "../../shared/base-url-token";
import { mountStaticSite, normalise } from "./static-site";

function fakeClient(freePlansPerMonth?: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-client-"));
  mkdirSync(path.join(dir, "pages"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "pages/index.html"), `<link rel="canonical" href="${BASE_URL_TOKEN}/">home`);
  writeFileSync(path.join(dir, "pages/faq.html"), "faq page");
  writeFileSync(
    path.join(dir, "pages/pricing.html"),
    `<meta name="nutriweek-free-plans" content="${FREE_ALLOWANCE_META_TOKEN}"><li>${FREE_ALLOWANCE_TOKENS.feature}</li><p>Generate ${FREE_ALLOWANCE_TOKENS.phrase}.</p>`,
  );
  writeFileSync(path.join(dir, "pages/dashboard.html"), "shell");
  writeFileSync(path.join(dir, "pages/shared.html"), "shared shell");
  writeFileSync(path.join(dir, "pages/404.html"), "404 Page Not Found");
  writeFileSync(path.join(dir, "pages/blog-404.html"), "Post Not Found");
  writeFileSync(path.join(dir, "assets/app-abc123.js"), "console.log(1)");
  writeFileSync(
    path.join(dir, "pages.json"),
    JSON.stringify({
      pages: { "/": "pages/index.html", "/faq": "pages/faq.html", "/pricing": "pages/pricing.html" },
      shells: { "/dashboard": "pages/dashboard.html", "/shared/*": "pages/shared.html" },
      notFound: "pages/404.html",
      notFoundUnder: { "/blog/": "pages/blog-404.html" },
      sitemap: ["/", "/faq", "/pricing"],
    }),
  );
  const app = new Hono();
  mountStaticSite(
    app,
    dir,
    { baseUrl: "https://nutriweek.example", freePlansPerMonth },
    {
      "/shared/*": async (p) => p === "/shared/Live-Token",
    },
  );
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

  it("answers an unknown article with the blog's own not-found page and status 404", async () => {
    const res = await app.request("/blog/no-such-post");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("Post Not Found");
  });

  it("caches hashed assets for a year", async () => {
    const res = await app.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  // The product rule it checks: docs/product/free-plan-allowance.md.
  it("fills in the free-plan allowance the server runs with", async () => {
    expect(await (await app.request("/pricing")).text()).toBe(
      '<meta name="nutriweek-free-plans" content="unlimited"><li>Unlimited meal plans</li><p>Generate as many meal plans as you like.</p>',
    );
    expect(await (await fakeClient(3).request("/pricing")).text()).toBe(
      '<meta name="nutriweek-free-plans" content="3"><li>3 meal plans per month</li><p>Generate 3 meal plans per calendar month.</p>',
    );
  });

  it("serves robots.txt and a sitemap.xml of every indexable page with absolute addresses", async () => {
    const robots = await (await app.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://nutriweek.example/sitemap.xml");
    expect(robots).toContain("Disallow: /dashboard");
    const res = await app.request("/sitemap.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://nutriweek.example/",
      "https://nutriweek.example/faq",
      "https://nutriweek.example/pricing",
    ]);
  });

  it("normalises encoded and mixed-case paths", () => {
    expect(normalise("/Blog/%E2%9C%93/")).toBe("/blog/✓");
    expect(normalise("/")).toBe("/");
    expect(normalise("/%E0%A4%A")).toBe("/%e0%a4%a");
  });

  it("serves a pattern shell only for paths its guard knows, keeping their case", async () => {
    const live = await app.request("/shared/Live-Token");
    expect(live.status).toBe(200);
    expect(await live.text()).toBe("shared shell");
    expect((await app.request("/shared/live-token")).status).toBe(404);
    expect((await app.request("/shared/")).status).toBe(404);
    expect((await app.request("/shared")).status).toBe(404);
  });
});
