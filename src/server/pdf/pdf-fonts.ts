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

const load = (file: string) => fontkit.create(readFileSync(path.join(dir, file))) as Font;

/**
 * The fonts, parsed once per process: parsing DejaVu's tables was most of a render's time. Each PDF
 * still embeds its own subset of only the glyphs it uses.
 */
export function fonts() {
  cached ??= { regular: load("DejaVuSans.ttf"), bold: load("DejaVuSans-Bold.ttf") };
  return cached;
}
