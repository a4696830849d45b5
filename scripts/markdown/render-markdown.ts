import MarkdownIt from "markdown-it";
import anchor from "markdown-it-anchor";
import { parse as parseYaml } from "yaml";
import type { MarkdownDocument } from "../../content/markdown-collections";

// Front matter is YAML between two "---" lines at the very top; the body is CommonMark with GFM
// tables, rendered by markdown-it with raw HTML disabled, so a content file can never inject markup.

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

export class MarkdownSourceError extends Error {}

export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new MarkdownSourceError('the file must start with front matter between two "---" lines');
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new MarkdownSourceError(`front matter is not valid YAML: ${(error as Error).message}`);
  }
  return { data: data ?? {}, body: source.slice(match[0].length) };
}

function createRenderer(headings: MarkdownDocument["headings"]) {
  return new MarkdownIt({ html: false, linkify: false, typographer: true }).use(anchor, {
    level: [2, 3],
    callback: (token, { slug, title }) => {
      headings.push({ level: Number(token.tag.slice(1)), id: slug, text: title });
    },
  });
}

/** Renders one Markdown file: its front matter (unvalidated), HTML, plain text and word count. */
export function renderMarkdown(source: string): MarkdownDocument {
  const { data, body } = splitFrontMatter(source);
  const headings: MarkdownDocument["headings"] = [];
  const md = createRenderer(headings);
  const tokens = md.parse(body, {});
  const html = md.renderer.render(tokens, md.options, {});
  const blocks: string[] = [];
  for (const token of tokens) {
    if (token.type !== "inline") continue;
    const words = (token.children ?? [])
      .map((child) => {
        if (child.type === "text" || child.type === "code_inline") return child.content;
        return child.type === "softbreak" || child.type === "hardbreak" ? " " : "";
      })
      .join("");
    if (words.trim()) blocks.push(words.trim());
  }
  const text = blocks.join(" ").replace(/\s+/g, " ").trim();
  const words = text ? text.split(" ").length : 0;
  return { meta: data, html, text, words, headings };
}
