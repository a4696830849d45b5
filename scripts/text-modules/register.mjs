// `node --import ./scripts/text-modules/register.mjs file.ts`: TypeScript through tsx, and the
// library's .csv and .yaml files as text modules (hooks.mjs). Every script and bench runs this way.
import { register } from "node:module";
import { register as registerTsx } from "tsx/esm/api";

registerTsx();
// Registered after tsx, so it sees text files before tsx does.
register("./hooks.mjs", import.meta.url);
