import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";

const KETO = "keto-thai-vietnamese-recipes";
const meta = (html: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
const decode = (s: string) =>
  s.replaceAll("&quot;", '"').replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");

describe("blog", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  it("serves each article's full metadata in the HTML itself", async () => {
    const res = await fetch(`${s.baseUrl}/blog/${KETO}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(decode(title ?? "")).toBe(
      "Keto Meets Thai and Vietnamese Cooking: Big Flavour, Under 50 g of Net Carbs | NutriWeek Blog",
    );
    const description = decode(meta(html, "name", "description") ?? "");
    expect(description).toHaveLength(160);
    expect(description.startsWith("At first glance, South-East Asian food and the ketogenic diet")).toBe(
      true,
    );
    expect(meta(html, "name", "keywords")).toMatch(/^keto diet, nutrition/);
    expect(html).toContain(`<link rel="canonical" href="${s.baseUrl}/blog/${KETO}" />`);
    expect(meta(html, "property", "og:type")).toBe("article");
    expect(meta(html, "property", "article:author")).toBe("Mei-Lin Zhou");
    expect(meta(html, "property", "article:published_time")).toBe("2024-12-20");
    const lds = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? "{}"),
    );
    const posting = lds.find((ld) => ld["@type"] === "BlogPosting");
    expect(posting.headline).toBe(
      "Keto Meets Thai and Vietnamese Cooking: Big Flavour, Under 50 g of Net Carbs",
    );
    expect(posting.description).toMatch(/^<p>At first glance, South-East Asian food/);
    expect(posting.description).toHaveLength(163);
    expect(posting.description.endsWith("...")).toBe(true);
    expect(posting.author).toMatchObject({ name: "Mei-Lin Zhou", jobTitle: "Nutrition Scientist" });
    // The article's text is in the page without JavaScript.
    expect(html).toContain("<h2");
    expect(html).toContain("Cauliflower rice and other swaps, done well");
  });

  it("lists twenty posts, with Blog structured data for the first ten", async () => {
    const html = await (await fetch(`${s.baseUrl}/blog`)).text();
    const blog = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "{}"))
      .find((ld) => ld["@type"] === "Blog");
    expect(blog.blogPost).toHaveLength(10);
    expect(blog.blogPost[0].url).toBe(`${s.baseUrl}/blog/mediterranean-diet-weight-loss-guide`);
    await s.page.goto(`${s.baseUrl}/blog`);
    await s.page.waitForLoadState("networkidle");
    expect(await s.page.locator("main article").count()).toBe(20);
    expect(
      await s.page.getByRole("navigation", { name: "Filter by category" }).getByRole("button").count(),
    ).toBe(8);
    expect(await a11yViolations(s.page)).toEqual([]);
  });

  it("filters by exact category from a button and from ?category=, which can be linked", async () => {
    await s.page.goto(`${s.baseUrl}/blog`);
    await s.page.waitForLoadState("networkidle");
    const filters = s.page.getByRole("navigation", { name: "Filter by category" });
    await filters.getByRole("button", { name: "Meal Prep" }).click();
    expect(await s.page.locator("main article").count()).toBe(1);
    expect(await s.page.locator("main article h2").textContent()).toContain("Asian-Inspired Meal Prep");
    expect(s.page.url()).toBe(`${s.baseUrl}/blog?category=Meal%20Prep`);
    expect(await filters.getByRole("button", { name: "Meal Prep" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    await filters.getByRole("button", { name: "All Posts" }).click();
    expect(await s.page.locator("main article").count()).toBe(20);

    await s.page.goto(`${s.baseUrl}/blog?category=${encodeURIComponent("Travel Nutrition")}`);
    await s.page.waitForLoadState("networkidle");
    await expect.poll(() => s.page.locator("main article").count()).toBe(1);
    expect(await s.page.locator("main article h2").textContent()).toContain("Eating Well on the Road");
    // A category beyond the first eight still shows as the chosen button.
    expect(await filters.getByRole("button", { name: "Travel Nutrition" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  // The product rule it checks: docs/product/blog-subscriptions.md.
  it("stores a subscription and says so; refuses an invalid address with a message", async () => {
    await s.page.goto(`${s.baseUrl}/blog`);
    await s.page.waitForLoadState("networkidle");
    const email = s.page.getByLabel("Email address");
    await email.fill("not-an-email");
    await s.page.getByRole("button", { name: "Subscribe" }).click();
    await s.page.getByText("Please enter a valid email address").waitFor();
    await email.fill("reader@example.com");
    const stored = s.page.waitForResponse((r) => r.url().endsWith("/api/subscriptions"));
    await s.page.getByRole("button", { name: "Subscribe" }).click();
    expect((await stored).status()).toBe(200);
    await s.page.getByText("Subscribed!", { exact: true }).waitFor();
    expect(
      await s.page
        .getByText("We'll e-mail you when new articles are published.", { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await email.inputValue()).toBe("");
  });

  it("answers an unknown slug with 'Post Not Found' and status 404, on load and on navigation", async () => {
    const res = await s.page.goto(`${s.baseUrl}/blog/no-such-post`);
    expect(res?.status()).toBe(404);
    expect(await s.page.getByRole("heading", { level: 1 }).textContent()).toBe("Post Not Found");
    expect(await s.page.getByText("The blog post you're looking for doesn't exist.").isVisible()).toBe(true);
    await s.page.waitForLoadState("networkidle");
    await s.page.getByRole("link", { name: "Back to Blog" }).click();
    await s.page.waitForURL(`${s.baseUrl}/blog`);
    expect(await s.page.getByRole("heading", { level: 1 }).textContent()).toContain("Eat well");
  });

  it("opens an article from the list without a reload, and shows its text, footer and related posts", async () => {
    await s.page.goto(`${s.baseUrl}/blog`);
    await s.page.waitForLoadState("networkidle");
    await s.page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await s.page.getByRole("link", { name: /Fuelling Like a Nordic Athlete/ }).click();
    await s.page.waitForURL(`${s.baseUrl}/blog/scandinavian-nordic-athletic-performance`);
    await s.page.getByRole("heading", { name: "Carbohydrate: the fuel for hard training" }).waitFor();
    expect(await s.page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await s.page.title()).toBe(
      "Fuelling Like a Nordic Athlete: Rye, Oats, Fish and Berries for Performance | NutriWeek Blog",
    );
    expect(await s.page.getByText("TL", { exact: true }).isVisible()).toBe(true);
    for (const text of ["Enjoyed this article?", "Ready to start your journey?", "Related Articles"]) {
      expect(await s.page.getByRole("heading", { name: text }).isVisible()).toBe(true);
    }
    expect(await s.page.getByRole("link", { name: "View All Blog Posts" }).getAttribute("href")).toBe(
      "/blog",
    );
    await s.page.getByRole("button", { name: "Get Your Meal Plan" }).click();
    await s.page.getByRole("dialog").waitFor();
  });

  it("has no accessibility violation on any article, and hydrates each without a mismatch", async () => {
    const slugs = await s.page.evaluate(async () => {
      const html = await (await fetch("/blog")).text();
      return [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((m) => m[1]);
    });
    const unique = [...new Set(slugs)];
    expect(unique).toHaveLength(20);
    for (const slug of unique) {
      await s.page.goto(`${s.baseUrl}/blog/${slug}`);
      await s.page.waitForLoadState("networkidle");
      expect(await a11yViolations(s.page), slug).toEqual([]);
    }
    expect(
      s.errors.filter((e) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(e)),
    ).toEqual([]);
  });
});
