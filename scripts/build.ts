import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";
import { validateContentRecords } from "../content/validate-records";
import { DEFAULT_LIBRARY } from "../src/planner/index";
import { writeBlogImages } from "./blog-images";
import { landingJsReport } from "./bundle-size";
import { CATALOGUE_FILE, catalogueMarkdown } from "./library-catalogue";
import { buildSamples, SAMPLES_FILE, samplesJson } from "./quick-generator-samples";

// The whole production build: client, SSR entry, prerendered pages, server bundle, compressed assets.

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");
const REGISTER = pathToFileURL(path.join(root, "scripts/text-modules/register.mjs")).href;
const step = (name: string) => console.log(`\n▸ ${name}`);

rmSync(dist, { recursive: true, force: true });

step("content records");
validateContentRecords();
console.log("FAQ, pricing, testimonials, how-it-works, values and team records are valid");

step("Quick Generator samples");
// Built by the engine from its library (docs/product/quick-generator.md); written only when they changed.
const samples = samplesJson(await buildSamples());
if (!existsSync(SAMPLES_FILE) || readFileSync(SAMPLES_FILE, "utf8") !== samples) {
  writeFileSync(SAMPLES_FILE, samples);
  console.log("updated content/quick-generator-samples.json");
} else console.log("content/quick-generator-samples.json is up to date");

step("library catalogue");
// content/library/README.md, generated from the food table and recipe files (written when changed).
const catalogue = catalogueMarkdown(DEFAULT_LIBRARY.foods, DEFAULT_LIBRARY.recipes);
if (!existsSync(CATALOGUE_FILE) || readFileSync(CATALOGUE_FILE, "utf8") !== catalogue) {
  writeFileSync(CATALOGUE_FILE, catalogue);
  console.log("updated content/library/README.md");
} else console.log("content/library/README.md is up to date");

step("client");
await viteBuild({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });

step("blog hero images");
console.log(`drew ${writeBlogImages(path.join(dist, "client"))} hero images`);

step("server-side render entry");
await viteBuild({
  configFile: path.join(root, "vite.config.ts"),
  logLevel: "warn",
  build: { ssr: "entry-server.tsx", outDir: path.join(dist, "ssr"), emptyOutDir: true },
});

step("prerender");
execFileSync(process.execPath, ["--import", REGISTER, path.join(root, "scripts/prerender.ts")], {
  stdio: "inherit",
});

step("server bundle");
await esbuild({
  // Each worker is its own entry: the pool starts dist/server/plan-worker.js and pdf-worker.js
  // beside main.js (src/server/plan-pool/worker-lane.ts).
  entryPoints: [
    path.join(root, "src/server/main.ts"),
    path.join(root, "src/server/plan-pool/plan-worker.ts"),
    path.join(root, "src/server/plan-pool/pdf-worker.ts"),
    // The embedded database's thread (src/server/db/pglite-link.ts finds it beside main.js).
    path.join(root, "src/server/db/pglite-worker.ts"),
  ],
  outdir: path.join(dist, "server"),
  entryNames: "[name]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  // The engine's food table and recipes go into the bundle as text (scripts/text-modules).
  loader: { ".csv": "text", ".yaml": "text" },
  logLevel: "warning",
});

step("compress assets");
const assetsDir = path.join(dist, "client/assets");
let compressed = 0;
for (const file of readdirSync(assetsDir)) {
  if (!/\.(js|css|svg|json)$/.test(file)) continue;
  const full = path.join(assetsDir, file);
  const body = readFileSync(full);
  writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${full}.br`, brotliCompressSync(body));
  compressed++;
}
console.log(`compressed ${compressed} assets (.gz and .br)`);

step("landing page JavaScript");
const report = landingJsReport(path.join(dist, "client"));
for (const f of report.files) console.log(`  ${f.file}  ${(f.gzip / 1024).toFixed(1)} KB gzip`);
console.log(`landing page JavaScript: ${(report.totalGzip / 1024).toFixed(1)} KB gzip (budget 100 KB)`);
if (report.totalGzip > 100 * 1024) {
  console.error("The landing page loads more than 100 KB of gzipped JavaScript.");
  process.exit(1);
}
