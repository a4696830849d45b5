import type { MarkdownDocument, PageMeta } from "../../../../content/markdown-collections";
import { MarkdownBody } from "../../components/content/markdown-body";
import { Today } from "../../components/content/today";
import { useHead } from "../../lib/head";
import type { SitePage } from "../../site-pages";

/**
 * A legal page: its title, "Last updated" as the viewer's date (docs/product/dates.md), contents and the
 * rendered text.
 */
export function LegalDocument({ page, doc }: { page: SitePage; doc: MarkdownDocument<PageMeta> }) {
  useHead(page.head);
  const sections = doc.headings.filter((h) => h.level === 2);
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Legal</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">{doc.meta.title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          Last updated: <Today />
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[240px_1fr]">
        {sections.length > 2 ? (
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="text-sm font-semibold">On this page</h2>
            <ol className="mt-3 space-y-2 border-l pl-4 text-sm">
              {sections.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className="text-muted-foreground hover:text-foreground">
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <MarkdownBody html={doc.html} className="max-w-3xl" />
      </div>
    </article>
  );
}
