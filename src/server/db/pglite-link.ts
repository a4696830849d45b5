import type { Worker } from "node:worker_threads";
import type { PgDialect } from "drizzle-orm/pg-core";
import { drizzle, PgProxyTransaction, PgRemoteSession } from "drizzle-orm/pg-proxy";
import type { RelationalSchemaConfig } from "drizzle-orm/relations";
import type { AppDb } from "./app-db";
import { type Envelope, fromWire, type Reply, type Request, type WireError } from "./pglite-protocol";
import { type PgliteStart, startPgliteWorker } from "./pglite-start";
import * as schema from "./schema";

// The request thread's side of the embedded database (pglite-worker.ts): Drizzle's pg-proxy driver
// sends each statement over the worker's port. A transaction is opened in the worker and its
// statements go to it by number, in order, until commit or rollback: PGlite serves nothing else
// meanwhile, as a single connection would.

/** Answered when the worker is gone: 57P01, the code PostgreSQL uses for a connection shut down. */
const STOPPED: WireError = {
  name: "Error",
  message: "The embedded database has stopped",
  fields: { code: "57P01" },
};

export interface PgliteLink {
  db: AppDb;
  /** Transactions committed so far (maintenance.ts vacuums after a number of them). */
  commits(): number;
  migrate(): Promise<void>;
  /** Runs statements outside any transaction (VACUUM, CHECKPOINT), after what is queued. */
  maintain(statements: string[]): Promise<void>;
  close(): Promise<void>;
}

export function openPgliteLink(options: PgliteStart): PgliteLink {
  const ready = startPgliteWorker(options).then(listen);
  // Until then calls wait; a failure to start is every call's.
  ready.catch(() => {});
  let worker: Worker | undefined;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let commits = 0;
  let stopped = false;
  /** Why the worker ended, when it failed: the cause of every error from then on. */
  let failure: unknown;
  const stoppedError = () =>
    Object.assign(fromWire(STOPPED), failure === undefined ? {} : { cause: failure });
  const stop = (err?: unknown) => {
    if (err instanceof Error) failure ??= err;
    stopped = true;
    for (const p of pending.values()) p.reject(stoppedError());
    pending.clear();
  };
  function listen(w: Worker): Worker {
    worker = w;
    w.on("message", (reply: Reply) => {
      const p = pending.get(reply.id);
      if (!p) return;
      pending.delete(reply.id);
      if (reply.ok) p.resolve(reply.result);
      else p.reject(fromWire(reply.error));
    });
    // A worker that fails (its WebAssembly aborted) takes the database with it: every call then fails
    // as on a connection that was shut down, which the app answers 503 (db-errors.ts).
    w.on("error", stop);
    w.on("exit", () => stop());
    return w;
  }

  const call = async <T>(req: Request): Promise<T> => {
    const w = worker ?? (await ready);
    if (stopped) throw stoppedError();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      w.postMessage({ ...req, id } satisfies Envelope);
    });
  };

  /** pg-proxy's callback: "all" wants rows as arrays, "execute" the driver's whole result. */
  const remote = (tx?: number) => async (sql: string, params: unknown[], method: "all" | "execute") => {
    const result = await call<{ rows: unknown[] }>({
      op: "query",
      sql,
      params,
      rowMode: method === "all" ? "array" : "object",
      ...(tx !== undefined && { tx }),
    });
    return { rows: method === "all" ? result.rows : (result as unknown as unknown[]) };
  };

  const db = drizzle(remote(), { schema });
  // pg-proxy has no transactions of its own: each gets a Drizzle transaction whose statements run
  // inside the worker's open transaction (nested ones are not used, so not offered).
  const { dialect, _: relations } = db as unknown as { dialect: PgDialect; _: RelationalSchemaConfig<never> };
  (db as unknown as { session: { transaction: unknown } }).session.transaction = async <T>(
    fn: (tx: unknown) => Promise<T>,
  ): Promise<T> => {
    const tx = await call<number>({ op: "begin" });
    const session = new PgRemoteSession(remote(tx), dialect, relations);
    let result: T;
    try {
      result = await fn(new PgProxyTransaction(dialect, session, relations));
    } catch (err) {
      await call({ op: "rollback", tx }).catch(() => {});
      throw err;
    }
    await call({ op: "commit", tx });
    commits++;
    return result;
  };

  return {
    db: db as unknown as AppDb,
    commits: () => commits,
    migrate: () => call({ op: "migrate" }),
    maintain: (statements) => call({ op: "maintain", statements }),
    close: async () => {
      const w = await ready.catch(() => undefined);
      if (!stopped) await call({ op: "close" });
      await w?.terminate();
    },
  };
}
