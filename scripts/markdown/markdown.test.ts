import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { articleMetaSchema, pageMetaSchema } from "../../content/markdown-collections";
import { renderMarkdown } from "./render-markdown";
import { loadMarkdownModule } from "./vite-plugin";

const page = (front: string, body: string) => `---\n${front}\n---\n${body}`;

describe("renderMarkdown", () => {
  it("renders headings with ids, lists and tables, and counts the words of the text", () => {
    const doc = renderMarkdown(
      page(
        "title: T",
        "Intro with **bold** text.\n\n## First part\n\n- one item\n- two\n\n### Detail\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
      ),
    );
    expect(doc.meta).toEqual({ title: "T" });
    expect(doc.html).toContain('<h2 id="first-part"');
    expect(doc.html).toContain("<strong>bold</strong>");
    expect(doc.html).toContain("<table>");
    expect(doc.headings).toEqual([
      { level: 2, id: "first-part", text: "First part" },
      { level: 3, id: "detail", text: "Detail" },
    ]);
    expect(doc.text).toBe("Intro with bold text. First part one item two Detail a b 1 2");
    expect(doc.words).toBe(14);
  });

  it("keeps the words on either side of a line break apart", () => {
    const doc = renderMarkdown(page("title: T", "one two\nthree four  \nfive"));
    expect(doc.text).toBe("one two three four five");
    expect(doc.words).toBe(5);
  });

  it("escapes raw HTML instead of passing it through", () => {
    const doc = renderMarkdown(page("title: T", 'Hi <script>alert(1)</script> <img src=x onerror="y">'));
    expect(doc.html).not.toContain("<script>");
    expect(doc.html).not.toContain("<img");
    expect(doc.html).toContain("&lt;script&gt;");
  });

  it("refuses a file without front matter or with broken YAML", () => {
    expect(() => renderMarkdown("# Just a body")).toThrow(/front matter/);
    expect(() => renderMarkdown(page("title: [unclosed", "x"))).toThrow(/not valid YAML/);
  });
});

describe("the build's Markdown modules", () => {
  const base = mkdtempSync(path.join(tmpdir(), "nw-md-"));
  const collections = [
    { dir: "content/legal", schema: pageMetaSchema },
    { dir: "content/blog", schema: articleMetaSchema },
  ];
  const write = (rel: string, source: string) => {
    const file = path.join(base, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, source);
    return file;
  };

  it("names the file and the field when front matter is invalid", () => {
    const file = write(
      "content/blog/bad.md",
      page('title: "A fine enough title"\ndate: "5 Jan 2025"', "Body"),
    );
    expect(() => loadMarkdownModule(file, false, collections, base)).toThrow(
      /content\/blog\/bad\.md: invalid front matter[\s\S]*field "excerpt"[\s\S]*field "date"/,
    );
  });

  it("emits the validated document, or only its front matter and counts with ?meta", () => {
    const description = "A description long enough to pass the schema's fifty character minimum.";
    const file = write(
      "content/legal/ok.md",
      page(`title: Privacy\ndescription: "${description}"`, "## One\n\nTwo words."),
    );
    const full = JSON.parse(
      loadMarkdownModule(file, false, collections, base).replace(/^export default |;$/g, ""),
    );
    expect(full).toMatchObject({ meta: { title: "Privacy", description }, words: 3 });
    expect(full.html).toContain("<h2");
    const meta = JSON.parse(
      loadMarkdownModule(file, true, collections, base).replace(/^export default |;$/g, ""),
    );
    expect(meta).toEqual({
      meta: { title: "Privacy", description },
      words: 3,
      headings: [{ level: 2, id: "one", text: "One" }],
    });
  });

  it("refuses Markdown outside the known content folders", () => {
    const file = write("elsewhere/x.md", page("title: T", "x"));
    expect(() => loadMarkdownModule(file, false, collections, base)).toThrow(
      /outside a known content folder/,
    );
  });
});
