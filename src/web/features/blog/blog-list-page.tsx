import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { ARTICLES } from "../../../../content/blog/articles";
import { BLOG, BLOG_CATEGORIES, VISIBLE_CATEGORY_BUTTONS } from "../../../../content/blog/catalogue";
import { BRAND } from "../../../../content/site";
import { PageHero } from "../../components/content/page-hero";
import { breadcrumbs, type PageHead, useHead } from "../../lib/head";
import { cn } from "../../lib/utils";
import { ArticleCard } from "./article-card";
import { SubscribeBox } from "./subscribe-box";

const ALL = "All Posts";

export const head: PageHead = {
  title: `Blog — Nutrition Guides, Recipes and Meal Planning | ${BRAND}`,
  description: `Practical, evidence-based articles from the ${BRAND} dietitians: weight loss, meal prep, health conditions, sports nutrition and cooking across the world's cuisines.`,
  path: "/blog",
  jsonLd: (origin) => [
    {
      "@context": "https://schema.org",
      "@type": "Blog",
      name: `${BRAND} Blog`,
      url: `${origin}/blog`,
      blogPost: ARTICLES.slice(0, BLOG.structuredDataPosts).map((a) => ({
        "@type": "BlogPosting",
        headline: a.title,
        description: a.excerpt,
        datePublished: a.isoDate,
        author: { "@type": "Person", name: a.author, jobTitle: a.author_title },
        url: `${origin}/blog/${a.slug}`,
        image: `${origin}${a.image}`,
      })),
    },
    breadcrumbs([{ name: "Blog", path: "/blog" }])(origin),
  ],
};

/** The category asked for in `?category=`, if it is one of ours. */
function categoryFromSearch(search: string): string {
  const asked = new URLSearchParams(search).get("category");
  return asked && BLOG_CATEGORIES.includes(asked) ? asked : ALL;
}

export default function BlogListPage() {
  useHead(head);
  const [location, navigate] = useLocation();
  // The prerendered list shows every post; a linked ?category= applies once the page is live.
  const [category, setCategory] = useState(ALL);
  useEffect(() => setCategory(categoryFromSearch(window.location.search)), []);
  const choose = (next: string) => {
    setCategory(next);
    navigate(next === ALL ? location : `${location}?category=${encodeURIComponent(next)}`, { replace: true });
  };
  const shown = category === ALL ? ARTICLES : ARTICLES.filter((a) => a.category === category);
  const buttons = BLOG_CATEGORIES.slice(0, VISIBLE_CATEGORY_BUTTONS);
  if (!buttons.includes(category)) buttons.push(category);

  return (
    <>
      <PageHero eyebrow={`${BRAND} Blog`} title="Eat well, the way you like to eat">
        <p>Guides from our dietitians and cooks on nutrition, health conditions and the world's kitchens.</p>
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <nav aria-label="Filter by category">
          <ul className="flex flex-wrap justify-center gap-2">
            {buttons.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  aria-pressed={c === category}
                  onClick={() => choose(c)}
                  className={cn(
                    "h-9 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    c === category
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-background hover:bg-accent",
                  )}
                >
                  {c}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-center text-sm text-muted-foreground" role="status">
          {category === ALL
            ? `${shown.length} articles`
            : `${shown.length} article${shown.length === 1 ? "" : "s"} in ${category}`}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((a) => (
            <li key={a.slug} className="flex">
              <ArticleCard article={a} />
            </li>
          ))}
        </ul>
        <div className="mt-14">
          <SubscribeBox />
        </div>
      </div>
    </>
  );
}
