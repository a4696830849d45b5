import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSamples, DIET, SAMPLES_FILE, samplesJson } from "./quick-generator-samples";

describe("Quick Generator samples file (docs/product/quick-generator.md)", () => {
  it("is what the engine builds from today's library", async () => {
    // `npm run build` rewrites the file; a library change without a rebuild shows up here.
    expect(readFileSync(SAMPLES_FILE, "utf8")).toBe(samplesJson(await buildSamples()));
  }, 60_000);
});

describe("Quick Generator samples for an allergy", () => {
  it("are planned with the allergy and say what they are free from", async () => {
    const samples = await buildSamples();
    const keys = Object.keys(samples).filter((k) => /_free$/.test(k));
    expect(keys.length).toBe(3 * 3 * 3);
    for (const key of keys) {
      const rule = DIET[key.split("/")[2] ?? ""];
      expect(rule?.allergies?.length, key).toBeGreaterThan(0);
      expect(samples[key]?.free_from, key).toMatch(/^Free from: /);
    }
    const nutFree = keys
      .filter((k) => k.endsWith("/nut_free"))
      .flatMap((k) => samples[k]?.meals.map((m) => m.text) ?? []);
    expect(nutFree.join(" ")).not.toMatch(/walnut|almond|pecan|peanut|cashew|pistachio|hazelnut/i);
    expect(samples["maintain/american/none"]?.free_from).toBeUndefined();
  }, 60_000);
});
