import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";

// The site's public routes, each with page's own h1; the blog has more tests of its own (blog.e2e.ts).
const ROUTES: [string, RegExp][] = [
  ["/", /A week of meals that fits your body/],
  ["/blog", /Eat well, the way you like to eat/],
  ["/blog/senior-nutrition-global-cuisine", /Nutrition After 65/],
  ["/features", /Everything your week of meals needs/],
  ["/how-it-works", /From your profile to a week of meals/],
  ["/pricing", /Start free/],
  ["/about", /Healthy eating that still tastes like home/],
  ["/contact", /We read every message/],
  ["/faq", /Frequently asked questions/],
  ["/sitemap", /Every page on one page/],
  ["/privacy", /Privacy Policy/],
  ["/terms", /Terms/],
  ["/disclaimer", /Medical Disclaimer/],
  ["/dmca", /Copyright/],
  ["/cookies", /Cookie Policy/],
];

describe("public site", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  it.each(ROUTES)(
    "%s answers 200 with its own heading and no accessibility violation",
    async (path, heading) => {
      const res = await s.page.goto(`${s.baseUrl}${path}`);
      expect(res?.status()).toBe(200);
      const h1 = s.page.getByRole("heading", { level: 1 });
      expect(await h1.textContent()).toMatch(heading);
      expect(await s.page.title()).not.toMatch(/not found/i);
      await s.page.waitForLoadState("networkidle");
      expect(await a11yViolations(s.page)).toEqual([]);
    },
  );

  it("gives every page its own title and description, and hydrates each without a mismatch", async () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [path] of ROUTES) {
      await s.page.goto(`${s.baseUrl}${path}`);
      await s.page.waitForLoadState("networkidle");
      titles.add(await s.page.title());
      descriptions.add((await s.page.locator('meta[name="description"]').getAttribute("content")) ?? "");
      expect(await s.page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${s.baseUrl}${path === "/" ? "/" : path}`,
      );
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
    expect(
      s.errors.filter((e) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(e)),
    ).toEqual([]);
  });

  it("matches routes case-insensitively and answers an unknown path with 404", async () => {
    const faq = await s.page.goto(`${s.baseUrl}/FAQ`);
    expect(faq?.status()).toBe(200);
    expect(await s.page.getByRole("heading", { level: 1 }).textContent()).toMatch(/Frequently asked/);
    const missing = await s.page.goto(`${s.baseUrl}/no-such-page`);
    expect(missing?.status()).toBe(404);
    expect(await s.page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
  });

  it("leads nowhere broken: every link on the site answers without a 404", async () => {
    const seen = new Set<string>(["/"]);
    const queue = ["/"];
    const broken: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const res = await s.page.goto(`${s.baseUrl}${path}`);
      if (!res || res.status() >= 400) {
        broken.push(`${path} → ${res?.status()}`);
        continue;
      }
      const hrefs = await s.page.$$eval("a[href]", (as) => as.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== s.baseUrl || url.pathname.startsWith("/api/")) continue;
        const key = url.pathname;
        if (!seen.has(key)) {
          seen.add(key);
          queue.push(key);
        }
      }
    }
    expect(broken).toEqual([]);
    // Header, footer and sitemap between them reach every page of the route table.
    for (const [path] of ROUTES) expect(seen.has(path)).toBe(true);
  });

  it("scrolls to the landing page's sections from the header, from another page", async () => {
    await s.page.goto(`${s.baseUrl}/about`);
    await s.page.waitForLoadState("networkidle");
    await s.page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "How It Works" })
      .click();
    await s.page.waitForURL(`${s.baseUrl}/#how-it-works`);
    await expect
      .poll(() => s.page.locator("#how-it-works").evaluate((el) => el.getBoundingClientRect().top))
      .toBeLessThan(200);
  });

  it("fills in the free-plan allowance the server runs with, in the HTML itself", async () => {
    const html = await (await fetch(`${s.baseUrl}/pricing`)).text();
    expect(html).not.toContain("__NUTRIWEEK");
    // The browser tests' server runs without FREE_PLANS_PER_MONTH: unlimited
    // (docs/product/free-plan-allowance.md).
    expect(html).toContain("Unlimited meal plans");
    const faq = await (await fetch(`${s.baseUrl}/faq`)).text();
    expect(faq).toContain("as many meal plans as you like");
  });

  it("serves robots.txt and a sitemap.xml listing every public page with absolute addresses", async () => {
    const robots = await (await fetch(`${s.baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${s.baseUrl}/sitemap.xml`);
    const xml = await (await fetch(`${s.baseUrl}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const [path] of ROUTES) expect(locs).toContain(`${s.baseUrl}${path}`);
    expect(locs.filter((l) => l?.startsWith(`${s.baseUrl}/blog/`))).toHaveLength(20);
    expect(locs).not.toContain(`${s.baseUrl}/auth`);
    expect(locs).not.toContain(`${s.baseUrl}/dashboard`);
  });

  it("shows today's date as the last-updated date of a legal page, once hydrated", async () => {
    await s.page.goto(`${s.baseUrl}/privacy`);
    const today = new Date().toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });
    await expect.poll(() => s.page.getByText(/Last updated:/).textContent()).toContain(today);
  });
});
