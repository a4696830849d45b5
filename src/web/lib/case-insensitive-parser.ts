import { parse } from "regexparam";

/** wouter's default pattern parser, made case-insensitive: /FAQ matches /faq (docs/product/routes.md). */
export function caseInsensitiveParser(route: string, loose?: boolean) {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, "i"), keys };
}
