import type { MarkdownDocument, PageMeta } from "../../../../content/markdown-collections";
import { SITE_PAGES } from "../../site-pages";
import { LegalDocument } from "./legal-document";

/** The page module of one legal text; each is its own chunk holding only its own text (routes.tsx). */
export function legalPageModule(
  key: "privacy" | "terms" | "disclaimer" | "dmca" | "cookies",
  doc: MarkdownDocument,
) {
  const page = SITE_PAGES[key];
  const bound = { ...doc, meta: doc.meta as PageMeta };
  return { default: () => <LegalDocument page={page} doc={bound} />, head: page.head };
}
