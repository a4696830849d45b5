import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The JavaScript the prerendered landing page asks for before it is interactive: scripts and preloads. */
export function landingJsReport(clientDir: string) {
  const html = readFileSync(path.join(clientDir, "pages/index.html"), "utf8");
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (m[1]) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    if (m[1]) urls.add(m[1]);
  const files = [...urls].map((url) => {
    const body = readFileSync(path.join(clientDir, url));
    return { file: url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length };
  });
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
}
