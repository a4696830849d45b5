import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import type { PgliteWorkerData } from "./pglite-protocol";
import { pgliteSettings } from "./pglite-settings";

// Starting the embedded database's thread (pglite-worker.ts): its WebAssembly compiled once per
// process and shared with every worker (a restart, or the many in-memory databases of the tests,
// would otherwise compile it again), and a new data folder created first by a process of its own.

const run = promisify(execFile);
const pgliteEntry = () => createRequire(import.meta.url).resolve("@electric-sql/pglite");

const compiled = new Map<string, Promise<WebAssembly.Module>>();
function wasm(file: "pglite.wasm" | "initdb.wasm"): Promise<WebAssembly.Module> {
  let module = compiled.get(file);
  if (!module) {
    module = readFile(path.join(path.dirname(pgliteEntry()), file)).then((b) => WebAssembly.compile(b));
    compiled.set(file, module);
  }
  return module;
}

export interface PgliteStart {
  /** PGlite's folder (DATA_DIR/pglite); absent keeps the database in memory (tests). */
  pgDir?: string;
  migrationsFolder: string;
  preload?: string[];
  templateFile?: string;
  /** Whether the folder has no database yet. */
  fresh: boolean;
}

export async function startPgliteWorker({ fresh, ...data }: PgliteStart): Promise<Worker> {
  if (fresh && data.pgDir) await initialise(data.pgDir);
  const modules: Pick<PgliteWorkerData, "pgliteWasmModule" | "initdbWasmModule"> = {
    pgliteWasmModule: await wasm("pglite.wasm"),
    // In memory, the database is created in the worker itself.
    ...(!data.pgDir && { initdbWasmModule: await wasm("initdb.wasm") }),
  };
  return spawn({ ...data, ...modules });
}

/**
 * From the esbuild bundle the worker is pglite-worker.js beside main.js (scripts/build.ts). From the
 * TypeScript sources (tests, dev) it is the .ts file, loaded through tsx as the plan pool's worker is
 * (src/server/plan-pool/pool.ts says why it registers the loader itself).
 */
function spawn(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith(".ts"))
    return new Worker(new URL("./pglite-worker.js", import.meta.url), { workerData });
  const entry = new URL("./pglite-worker.ts", import.meta.url).href;
  const register = new URL("../../../scripts/text-modules/register.mjs", import.meta.url).href;
  const code = `import(${JSON.stringify(register)}).then(() => import(${JSON.stringify(entry)}));`;
  return new Worker(code, { eval: true, workerData });
}

/**
 * A new data folder is made (initdb) by a short-lived process: initdb runs a second PostgreSQL whose
 * memory this process would keep after it ended (990 MB after a first start, against 530 MB after a
 * restart, issue 25).
 */
async function initialise(pgDir: string): Promise<void> {
  const script = `const { PGlite } = require(process.argv[1]);
const [dir, params] = JSON.parse(process.argv[2]);
new PGlite(dir, { initDbStartParams: params }).waitReady.then(() => process.exit(0), (err) => {
  process.stderr.write(String(err && err.message));
  process.exit(1);
});`;
  const args = JSON.stringify([pgDir, pgliteSettings(pgDir).initDbStartParams]);
  try {
    await run(process.execPath, ["-e", script, pgliteEntry(), args]);
  } catch (err) {
    const detail = (err as { stderr?: string }).stderr || String(err);
    throw new Error(`The embedded database could not be created in ${pgDir}: ${detail}`);
  }
}
