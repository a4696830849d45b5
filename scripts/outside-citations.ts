import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

// Comments and docs may cite only what is in this repository: a product rule is cited by its file in
// docs/product/ (docs/product/README.md), never by a number in a document kept elsewhere, and a path
// a comment names must lead to a file of the repo. outside-citations.test.ts holds the repo to this.

export const REPO_ROOT = path.resolve(import.meta.dirname, "..");

/** Folders whose code comments are checked; their Markdown too, except the site's own prose. */
const CODE_ROOTS = ["src", "scripts", "bench", "test", "e2e", "content"];
const CODE_EXT = /\.(?:ts|tsx|mts|mjs|js|cjs)$/;
/** content/ holds articles and legal pages, where "vitamin D3" or a path is the reader's business. */
const PROSE_ROOT = "content";
const SKIP_DIRS = new Set(["node_modules", "dist", "data", ".git", "coverage"]);

export interface Finding {
  file: string;
  line: number;
  /** What was cited, as written. */
  cited: string;
  why: string;
}

interface Comment {
  text: string;
  /** Offset of the comment in its file. */
  pos: number;
}

/** Every comment of a TypeScript or JavaScript file, found by the compiler's parser (not in strings). */
export function commentsOf(fileName: string, source: string): Comment[] {
  const kind = fileName.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const seen = new Set<number>();
  const out: Comment[] = [];
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) {
      if (seen.has(r.pos)) continue;
      seen.add(r.pos);
      out.push({ text: source.slice(r.pos, r.end), pos: r.pos });
    }
  };
  // getChildren includes punctuation tokens, so a comment before a closing brace is found too.
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(source, node.pos));
    add(ts.getTrailingCommentRanges(source, node.end));
    for (const child of node.getChildren(sf)) visit(child);
  };
  visit(sf);
  return out.sort((a, b) => a.pos - b.pos);
}

const DECISION_NUMBER = /(?<!vitamin\s)\bD\d{1,2}\b/gi;
/** The outside product specification, however it is named. */
const OUTSIDE_SPEC = /product-spec|shared\/spec\b/gi;
/** A numbered section of that specification ("spec", the section sign, a number or a range of them). */
const SPEC_SECTION = /\bspec(?:ification)?\s*§\s*\d+(?:\s*[–-]\s*§?\s*\d+)?/gi;
/** Home and work folders of some machine: never part of the repo. */
const ABSOLUTE_PATH = /(?<![\w:/.-])(?:~|\/(?:work|home|Users|root|mnt))\/[\w@./-]+/g;
/** A path from the file's own folder (`../shared/plan-data`): it must stay inside the repo. */
const RELATIVE_PATH = /(?<![\w/.])\.{1,2}\/[\w@./-]*[\w@-]/g;
/** A Markdown document, by name or by path from the repo's root or the file's folder. */
const MARKDOWN_PATH = /(?<![\w/.-])(?:[\w.-]+\/)*[\w.-]+\.md\b/g;
/** `x.md` stands for any document in an example; it cites nothing. */
const PLACEHOLDER_DOC = /^\w\.md$/;

const insideRepo = (abs: string, root: string) => abs === root || abs.startsWith(root + path.sep);

/**
 * What a piece of comment or doc text cites that is not in the repo. `file` is the repo-relative
 * path of the text's file (relative paths resolve from its folder); `markdownNames` the base names of
 * the repo's Markdown files, for a doc cited by its bare name ("nutrition.md").
 */
export function outsideCitations(
  text: string,
  file: string,
  root: string,
  markdownNames: ReadonlySet<string>,
): { index: number; cited: string; why: string }[] {
  const dir = path.join(root, path.dirname(file));
  const out: { index: number; cited: string; why: string }[] = [];
  for (const m of text.matchAll(DECISION_NUMBER))
    out.push({ index: m.index, cited: m[0], why: "a numbered decision kept outside the repo" });
  for (const m of text.matchAll(OUTSIDE_SPEC))
    out.push({ index: m.index, cited: m[0], why: "the specification kept outside the repo" });
  // A section of a specification already named above is reported once, under that name.
  for (const m of text.matchAll(SPEC_SECTION))
    if (!out.some((f) => m.index >= f.index && m.index < f.index + f.cited.length))
      out.push({ index: m.index, cited: m[0], why: "a section of the specification kept outside the repo" });
  for (const m of text.matchAll(ABSOLUTE_PATH))
    out.push({ index: m.index, cited: m[0], why: "a folder of some machine, not of the repo" });
  for (const m of text.matchAll(RELATIVE_PATH))
    if (!insideRepo(path.resolve(dir, m[0]), root))
      out.push({ index: m.index, cited: m[0], why: "a path that leaves the repo" });
  for (const m of text.matchAll(MARKDOWN_PATH)) {
    const cited = m[0];
    // A path starting ./ or ../ is the relative rule's; one already reported is not reported twice.
    if (cited.startsWith(".") || PLACEHOLDER_DOC.test(cited)) continue;
    if (out.some((f) => m.index >= f.index && m.index < f.index + f.cited.length)) continue;
    const found = cited.includes("/")
      ? existsSync(path.join(root, cited)) || existsSync(path.join(dir, cited))
      : markdownNames.has(cited);
    if (!found) out.push({ index: m.index, cited, why: "a document that is not in the repo" });
  }
  return out.sort((a, b) => a.index - b.index);
}

function walk(dir: string, out: string[]) {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
}

/** The files checked: code under CODE_ROOTS, the repo's own Markdown (README, docs, code folders). */
export function filesToCheck(root: string): string[] {
  const all: string[] = [];
  for (const r of [...CODE_ROOTS, "docs"]) if (existsSync(path.join(root, r))) walk(path.join(root, r), all);
  const rel = all.map((f) => path.relative(root, f).split(path.sep).join("/"));
  const md = (f: string) => f.endsWith(".md") && (!f.startsWith(`${PROSE_ROOT}/`) || f.endsWith("README.md"));
  return ["README.md", ...rel.filter((f) => CODE_EXT.test(f) || md(f))].sort();
}

const lineAt = (text: string, index: number) => text.slice(0, index).split("\n").length;

/** Every outside citation in the repo's comments and docs. */
export function findOutsideCitations(root = REPO_ROOT): Finding[] {
  const files = filesToCheck(root);
  const markdownNames = new Set<string>();
  const allMd: string[] = [];
  walk(root, allMd);
  for (const f of allMd) if (f.endsWith(".md")) markdownNames.add(path.basename(f));
  const findings: Finding[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const pieces = file.endsWith(".md") ? [{ text, pos: 0 }] : commentsOf(file, text);
    for (const piece of pieces)
      for (const hit of outsideCitations(piece.text, file, root, markdownNames))
        findings.push({ file, line: lineAt(text, piece.pos + hit.index), cited: hit.cited, why: hit.why });
  }
  return findings;
}
