// The messages between the request thread and the thread that owns the embedded database
// (pglite-worker.ts). Plain data only: they cross a MessagePort by structured clone.

export interface PgliteWorkerData {
  /** PGlite's folder (DATA_DIR/pglite); absent keeps the database in memory (tests). */
  pgDir?: string;
  migrationsFolder: string;
  /** Modules imported in the worker before the database opens: tests use it to fake a full disk. */
  preload?: string[];
  /** Compiled once per process and shared (pglite-start.ts). */
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule?: WebAssembly.Module;
  /** In memory only: a migrated copy to start from, made here when missing (memory-template.ts). */
  templateFile?: string;
}

export type Request =
  | { op: "query"; sql: string; params: unknown[]; rowMode: "array" | "object"; tx?: number }
  | { op: "begin" }
  | { op: "commit" | "rollback"; tx: number }
  | { op: "migrate" }
  | { op: "maintain"; statements: string[] }
  | { op: "close" };

export type Envelope = Request & { id: number };

export type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };

/** An error as data: its name, message and every plain field (code, detail, syscall…), with its cause. */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
  cause?: WireError;
}

export function toWire(err: unknown, depth = 0): WireError {
  if (!(err instanceof Error)) return { name: "Error", message: String(err), fields: {} };
  const fields: WireError["fields"] = {};
  for (const [key, value] of Object.entries(err)) {
    if (["string", "number", "boolean"].includes(typeof value)) fields[key] = value as string;
  }
  const wire: WireError = { name: err.name, message: err.message, fields };
  if (err.cause !== undefined && depth < 4) wire.cause = toWire(err.cause, depth + 1);
  return wire;
}

/** Rebuilt on this side, so db-errors.ts reads its `code` (23505, 53100, ENOSPC…) as before. */
export function fromWire(wire: WireError): Error {
  const err = Object.assign(new Error(wire.message), wire.fields);
  err.name = wire.name;
  if (wire.cause) err.cause = fromWire(wire.cause);
  return err;
}
