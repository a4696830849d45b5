import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIBRARY } from "../src/planner/index";
import { CATALOGUE_FILE, catalogueMarkdown } from "./library-catalogue";

describe("the library catalogue", () => {
  it("is current: content/library/README.md is what the build generates from the files", () => {
    // `npm run build` rewrites it; commit the result.
    expect(readFileSync(CATALOGUE_FILE, "utf8")).toBe(
      catalogueMarkdown(DEFAULT_LIBRARY.foods, DEFAULT_LIBRARY.recipes),
    );
  });

  it("lists every food once and says which share another's row", () => {
    const md = catalogueMarkdown(DEFAULT_LIBRARY.foods, DEFAULT_LIBRARY.recipes);
    for (const f of DEFAULT_LIBRARY.foods) expect(md).toContain(`\`${f.id}\` —`);
    expect(md).toContain("- `basmati-rice` — basmati rice — USDA SR28 20044 (values of `white-rice`)");
  });
});
