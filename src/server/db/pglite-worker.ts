import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction, types } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Envelope, type PgliteWorkerData, type Reply, type Request, toWire } from "./pglite-protocol";
import { pgliteSettings } from "./pglite-settings";

// The embedded database's own thread (issue 25): PGlite runs PostgreSQL compiled to WebAssembly, and
// each query holds the thread it runs on. Here it holds this one, so the request thread keeps
// answering (static files, the plan list of another user) while a plan is stored or vacuumed. PGlite
// serves one statement at a time: an open transaction holds it until its commit or rollback, and
// everything else waits in PGlite's own queue, in order.

const data = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");

for (const module of data.preload ?? []) await import(module);

/** Timestamps, dates and intervals stay text, as Drizzle's own PGlite driver asks: it maps them. */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const parsers = Object.fromEntries(AS_TEXT.map((t) => [t, (value: string) => value]));

const settings = pgliteSettings(data.pgDir);
// In memory, a migrated copy spares initdb and the migrations (memory-template.ts).
const template = !data.pgDir && data.templateFile && existsSync(data.templateFile) ? data.templateFile : null;
const client = new PGlite(data.pgDir, {
  ...(template && { loadDataDir: new Blob([readFileSync(template)]) }),
  startParams: [...PGlite.defaultStartParams, ...settings.startParams],
  initDbStartParams: settings.initDbStartParams,
  pgliteWasmModule: data.pgliteWasmModule,
  ...(data.initdbWasmModule && { initdbWasmModule: data.initdbWasmModule }),
});

interface OpenTx {
  tx?: Transaction;
  end: (commit: boolean) => void;
  done: Promise<void>;
}
const open = new Map<number, OpenTx>();
let nextTx = 1;

/** Opens a transaction and keeps it open, holding PGlite, until finish() ends it. */
async function begin(): Promise<number> {
  const id = nextTx++;
  let end: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((r) => {
    end = r;
  });
  let started: () => void = () => {};
  const start = new Promise<void>((r) => {
    started = r;
  });
  const entry: OpenTx = { end, done: Promise.resolve() };
  const run = client.transaction(async (tx) => {
    entry.tx = tx;
    started();
    if (!(await ended)) await tx.rollback();
  });
  entry.done = run.finally(() => open.delete(id));
  // Awaited by finish(); a failure before the start is the caller's through begin() instead.
  entry.done.catch(() => {});
  open.set(id, entry);
  await Promise.race([start, run]);
  return id;
}

async function finish(id: number, commit: boolean): Promise<void> {
  const entry = open.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  entry.end(commit);
  await entry.done;
}

async function handle(req: Request): Promise<unknown> {
  switch (req.op) {
    case "query": {
      const target = req.tx === undefined ? client : open.get(req.tx)?.tx;
      if (!target) throw new Error(`No open transaction ${req.tx}`);
      return target.query(req.sql, req.params, { rowMode: req.rowMode, parsers });
    }
    case "begin":
      return begin();
    case "commit":
    case "rollback":
      return finish(req.tx, req.op === "commit");
    case "migrate": {
      await client.waitReady;
      const done = await migrate(drizzle(client), { migrationsFolder: data.migrationsFolder });
      if (!data.pgDir && data.templateFile && !template) await keepTemplate(data.templateFile);
      return done;
    }
    case "maintain":
      for (const statement of req.statements) await client.exec(statement);
      return undefined;
    case "close":
      if (!client.closed) await client.close();
      return undefined;
  }
}

/** Writes the migrated database where the next in-memory one starts from; whole or not at all. */
async function keepTemplate(file: string): Promise<void> {
  const dump = await client.dumpDataDir("none");
  mkdirSync(path.dirname(file), { recursive: true });
  const part = `${file}.${process.pid}.${Date.now()}.part`;
  writeFileSync(part, new Uint8Array(await dump.arrayBuffer()));
  renameSync(part, file);
}

port.on("message", (message: Envelope) => {
  handle(message).then(
    (result) => port.postMessage({ id: message.id, ok: true, result } satisfies Reply),
    (err: unknown) => port.postMessage({ id: message.id, ok: false, error: toWire(err) } satisfies Reply),
  );
});
