import { describe, expect, it } from "vitest";
import { describeReport, runFuzz } from "./support/fuzz/fuzz-run";
import { testDatabaseKinds } from "./support/test-database";

// The short run of `npm run fuzz:api` that every `npm test` makes: no generated request may get a 5xx.

describe.each(testDatabaseKinds())("fuzzed requests on $name", (kind) => {
  it("never answer 5xx", async () => {
    const report = await runFuzz(kind, {
      runs: Number(process.env.FUZZ_TEST_RUNS ?? 400),
      wireRuns: Number(process.env.FUZZ_TEST_WIRE_RUNS ?? 200),
      seed: 20261125,
    });
    expect(report.sent).toBeGreaterThan(0);
    expect(report.findings, describeReport(report).join("\n")).toEqual([]);
    expect(report.wire.sent).toBeGreaterThan(0);
    expect(report.wire.findings, describeReport(report).join("\n")).toEqual([]);
  }, 180_000);
});
