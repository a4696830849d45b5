import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSamples, SAMPLES_FILE, samplesJson } from "./quick-generator-samples";

describe("Quick Generator samples file (decisions D15)", () => {
  it("is what the engine builds from today's library", async () => {
    // `npm run build` rewrites the file; a library change without a rebuild shows up here.
    expect(readFileSync(SAMPLES_FILE, "utf8")).toBe(samplesJson(await buildSamples()));
  }, 60_000);
});
