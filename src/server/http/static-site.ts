import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono, Next } from "hono";
import { type FreeAllowance, freeAllowanceReplacements } from "../../../content/free-allowance";
import { BASE_URL_TOKEN } from "../../shared/base-url-token";

// Serves the built client: hashed assets cached for a year, prerendered HTML never cached, and the
// not-found page with a real 404 status for paths the site does not have.

export interface PageManifest {
  /** Lowercased path without trailing slash -> file under the client folder. */
  pages: Record<string, string>;
  /** Path patterns served by the client shell (signed-in screens), e.g. "/dashboard". */
  shells: Record<string, string>;
  notFound: string;
  /** Not-found pages of their own for a path prefix, e.g. "/blog/" → the "Post Not Found" page. */
  notFoundUnder: Record<string, string>;
  /** Paths of the pages search engines may index, for /sitemap.xml. */
  sitemap: string[];
  /** The origin of VITE_IMAGE_BASE_URL when the build points it at another host (for the CSP). */
  imageOrigin?: string;
}

/** The built client's image host other than this site, if any. */
export function builtImageOrigins(clientDir: string): string[] {
  const manifestFile = path.join(clientDir, "pages.json");
  if (!existsSync(manifestFile)) return [];
  const { imageOrigin } = JSON.parse(readFileSync(manifestFile, "utf8")) as PageManifest;
  return imageOrigin ? [imageOrigin] : [];
}

export interface SiteSettings {
  baseUrl: string;
  /** FREE_PLANS_PER_MONTH; undefined means unlimited (docs/product/free-plan-allowance.md). */
  freePlansPerMonth: number | undefined;
}

/** For a shell pattern such as "/shared/*": whether this path names something that exists. */
export type ShellGuard = (path: string) => Promise<boolean>;

/** The shell file for a path: an exact shell, or a pattern ending in "/*" that the path is under. */
function shellFor(shells: Record<string, string>, key: string): [pattern: string, file: string] | undefined {
  const exact = shells[key];
  if (exact) return [key, exact];
  return Object.entries(shells).find(
    ([p]) => p.endsWith("/*") && key.startsWith(p.slice(0, -1)) && key.length > p.length - 1,
  );
}

export function mountStaticSite<E extends Env>(
  app: Hono<E>,
  clientDir: string,
  site: SiteSettings,
  guards: Record<string, ShellGuard> = {},
): boolean {
  const manifestFile = path.join(clientDir, "pages.json");
  if (!existsSync(manifestFile)) return false;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PageManifest;
  // Prerendered pages carry tokens for what is only known at run time; filled in once per file.
  const replacements: [string, string][] = [
    [BASE_URL_TOKEN, site.baseUrl],
    ...freeAllowanceReplacements((site.freePlansPerMonth ?? null) satisfies FreeAllowance),
  ];
  const html = new Map<string, string>();
  const load = (file: string) => {
    let page = html.get(file);
    if (page === undefined) {
      page = readFileSync(path.join(clientDir, file), "utf8");
      for (const [token, value] of replacements) page = page.replaceAll(token, value);
      html.set(file, page);
    }
    return page;
  };

  const root = clientDir;
  // serveStatic builds its response before onFound runs, so caching is set on the way out.
  const cacheFor = (value: string) => async (c: Context, next: Next) => {
    await next();
    const found = c.res.status === 200 || c.res.status === 206;
    if (found && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
  };
  // The build writes .br and .gz beside each asset; the file names carry a content hash.
  app.use(
    "/assets/*",
    cacheFor("public, max-age=31536000, immutable"),
    serveStatic({ root, precompressed: true }),
  );
  app.use(
    "*",
    cacheFor("public, max-age=3600"),
    serveStatic({
      root,
      // Only real files such as /favicon.svg; page paths fall through to the HTML handler below.
      rewriteRequestPath: (p) => (p === "/" || !path.extname(p) ? "/__no_such_file__" : p),
    }),
  );
  app.get("/robots.txt", (c) => c.text(robotsTxt(site.baseUrl)));
  app.get("/sitemap.xml", (c) => {
    c.header("Content-Type", "application/xml; charset=utf-8");
    return c.body(sitemapXml(site.baseUrl, manifest.sitemap));
  });
  app.get("*", async (c) => {
    const key = normalise(c.req.path);
    const page = manifest.pages[key];
    const shell = page ? undefined : shellFor(manifest.shells, key);
    c.header("Cache-Control", "no-cache");
    if (page) return c.html(load(page));
    if (shell) {
      const [pattern, file] = shell;
      const guard = guards[pattern];
      // Paths under a pattern are case-sensitive (share tokens), so the guard sees the path as sent.
      if (!guard || (await guard(c.req.path))) return c.html(load(file));
    }
    const under = Object.entries(manifest.notFoundUnder).find(([prefix]) => key.startsWith(prefix));
    return c.html(load(under ? under[1] : manifest.notFound), 404);
  });
  return true;
}

export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "",
    `Sitemap: ${baseUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(baseUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(`${baseUrl}${p === "/" ? "/" : p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function normalise(p: string): string {
  const lower = decodeURIComponentSafe(p).toLowerCase().replace(/\/+$/, "");
  return lower === "" ? "/" : lower;
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
