// Node module hooks: a .csv or .yaml file imported by the engine's library becomes a module whose
// default export is the file's text, as Vite's plugin and esbuild's text loader make it in the
// bundles. The engine parses and validates the text itself.
import { readFile } from "node:fs/promises";

export const TEXT_FILE = /\.(csv|ya?ml)$/;

export async function load(url, context, nextLoad) {
  if (url.startsWith("file:") && TEXT_FILE.test(new URL(url).pathname)) {
    const text = await readFile(new URL(url), "utf8");
    return { format: "module", source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
