import { defineConfig } from "vitest/config";

// Browser tests against the built app served by the real server (see e2e/support/global-setup.ts).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
