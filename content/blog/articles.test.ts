import { describe, expect, it } from "vitest";
import { ARTICLES, findArticle, loadArticleBody, readTime } from "./articles";
import { ARTICLE_CATALOGUE, BLOG_CATEGORIES } from "./catalogue";

const SPEC_CATEGORIES = [
  "Weight Loss",
  "Meal Prep",
  "Health Conditions",
  "Muscle Building",
  "Superfoods",
  "Intermittent Fasting",
  "Gluten-Free",
  "Keto Diet",
  "Maternal Health",
  "Budget Meals",
  "Senior Health",
  "Athletic Performance",
  "Heart Health",
  "Anti-Inflammatory",
  "Kids Nutrition",
  "Shift Work Nutrition",
  "Digestive Health",
  "Seasonal Eating",
  "Mental Health",
  "Travel Nutrition",
];

describe("the twenty articles", () => {
  it("are the catalogue's slugs, each with its category, in order", () => {
    expect(ARTICLES).toHaveLength(20);
    expect(ARTICLES.map((a) => a.slug)).toEqual(ARTICLE_CATALOGUE.map(([slug]) => slug));
    expect(ARTICLES.map((a) => a.category)).toEqual(SPEC_CATEGORIES);
    expect(BLOG_CATEGORIES).toEqual(["All Posts", ...SPEC_CATEGORIES]);
  });

  it("run newest first from January 5, 2025 back to November 18, 2024", () => {
    expect(ARTICLES[0]?.date).toBe("January 5, 2025");
    expect(ARTICLES.at(-1)?.date).toBe("November 18, 2024");
    const times = ARTICLES.map((a) => Date.parse(a.isoDate));
    for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThan(times[i - 1] as number);
  });

  it("are 1,500–2,600 words with a read time computed from the count, between 7 and 12 minutes", () => {
    for (const a of ARTICLES) {
      expect(a.words, a.slug).toBeGreaterThanOrEqual(1500);
      expect(a.words, a.slug).toBeLessThanOrEqual(2600);
      expect(a.readTime).toBe(`${Math.round(a.words / 220)} min read`);
      const minutes = Number.parseInt(a.readTime, 10);
      expect(minutes).toBeGreaterThanOrEqual(7);
      expect(minutes).toBeLessThanOrEqual(12);
    }
    expect(readTime(2200)).toBe("10 min read");
  });

  it("each have h2 sections, bullet and numbered lists, and a named author with a title", async () => {
    for (const a of ARTICLES) {
      const body = await loadArticleBody(a.slug);
      expect(body, a.slug).toBeDefined();
      expect(body?.html, a.slug).toContain("<h2");
      expect(body?.html, a.slug).toContain("<ul>");
      expect(body?.html, a.slug).toContain("<ol>");
      expect(body?.html, a.slug).not.toContain("<h1");
      expect(a.author.split(" ").length).toBeGreaterThanOrEqual(2);
      expect(a.author_title.length).toBeGreaterThan(3);
    }
  });

  it("finds articles by slug, ignoring case, and nothing for an unknown slug", async () => {
    expect(findArticle("KETO-THAI-VIETNAMESE-RECIPES")?.category).toBe("Keto Diet");
    expect(findArticle("no-such-post")).toBeUndefined();
    expect(await loadArticleBody("no-such-post")).toBeUndefined();
  });
});
