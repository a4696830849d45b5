import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { MARKDOWN_COLLECTIONS, type MarkdownCollection } from "../../content/markdown-collections.ts";
import { MarkdownSourceError, renderMarkdown } from "./render-markdown.ts";

// Turns `import doc from "./x.md"` into a module holding the validated front matter and the rendered
// HTML; `./x.md?meta` holds only the front matter and counts, for lists that must not carry bodies.

const root = path.resolve(import.meta.dirname, "../..");

export function loadMarkdownModule(
  file: string,
  metaOnly: boolean,
  collections: MarkdownCollection[] = MARKDOWN_COLLECTIONS,
  base = root,
): string {
  const relative = path.relative(base, file).split(path.sep).join("/");
  const collection = collections.find((c) => relative.startsWith(`${c.dir}/`));
  if (!collection) throw new Error(`${relative}: Markdown outside a known content folder`);
  let doc: ReturnType<typeof renderMarkdown>;
  try {
    doc = renderMarkdown(readFileSync(file, "utf8"));
  } catch (error) {
    if (error instanceof MarkdownSourceError) throw new Error(`${relative}: ${error.message}`);
    throw error;
  }
  const parsed = collection.schema.safeParse(doc.meta);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `field "${i.path.join(".") || "(front matter)"}": ${i.message}`,
    );
    throw new Error(`${relative}: invalid front matter\n  ${problems.join("\n  ")}`);
  }
  const out = metaOnly
    ? { meta: parsed.data, words: doc.words, headings: doc.headings }
    : { ...doc, meta: parsed.data };
  return `export default ${JSON.stringify(out)};`;
}

export function markdownPlugin(): Plugin {
  return {
    name: "nutriweek-markdown",
    enforce: "pre",
    load(id) {
      const [file, query = ""] = id.split("?");
      if (!file?.endsWith(".md")) return null;
      this.addWatchFile(file);
      return loadMarkdownModule(file, new URLSearchParams(query).has("meta"));
    },
  };
}
