import { Worker } from "node:worker_threads";

// A fixed set of threads running one worker file, with a FIFO queue of its own. A job that overruns
// its timeout is failed and its thread replaced (a stuck synchronous solve cannot be interrupted any
// other way). The pool (pool.ts) keeps plans and PDFs in separate lanes, so neither waits for the other.

export class PlanTimeoutError extends Error {
  constructor(ms: number) {
    super(`Work on a plan took longer than ${ms} ms`);
    this.name = "PlanTimeoutError";
  }
}

export class PlanPoolClosedError extends Error {
  constructor() {
    super("The plan pool is closed");
    this.name = "PlanPoolClosedError";
  }
}

/** What a worker posts back for the job numbered `id`. */
export type ReplyMessage<R> = { id: number; ok: true; result: R } | { id: number; ok: false; error: string };

/** A job message before the lane numbers it (each member of a union keeps its own fields). */
export type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;

/** The worker files beside this one: each is its own entry of the server bundle (scripts/build.ts). */
export type WorkerEntry = "plan-worker" | "pdf-worker";

/**
 * A young generation of 8 MB rather than V8's default of up to 32 MB: each thread kept all of it
 * after its first jobs (24 MB a thread, issue 25), and warmed-up plans were no slower side by side
 * (80–210 ms against 160–220 ms, on a loaded machine).
 */
const LIMITS = { maxYoungGenerationSizeMb: 8 };

/**
 * From the esbuild bundle a worker is `<entry>.js` beside main.js. From TypeScript sources (tests,
 * dev) it is `<entry>.ts`, loaded through tsx with the library's text files (scripts/text-modules).
 * Node 20 ignores ESM loaders passed in a worker's execArgv (nodejs/node#47747, so `execArgv:
 * ["--import", …]` fails with "Unknown file extension"); the worker registers them itself first.
 */
export function spawnWorker(entry: WorkerEntry): Worker {
  const isTs = import.meta.url.endsWith(".ts");
  if (!isTs) return new Worker(new URL(`./${entry}.js`, import.meta.url), { resourceLimits: LIMITS });
  const file = new URL(`./${entry}.ts`, import.meta.url).href;
  const register = new URL("../../../scripts/text-modules/register.mjs", import.meta.url).href;
  const code = `import(${JSON.stringify(register)}).then(() => import(${JSON.stringify(file)}));`;
  return new Worker(code, { eval: true, resourceLimits: LIMITS });
}

export interface LaneOptions {
  entry: WorkerEntry;
  size: number;
  /** Start threads only when jobs need them or start() is called (then keep them), not at once. */
  onDemand?: boolean;
}

interface Job<R> {
  id: number;
  timeoutMs: number;
  message: { id: number };
  resolve: (r: R) => void;
  reject: (e: Error) => void;
}

interface Slot<R> {
  worker: Worker;
  job: Job<R> | null;
  timer: NodeJS.Timeout | null;
}

export class WorkerLane<M extends { id: number }, R> {
  readonly size: number;
  private readonly entry: WorkerEntry;
  private readonly slots: Slot<R>[] = [];
  private readonly queue: Job<R>[] = [];
  private nextId = 1;
  private closing: Promise<void> | null = null;
  private drained: (() => void) | null = null;
  private stopped = false;

  constructor(opts: LaneOptions) {
    this.entry = opts.entry;
    this.size = Math.max(1, opts.size);
    if (!opts.onDemand) for (let i = 0; i < this.size; i++) this.slots.push(this.newSlot());
  }

  /** Jobs waiting for a thread, and threads busy now. */
  get load(): { queued: number; busy: number } {
    return { queued: this.queue.length, busy: this.slots.filter((s) => s.job).length };
  }

  /** Threads running now (an on-demand lane has none until its first job or start()). */
  get started(): number {
    return this.slots.length;
  }

  /** Starts every thread not yet running, ahead of the jobs (an on-demand lane's warm-up). */
  start(): void {
    if (this.closing) return;
    while (this.slots.length < this.size) this.slots.push(this.newSlot());
  }

  submit(message: Unnumbered<M>, timeoutMs: number): Promise<R> {
    if (this.closing) return Promise.reject(new PlanPoolClosedError());
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ id, timeoutMs, message: { ...message, id }, resolve, reject });
      this.pump();
    });
  }

  /** Stops taking jobs, lets queued and running ones finish, then stops the threads. */
  close(): Promise<void> {
    if (!this.closing) {
      this.closing = new Promise<void>((resolve) => {
        this.drained = resolve;
        this.checkDrained();
      }).then(async () => {
        this.stopped = true;
        await Promise.all(this.slots.map((s) => s.worker.terminate()));
      });
    }
    return this.closing;
  }

  private newSlot(): Slot<R> {
    const slot: Slot<R> = { worker: spawnWorker(this.entry), job: null, timer: null };
    slot.worker.on("message", (reply: ReplyMessage<R>) => this.finish(slot, reply));
    slot.worker.on("error", (err) => this.fail(slot, err));
    slot.worker.on("exit", (code) => this.fail(slot, new Error(`${this.entry} exited with code ${code}`)));
    return slot;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) {
        slot = this.newSlot();
        this.slots.push(slot);
      }
      if (!slot) break;
      const job = this.queue.shift() as Job<R>;
      const taken = slot;
      taken.job = job;
      taken.timer = setTimeout(() => this.fail(taken, new PlanTimeoutError(job.timeoutMs)), job.timeoutMs);
      taken.worker.postMessage(job.message);
    }
    this.checkDrained();
  }

  private release(slot: Slot<R>): Job<R> | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  private finish(slot: Slot<R>, reply: ReplyMessage<R>): void {
    if (!slot.job || slot.job.id !== reply.id) return;
    const job = this.release(slot);
    if (reply.ok) job?.resolve(reply.result);
    else job?.reject(new Error(reply.error));
    this.pump();
  }

  /** A thread that timed out, crashed or exited is replaced; its job fails, the queue goes on. */
  private fail(slot: Slot<R>, err: Error): void {
    if (this.stopped) return;
    const job = this.release(slot);
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    slot.worker.removeAllListeners();
    slot.worker.on("error", () => {});
    void slot.worker.terminate();
    this.slots[i] = this.newSlot();
    job?.reject(err);
    this.pump();
  }

  private checkDrained(): void {
    if (this.drained && this.queue.length === 0 && this.slots.every((s) => !s.job)) {
      const done = this.drained;
      this.drained = null;
      done();
    }
  }
}
