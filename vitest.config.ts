import { defineConfig } from "vitest/config";
import { markdownPlugin } from "./scripts/markdown/vite-plugin.ts";
import { textModulesPlugin } from "./scripts/text-modules/vite-plugin.ts";

export default defineConfig({
  plugins: [markdownPlugin(), textModulesPlugin()],
  test: {
    include: [
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "scripts/**/*.test.ts",
      "test/**/*.test.ts",
      "content/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two test files at once on two cores: most integration tests wait on a server, a database or a
    // worker thread as much as they compute, so one file at a time left a core idle (issue 25).
    maxWorkers: 2,
  },
});
