import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The JavaScript the prerendered landing page loads before it is interactive: its scripts and preloads,
 * and every chunk those import statically (dynamic `import()`s, such as the dashboard, are not counted).
 */
export function landingJsReport(clientDir: string) {
  const html = readFileSync(path.join(clientDir, "pages/index.html"), "utf8");
  const queue: string[] = [];
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) if (m[1]) queue.push(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g))
    if (m[1]) queue.push(m[1]);
  const seen = new Map<string, Buffer>();
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    const body = readFileSync(path.join(clientDir, url));
    seen.set(url, body);
    for (const m of body.toString("utf8").matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      if (m[1]) queue.push(path.posix.join(path.posix.dirname(url), m[1]));
    }
  }
  const files = [...seen].map(([file, body]) => ({
    file,
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
  }));
  return { files, totalGzip: files.reduce((s, f) => s + f.gzip, 0) };
}
