import type { Plugin } from "vite";
import { TEXT_FILE } from "./hooks.mjs";

/** The library's .csv and .yaml files as text modules in Vitest and Vite (see hooks.mjs). */
export function textModulesPlugin(): Plugin {
  return {
    name: "nutriweek-text-modules",
    transform(code, id) {
      if (!TEXT_FILE.test(id.split("?")[0] ?? id)) return null;
      return { code: `export default ${JSON.stringify(code)};`, map: null };
    },
  };
}
