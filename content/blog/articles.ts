import type { ArticleMeta, MarkdownDocument, MarkdownMeta } from "../markdown-collections";
import { ARTICLE_CATALOGUE, BLOG } from "./catalogue";

// The twenty articles: front matter and word counts for lists (small), bodies loaded one at a time.

export interface Article extends ArticleMeta {
  words: number;
  /** "8 min read", from the word count at about 220 words a minute. */
  readTime: string;
  /** Hero image, served by the app (generated at build time by scripts/blog-images). */
  image: string;
  /** ISO date (YYYY-MM-DD) of `date`. */
  isoDate: string;
}

const metas = import.meta.glob<MarkdownMeta<ArticleMeta>>("./*.md", {
  eager: true,
  import: "default",
  query: "?meta",
});
const bodies = import.meta.glob<MarkdownDocument<ArticleMeta>>("./*.md", { import: "default" });

const fileSlug = (file: string) => file.replace(/^\.\//, "").replace(/\.md$/, "");

export const readTime = (words: number) => `${Math.max(1, Math.round(words / BLOG.wordsPerMinute))} min read`;

function isoDate(longDate: string): string {
  const d = new Date(`${longDate} 12:00 UTC`);
  return d.toISOString().slice(0, 10);
}

function loadArticles(): Article[] {
  const bySlug = new Map<string, Article>();
  for (const [file, { meta, words }] of Object.entries(metas)) {
    if (fileSlug(file) !== meta.slug)
      throw new Error(`content/blog/${file.slice(2)}: slug "${meta.slug}" must match the file name`);
    bySlug.set(meta.slug, {
      ...meta,
      words,
      readTime: readTime(words),
      image: `/images/blog/${meta.slug}.svg`,
      isoDate: isoDate(meta.date),
    });
  }
  return ARTICLE_CATALOGUE.map(([slug, category]) => {
    const article = bySlug.get(slug);
    if (!article) throw new Error(`content/blog/${slug}.md is missing`);
    if (article.category !== category)
      throw new Error(`content/blog/${slug}.md: category must be "${category}"`);
    return article;
  });
}

/** Newest first, in the catalogue's order. */
export const ARTICLES: Article[] = loadArticles();

export const findArticle = (slug: string) => ARTICLES.find((a) => a.slug === slug.toLowerCase());

export async function loadArticleBody(slug: string): Promise<MarkdownDocument<ArticleMeta> | undefined> {
  const load = bodies[`./${slug.toLowerCase()}.md`];
  return load ? load() : undefined;
}
