import { useEffect } from "react";
import { BRAND } from "../../../content/site";

export type JsonLd = Record<string, unknown>;

/** What each page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Canonical path, e.g. "/faq". */
  path: string;
  type?: "website" | "article";
  image?: string;
  /** Structured data; a function receives the site's origin for absolute URLs. */
  jsonLd?: JsonLd | JsonLd[] | ((origin: string) => JsonLd | JsonLd[]);
  noindex?: boolean;
  /** For articles: Open Graph article tags. */
  article?: { author: string; publishedTime: string };
  /** A comma-separated keywords meta tag. */
  keywords?: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The tags for the prerendered HTML; baseUrl is a token the server replaces with the real origin. */
export function headTags(head: PageHead, baseUrl: string): string {
  const url = `${baseUrl}${head.path}`;
  const image = `${baseUrl}${head.image ?? "/og-image.png"}`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${BRAND}" />`,
    `<meta property="og:type" content="${head.type ?? "website"}" />`,
    `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escapeHtml(head.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.noindex) tags.push(`<meta name="robots" content="noindex" />`);
  if (head.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(head.keywords)}" />`);
  if (head.article) {
    tags.push(`<meta property="article:author" content="${escapeHtml(head.article.author)}" />`);
    tags.push(
      `<meta property="article:published_time" content="${escapeHtml(head.article.publishedTime)}" />`,
    );
  }
  const jsonLd = typeof head.jsonLd === "function" ? head.jsonLd(baseUrl) : head.jsonLd;
  for (const ld of [jsonLd ?? []].flat()) {
    // "<" is escaped so article text can never close the script element.
    tags.push(`<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, "\\u003c")}</script>`);
  }
  return tags.join("\n    ");
}

/** BreadcrumbList structured data: Home, then the given trail. */
export function breadcrumbs(trail: { name: string; path: string }[]) {
  return (origin: string): JsonLd => ({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${origin}${item.path}`,
    })),
  });
}

function setMeta(selector: string, attr: "name" | "property", key: string, value: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = value;
}

/** Keeps the document head in step with client-side navigation. */
export function useHead(head: PageHead) {
  useEffect(() => {
    document.title = head.title;
    setMeta('meta[name="description"]', "name", "description", head.description);
    setMeta('meta[property="og:title"]', "property", "og:title", head.title);
    setMeta('meta[property="og:description"]', "property", "og:description", head.description);
    const url = `${window.location.origin}${head.path}`;
    setMeta('meta[property="og:url"]', "property", "og:url", url);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) canonical.href = url;
  }, [head.title, head.description, head.path]);
}
