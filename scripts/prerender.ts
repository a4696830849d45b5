import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadEnv } from "vite";
import type { PageManifest } from "../src/server/http/static-site";
import { BASE_URL_TOKEN } from "../src/shared/base-url-token";

// Runs after `vite build` (client) and `vite build --ssr` (server entry): writes one HTML file per
// public route, the client shells and the not-found page, plus the manifest the server reads.

const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "dist/client");
const ssrEntry = path.join(root, "dist/ssr/entry-server.js");

type Rendered = { path: string; html: string; head: string; indexable: boolean };
const { prerenderAll } = (await import(pathToFileURL(ssrEntry).href)) as {
  prerenderAll: (
    baseUrl: string,
  ) => Promise<{ pages: Rendered[]; shells: Rendered[]; notFound: Rendered; blogNotFound: Rendered }>;
};

const template = stylesheetsFirst(readFileSync(path.join(clientDir, "index.html"), "utf8"));
const pagesDir = path.join(clientDir, "pages");
rmSync(pagesDir, { recursive: true, force: true });
mkdirSync(pagesDir, { recursive: true });

const fileFor = (p: string) =>
  `pages/${p === "/" ? "index" : p.slice(1).replaceAll("/*", "__any").replaceAll("/", "__")}.html`;
const write = (page: Rendered, file: string) => {
  const html = template.replace("<!--app-head-->", page.head).replace("<!--app-html-->", page.html);
  assertNoInlineCode(html, file);
  writeFileSync(path.join(clientDir, file), html);
};

/**
 * The server's Content-Security-Policy allows no inline script (src/server/http/security-headers.ts):
 * an inline script other than a JSON-LD data block, or an inline event handler, would be blocked in
 * the browser, so the build stops here instead.
 */
function assertNoInlineCode(html: string, file: string) {
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1] ?? "";
    if (/\bsrc=/i.test(attrs) || /type=["']?application\/ld\+json/i.test(attrs)) continue;
    throw new Error(`${file}: inline <script${attrs}> would be blocked by the Content-Security-Policy`);
  }
  const handler = /<[a-z][^>]*\son[a-z]+\s*=/i.exec(html);
  if (handler) throw new Error(`${file}: inline event handler would be blocked by the CSP: ${handler[0]}`);
}

/** An image host of ours other than this site (VITE_IMAGE_BASE_URL), which the CSP must allow. */
function imageOrigin(): { imageOrigin?: string } {
  const base = loadEnv("production", root, "VITE_").VITE_IMAGE_BASE_URL;
  return base && /^https?:\/\//.test(base) ? { imageOrigin: new URL(base).origin } : {};
}

const { pages, shells, notFound, blogNotFound } = await prerenderAll(BASE_URL_TOKEN);
const manifest: PageManifest = {
  pages: {},
  shells: {},
  notFound: "pages/404.html",
  notFoundUnder: { "/blog/": "pages/blog-404.html" },
  sitemap: [],
  ...imageOrigin(),
};
for (const page of pages) {
  const file = fileFor(page.path);
  write(page, file);
  manifest.pages[page.path.toLowerCase()] = file;
  if (page.indexable) manifest.sitemap.push(page.path);
}
for (const shell of shells) {
  const file = fileFor(shell.path);
  write(shell, file);
  manifest.shells[shell.path.toLowerCase()] = file;
}
write(notFound, manifest.notFound);
write(blogNotFound, "pages/blog-404.html");
writeFileSync(path.join(clientDir, "pages.json"), JSON.stringify(manifest, null, 2));
// The raw template would be served for "/" by a static host; the server never needs it.
rmSync(path.join(clientDir, "index.html"));
console.log(`prerendered ${pages.length} pages, ${shells.length} shells and the not-found page`);

/**
 * Vite writes the page's module preloads before its stylesheet. The stylesheet is what blocks the first
 * paint, so it goes first: on a slow connection it no longer waits behind the scripts.
 */
function stylesheetsFirst(html: string): string {
  const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  let out = html;
  for (const sheet of sheets) out = out.replace(sheet, "");
  return out.replace(/(<meta charset="UTF-8" \/>)/, `$1\n    ${sheets.join("\n    ")}`);
}
