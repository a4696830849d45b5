import { parse } from "regexparam";

/** wouter's default pattern parser, made case-insensitive: /FAQ matches /faq (decisions D2). */
export function caseInsensitiveParser(route: string, loose?: boolean) {
  const { pattern, keys } = parse(route, loose);
  return { pattern: new RegExp(pattern.source, "i"), keys };
}
