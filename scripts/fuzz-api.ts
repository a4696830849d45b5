import { describeReport, runFuzz } from "../test/support/fuzz/fuzz-run";
import { testDatabaseKinds } from "../test/support/test-database";

// `npm run fuzz:api` (issue 13): generated bad requests against every endpoint of the real app, on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL too; then requests broken on the wire over a real
// socket (issue 24). Prints the answers by status and fails on any 5xx or unanswered request.
// FUZZ_RUNS (default 5,000 per database), FUZZ_WIRE_RUNS (default 500) and FUZZ_SEED vary it.

const runs = Number(process.env.FUZZ_RUNS ?? 5_000);
const wireRuns = Number(process.env.FUZZ_WIRE_RUNS ?? 500);
const seed = Number(process.env.FUZZ_SEED ?? 13);
let failed = false;
for (const kind of testDatabaseKinds()) {
  const report = await runFuzz(kind, { runs, wireRuns, seed });
  for (const line of describeReport(report)) console.log(line);
  if (report.findings.length > 0 || report.wire.findings.length > 0) failed = true;
}
console.log(failed ? "fuzz:api: FAILED" : "fuzz:api: passed (no 5xx)");
process.exit(failed ? 1 : 0);
