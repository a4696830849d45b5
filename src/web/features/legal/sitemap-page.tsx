import { Link } from "wouter";
import { ARTICLES } from "../../../../content/blog/articles";
import { PageHero } from "../../components/content/page-hero";
import { Today } from "../../components/content/today";
import { NavLink } from "../../components/layout/nav-link";
import { useHead } from "../../lib/head";
import { SITE_CATEGORIES, SITE_PAGES, SITEMAP_EXTRAS } from "../../site-pages";

interface Entry {
  name: string;
  path: string;
  description: string;
}

/** Every entry of the sitemap page by category, from the one list of site pages. */
export function sitemapEntries(): { category: string; entries: Entry[] }[] {
  const pages = Object.values(SITE_PAGES).map((p) => ({
    name: p.name,
    path: p.path,
    description: p.head.description,
    category: p.category,
  }));
  const blog = [
    {
      name: "Blog",
      path: "/blog",
      description: "All twenty articles, filtered by category.",
      category: "Blog",
    },
    ...ARTICLES.map((a) => ({
      name: a.title,
      path: `/blog/${a.slug}`,
      description: a.excerpt,
      category: "Blog",
    })),
  ];
  const all = [...SITEMAP_EXTRAS, ...pages, ...blog];
  return SITE_CATEGORIES.map((category) => ({
    category,
    entries: all.filter((e) => e.category === category),
  })).filter((g) => g.entries.length > 0);
}

export const head = SITE_PAGES.sitemap.head;

export default function SitemapPage() {
  useHead(head);
  const groups = sitemapEntries();
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  return (
    <>
      <PageHero eyebrow="Sitemap" title="Every page on one page">
        <p>
          {total} pages in {groups.length} groups · Updated <Today />
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 md:grid-cols-2">
        {groups.map((g) => (
          <section
            key={g.category}
            aria-labelledby={`sitemap-${g.category}`}
            className="rounded-2xl border p-6"
          >
            <h2 id={`sitemap-${g.category}`} className="text-xl font-bold">
              {g.category}{" "}
              <span className="text-sm font-normal text-muted-foreground">({g.entries.length})</span>
            </h2>
            <ul className="mt-4 space-y-4">
              {g.entries.map((e) => (
                <li key={e.path}>
                  {e.path.includes("#") ? (
                    <NavLink
                      href={e.path}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {e.name}
                    </NavLink>
                  ) : (
                    <Link
                      href={e.path}
                      className="font-semibold text-primary underline-offset-4 hover:underline"
                    >
                      {e.name}
                    </Link>
                  )}
                  <code className="ml-2 text-xs text-muted-foreground">{e.path}</code>
                  <p className="mt-1 text-sm text-muted-foreground">{e.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
