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
  },
});
