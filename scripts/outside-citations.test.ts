import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commentsOf, findOutsideCitations, outsideCitations } from "./outside-citations";

// A reader of this repo must be able to follow every citation without documents kept elsewhere.

describe("comments and docs cite only what is in the repo", () => {
  it("holds for every file of the repo", () => {
    const findings = findOutsideCitations().map((f) => `${f.file}:${f.line} "${f.cited}": ${f.why}`);
    expect(findings).toEqual([]);
  }, 60_000);
});

describe("the check itself", () => {
  const root = mkdtempSync(path.join(tmpdir(), "nutriweek-citations-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(path.join(root, "docs/product"), { recursive: true });
  mkdirSync(path.join(root, "src/shared"), { recursive: true });
  mkdirSync(path.join(root, "src/server"), { recursive: true });
  writeFileSync(path.join(root, "docs/product/sharing.md"), "# Sharing\n");
  writeFileSync(path.join(root, "docs/nutrition.md"), "# Nutrition\n");
  writeFileSync(path.join(root, "src/shared/plan-data.ts"), "export {};\n");
  const md = new Set(["sharing.md", "nutrition.md"]);
  const cited = (text: string) => outsideCitations(text, "src/server/share.ts", root, md).map((f) => f.cited);

  it("finds a numbered decision however it is written", () => {
    expect(cited("Share creates a link (decisions D16).")).toEqual(["D16"]);
    expect(cited("per meal (D7 shape), see decision d13")).toEqual(["D7", "d13"]);
    expect(cited("vitamin D3 is not a decision")).toEqual([]);
  });

  it("finds the outside specification, machine folders and paths that leave the repo", () => {
    expect(cited("Sources: ../../../shared/spec/nutrition.md")).toEqual([
      "../../../shared/spec/nutrition.md",
      "shared/spec",
    ]);
    expect(cited("Sources: ../shared/spec/nutrition.md")).toEqual(["shared/spec"]);
    expect(cited("see product-spec §4")).toEqual(["product-spec"]);
    expect(cited("written in /work/shared/notes.md or ~/notes")).toEqual([
      "/work/shared/notes.md",
      "~/notes",
    ]);
    expect(cited("as ../shared/plan-data.ts says; GET /api/meal-plans/{id}; ./data")).toEqual([]);
  });

  it("finds a numbered section of the specification, however it is written", () => {
    expect(cited("Spec §9: auto-close after 5000 ms (spec §6)")).toEqual(["Spec §9", "spec §6"]);
    expect(cited("spec §5 step gating; spec§7–8; specification § 3")).toEqual([
      "spec §5",
      "spec§7–8",
      "specification § 3",
    ]);
    expect(cited("docs/nutrition.md §5 and N§2 are the repo's own")).toEqual([]);
  });

  it("accepts documents of the repo by path or by name, and refuses others", () => {
    expect(cited('docs/product/sharing.md and nutrition.md; `import doc from "./x.md"`')).toEqual([]);
    expect(cited("docs/product/units.md and decisions.md")).toEqual([
      "docs/product/units.md",
      "decisions.md",
    ]);
  });

  it("reads comments only, not strings or regular expressions", () => {
    const source = [
      "// one (D3)",
      'const a = "D4 // not a comment";',
      "const re = /D5/; /* two: ../../outside */",
      "const el = <p>{/* three: D6 */}</p>;",
      // A template literal with a comment in its placeholder, written without one here.
      "const t = `D7 $" + "{x /* four */}`;",
    ].join("\n");
    expect(commentsOf("x.tsx", source).map((c) => c.text)).toEqual([
      "// one (D3)",
      "/* two: ../../outside */",
      "/* three: D6 */",
      "/* four */",
    ]);
  });

  it("reports the file and line of each finding", () => {
    mkdirSync(path.join(root, "src/web"), { recursive: true });
    writeFileSync(
      path.join(root, "src/web/page.tsx"),
      'export const x = "D1 spec §2";\n\n// Decision D2 says so.\n/** Spec §9: a toast closes. */\n',
    );
    writeFileSync(path.join(root, "README.md"), "# Repo\n\nSee docs/product/sharing.md.\n");
    expect(findOutsideCitations(root)).toEqual([
      { file: "src/web/page.tsx", line: 3, cited: "D2", why: "a numbered decision kept outside the repo" },
      {
        file: "src/web/page.tsx",
        line: 4,
        cited: "Spec §9",
        why: "a section of the specification kept outside the repo",
      },
    ]);
  });
});
