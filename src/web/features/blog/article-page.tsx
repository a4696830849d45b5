import { ArrowLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useParams } from "wouter";
import { ARTICLES, type Article, findArticle, loadArticleBody } from "../../../../content/blog/articles";
import { BLOG } from "../../../../content/blog/catalogue";
import type { ArticleMeta, MarkdownDocument } from "../../../../content/markdown-collections";
import { BRAND } from "../../../../content/site";
import { MarkdownBody } from "../../components/content/markdown-body";
import { SiteImage } from "../../components/content/site-image";
import { buttonVariants } from "../../components/ui/button";
import { breadcrumbs, type PageHead, useHead } from "../../lib/head";
import { ArticleCard, CategoryBadge } from "./article-card";
import { GetYourPlanButton } from "./get-your-plan-button";

type Body = MarkdownDocument<ArticleMeta>;
const bodies = new Map<string, Body>();
const slugOf = (path: string) => decodeURIComponent(path.replace(/^\/blog\//i, "")).toLowerCase();

/** Loads the text of the article at `path` before it renders (prerender and hydration). */
export async function preload(path: string) {
  const slug = slugOf(path);
  const body = findArticle(slug) ? await loadArticleBody(slug) : undefined;
  if (body) bodies.set(slug, body);
}

const notFoundHead: PageHead = {
  title: `Post Not Found | ${BRAND} Blog`,
  description: "The blog post you're looking for doesn't exist.",
  path: "/blog",
  noindex: true,
};

/** The article's full metadata. */
export function head(path: string): PageHead {
  const article = findArticle(slugOf(path));
  const body = article && bodies.get(article.slug);
  if (!article || !body) return notFoundHead;
  const url = `/blog/${article.slug}`;
  return {
    title: `${article.title} | ${BRAND} Blog`,
    description: body.text.slice(0, BLOG.descriptionLength),
    path: url,
    type: "article",
    image: article.image,
    keywords: [
      article.category.toLowerCase(),
      "nutrition",
      "healthy eating",
      "meal planning",
      "diet",
      "recipes",
    ].join(", "),
    article: { author: article.author, publishedTime: article.isoDate },
    jsonLd: (origin) => [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: article.title,
        description: `${body.html.slice(0, BLOG.descriptionLength)}...`,
        image: `${origin}${article.image}`,
        datePublished: article.isoDate,
        author: { "@type": "Person", name: article.author, jobTitle: article.author_title },
        publisher: {
          "@type": "Organization",
          name: BRAND,
          logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` },
        },
        mainEntityOfPage: { "@type": "WebPage", "@id": `${origin}${url}` },
        wordCount: article.words,
        articleSection: article.category,
      },
      breadcrumbs([
        { name: "Blog", path: "/blog" },
        { name: article.title, path: url },
      ])(origin),
    ],
  };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w.charAt(0))
    .join("");

function useArticleBody(slug: string): Body | undefined {
  const [body, setBody] = useState(() => bodies.get(slug));
  useEffect(() => {
    if (bodies.has(slug)) return setBody(bodies.get(slug));
    let live = true;
    // Reached by client-side navigation: the text is fetched now.
    preload(`/blog/${slug}`).then(() => live && setBody(bodies.get(slug)));
    return () => {
      live = false;
    };
  }, [slug]);
  return body;
}

function PostNotFound() {
  useHead(notFoundHead);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Post Not Found</h1>
      <p className="text-muted-foreground">The blog post you're looking for doesn't exist.</p>
      <Link href="/blog" className={buttonVariants()}>
        Back to Blog
      </Link>
    </section>
  );
}

function related(article: Article): Article[] {
  const i = ARTICLES.indexOf(article);
  return [1, 2, 3].map((k) => ARTICLES[(i + k) % ARTICLES.length]).filter((a): a is Article => Boolean(a));
}

function ArticleView({ article }: { article: Article }) {
  const body = useArticleBody(article.slug);
  useHead(head(`/blog/${article.slug}`));
  return (
    <article>
      <SiteImage
        file={article.image.replace(/^\/images\//, "")}
        alt=""
        width={1200}
        height={630}
        priority
        className="h-64 w-full object-cover md:h-96"
      />
      <div className="mx-auto max-w-3xl px-4 py-10">
        <Link
          href="/blog"
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Back to Blog
        </Link>
        <div className="mt-6">
          <CategoryBadge category={article.category} />
        </div>
        <h1 className="mt-3 text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">
          {article.title}
        </h1>
        <div className="mt-6 flex items-center gap-3">
          <span
            className="grid size-11 shrink-0 place-items-center rounded-full bg-primary font-bold text-primary-foreground"
            aria-hidden
          >
            {initials(article.author)}
          </span>
          <div className="text-sm">
            <p className="font-semibold">
              {article.author},{" "}
              <span className="font-normal text-muted-foreground">{article.author_title}</span>
            </p>
            <p className="text-muted-foreground">
              <time dateTime={article.isoDate}>{article.date}</time> · {article.readTime}
            </p>
          </div>
        </div>
        {body ? (
          <MarkdownBody html={body.html} className="prose-site-lg mt-8" />
        ) : (
          <div className="mt-8 space-y-3" role="status" aria-label="Loading the article">
            {[1, 2, 3, 4].map((n) => (
              <div key={n} className="h-4 animate-pulse rounded bg-muted" />
            ))}
          </div>
        )}
      </div>
      <div className="mx-auto grid max-w-3xl gap-4 px-4 pb-12 sm:grid-cols-2">
        <section className="rounded-2xl border p-6">
          <h2 className="text-lg font-bold">Enjoyed this article?</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            There are {ARTICLES.length - 1} more guides on the blog.
          </p>
          <Link href="/blog" className={buttonVariants({ variant: "outline", className: "mt-4" })}>
            Read More Articles
          </Link>
        </section>
        <section className="rounded-2xl bg-accent p-6">
          <h2 className="text-lg font-bold">Ready to start your journey?</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A week of meals built around your body and your goal.
          </p>
          <GetYourPlanButton />
        </section>
      </div>
      <section aria-labelledby="related-title" className="bg-muted py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="related-title" className="text-2xl font-bold">
            Related Articles
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related(article).map((a) => (
              <li key={a.slug} className="flex">
                <ArticleCard article={a} headingLevel={3} />
              </li>
            ))}
          </ul>
          <Link href="/blog" className={buttonVariants({ variant: "outline", className: "mt-8" })}>
            View All Blog Posts
          </Link>
        </div>
      </section>
    </article>
  );
}

export default function ArticlePage() {
  const { slug = "" } = useParams<{ slug: string }>();
  const article = findArticle(slug);
  return article ? <ArticleView article={article} /> : <PostNotFound />;
}
