import { Link } from "wouter";
import type { Article } from "../../../../content/blog/articles";
import { SiteImage } from "../../components/content/site-image";

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-block rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-accent-foreground">
      {category}
    </span>
  );
}

/** A blog card: image, category, date, read time, title and excerpt, linking to the article. */
export function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border bg-background shadow-sm transition-shadow hover:shadow-md">
      <SiteImage
        file={article.image.replace(/^\/images\//, "")}
        alt=""
        width={1200}
        height={630}
        className="aspect-[1200/630] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <CategoryBadge category={article.category} />
          <time dateTime={article.isoDate}>{article.date}</time>
          <span aria-hidden>·</span>
          <span>{article.readTime}</span>
        </div>
        <Heading className="mt-3 text-lg font-bold leading-snug">
          <Link
            href={`/blog/${article.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-muted-foreground">{article.excerpt}</p>
      </div>
    </article>
  );
}
