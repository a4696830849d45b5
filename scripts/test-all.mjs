// `npm test`: every check, in the order that fails fastest: lint, types, layers, unit and
// integration tests, production build, browser tests.
import { spawnSync } from "node:child_process";

const steps = [
  ["lint", "npx", ["biome", "check", "."]],
  ["typecheck", "npx", ["tsc", "-p", "tsconfig.json"]],
  ["layers", "npm", ["run", "--silent", "check:layers"]],
  ["unit and integration tests", "npx", ["vitest", "run"]],
  // Skips itself (and says so) where no PostgreSQL server binaries are installed.
  ["database faults", "npm", ["run", "--silent", "test:faults"]],
  ["build", "npm", ["run", "--silent", "build"]],
  ["browser tests", "npx", ["vitest", "run", "--config", "vitest.e2e.config.ts"]],
];

const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const t = Date.now();
  const res = spawnSync(cmd, args, { stdio: "inherit" });
  if (res.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status || 1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
