import { BASE_URL_TOKEN } from "../../shared/base-url-token";

/**
 * The site's public address: while prerendering, the token the server replaces with BASE_URL; in the
 * browser, the origin of the canonical link the server filled in, so both renders agree.
 */
export function siteOrigin(): string {
  if (typeof document === "undefined") return BASE_URL_TOKEN;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return new URL(canonical ?? window.location.href).origin;
}
