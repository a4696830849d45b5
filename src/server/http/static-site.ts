import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Env, Hono, Next } from "hono";

// Serves the built client: hashed assets cached for a year, prerendered HTML never cached, and the
// not-found page with a real 404 status for paths the site does not have.

export interface PageManifest {
  /** Lowercased path without trailing slash -> file under the client folder. */
  pages: Record<string, string>;
  /** Path patterns served by the client shell (signed-in screens), e.g. "/dashboard". */
  shells: Record<string, string>;
  notFound: string;
}

export const BASE_URL_TOKEN = "__NUTRIWEEK_BASE_URL__";

export function mountStaticSite<E extends Env>(app: Hono<E>, clientDir: string, baseUrl: string): boolean {
  const manifestFile = path.join(clientDir, "pages.json");
  if (!existsSync(manifestFile)) return false;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as PageManifest;
  // Read once: every page is small, and the base URL is only known at run time.
  const html = new Map<string, string>();
  const load = (file: string) => {
    let page = html.get(file);
    if (page === undefined) {
      page = readFileSync(path.join(clientDir, file), "utf8").replaceAll(BASE_URL_TOKEN, baseUrl);
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
  app.get("*", (c) => {
    const key = normalise(c.req.path);
    const file = manifest.pages[key] ?? manifest.shells[key];
    c.header("Cache-Control", "no-cache");
    if (file) return c.html(load(file));
    return c.html(load(manifest.notFound), 404);
  });
  return true;
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
