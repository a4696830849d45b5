import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ARTICLE_CATALOGUE } from "../content/blog/catalogue";

// Hero images for the blog, drawn for NutriWeek at build time: a gradient, a plate with food shapes and
// a few leaves, different for every article (seeded by its slug), a couple of KB each as SVG.

const PALETTES = [
  ["#14532d", "#22c55e", "#fef3c7"],
  ["#7c2d12", "#f97316", "#ffedd5"],
  ["#1e3a8a", "#3b82f6", "#dbeafe"],
  ["#581c87", "#a855f7", "#f3e8ff"],
  ["#713f12", "#eab308", "#fef9c3"],
  ["#134e4a", "#14b8a6", "#ccfbf1"],
  ["#831843", "#ec4899", "#fce7f3"],
] as const;
const FOODS = ["#f59e0b", "#ef4444", "#84cc16", "#fde68a", "#a16207", "#16a34a", "#fb923c", "#fef3c7"];

function seeded(text: string) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507) ^ Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h >>> 0) % 10_000) / 10_000;
  };
}

export function blogHeroSvg(slug: string, index: number): string {
  const rand = seeded(slug);
  const [dark, mid, light] = PALETTES[index % PALETTES.length] ?? PALETTES[0];
  const px = 760 + rand() * 160;
  const py = 300 + rand() * 60;
  const foods = Array.from({ length: 5 + Math.floor(rand() * 4) }, () => {
    const a = rand() * Math.PI * 2;
    const r = 40 + rand() * 110;
    const size = 26 + rand() * 34;
    const colour = FOODS[Math.floor(rand() * FOODS.length)];
    return `<circle cx="${(px + Math.cos(a) * r).toFixed(0)}" cy="${(py + Math.sin(a) * r).toFixed(0)}" r="${size.toFixed(0)}" fill="${colour}" opacity=".9"/>`;
  });
  const leaves = Array.from({ length: 4 }, () => {
    const x = 80 + rand() * 420;
    const y = 90 + rand() * 450;
    const angle = Math.round(rand() * 180);
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="70" ry="26" fill="${light}" opacity=".35" transform="rotate(${angle} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
${leaves.join("\n")}
<circle cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" r="215" fill="#ffffff" opacity=".95"/>
<circle cx="${px.toFixed(0)}" cy="${py.toFixed(0)}" r="180" fill="${light}"/>
${foods.join("\n")}
<rect x="${(px + 250).toFixed(0)}" y="${(py - 170).toFixed(0)}" width="18" height="340" rx="9" fill="#ffffff" opacity=".9"/>
</svg>
`;
}

/** Writes every article's hero image into the built client. */
export function writeBlogImages(clientDir: string): number {
  const dir = path.join(clientDir, "images/blog");
  mkdirSync(dir, { recursive: true });
  ARTICLE_CATALOGUE.forEach(([slug], i) => {
    writeFileSync(path.join(dir, `${slug}.svg`), blogHeroSvg(slug, i));
  });
  return ARTICLE_CATALOGUE.length;
}
