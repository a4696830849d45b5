import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Font } from "fontkit";
import * as fontkit from "fontkit";

// DejaVu Sans covers Latin, Greek and Cyrillic with every accent our recipes use ("Crème fraîche",
// "Jalapeño", "Çılbır"); pdfkit's built-in Helvetica cannot encode most of them.
const require = createRequire(import.meta.url);
const dir = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");

let cached: { regular: Font; bold: Font } | undefined;

const LAYOUT_CACHE_LIMIT = 50_000;

type Run = ReturnType<Font["layout"]>;

/**
 * Shaping text with OpenType features was most of a render, and plan text repeats from one document to
 * the next, so a font's layouts are kept for the process. pdfkit scales the returned positions in
 * place, so every caller gets fresh position objects.
 */
function withLayoutCache(font: Font): Font {
  const layout = font.layout.bind(font);
  const cache = new Map<string, { glyphs: Run["glyphs"]; positions: Run["positions"] }>();
  const cached = (text: string, features?: unknown): Run => {
    if (features) return layout(text, features as never);
    let hit = cache.get(text);
    if (!hit) {
      const run = layout(text);
      hit = { glyphs: run.glyphs, positions: run.positions.map((p) => ({ ...p })) };
      if (cache.size >= LAYOUT_CACHE_LIMIT) cache.clear();
      cache.set(text, hit);
    }
    const positions = hit.positions.map((p) => ({ ...p }));
    return {
      glyphs: hit.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    } as unknown as Run;
  };
  return Object.assign(font, { layout: cached });
}

const load = (file: string) => withLayoutCache(fontkit.create(readFileSync(path.join(dir, file))) as Font);

/**
 * The fonts, parsed once per process: parsing DejaVu's tables was most of a render's time. Each PDF
 * still embeds its own subset of only the glyphs it uses.
 */
export function fonts() {
  cached ??= { regular: load("DejaVuSans.ttf"), bold: load("DejaVuSans-Bold.ttf") };
  return cached;
}
