import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PlanResult, SwapOptionsResult, SwapResult, SwapTarget } from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { PdfOptions } from "../pdf/render-plan-pdf";
import type { PlanRunner } from "../services/plan-runner";
import type { JobMessage, JobResult, ReplyMessage } from "./plan-worker";

/** A job message before the pool numbers it. */
type Unnumbered<T> = T extends unknown ? Omit<T, "id"> : never;

// A fixed pool of planning threads with a FIFO queue, so the server's event loop keeps answering
// requests while plans are built. A job that overruns its timeout is failed and its thread replaced
// (a stuck synchronous solve cannot be interrupted any other way).

export class PlanTimeoutError extends Error {
  constructor(ms: number) {
    super(`Plan generation took longer than ${ms} ms`);
    this.name = "PlanTimeoutError";
  }
}

export class PlanPoolClosedError extends Error {
  constructor() {
    super("The plan pool is closed");
    this.name = "PlanPoolClosedError";
  }
}

export interface PlanPoolOptions {
  /** Threads; default min(2, available CPUs). */
  size?: number;
  /** Per-job limit from the moment a thread takes the job; default 30 s. */
  timeoutMs?: number;
}

interface Job {
  id: number;
  timeoutMs: number;
  message: JobMessage;
  resolve: (r: JobResult) => void;
  reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * From the esbuild bundle the worker is plan-worker.js beside main.js. From TypeScript sources (tests,
 * dev) it is plan-worker.ts, loaded through tsx with the library's text files (scripts/text-modules).
 * Node 20 ignores ESM loaders passed in a worker's execArgv (nodejs/node#47747, so `execArgv:
 * ["--import", …]` fails with "Unknown file extension"); the worker registers them itself first.
 */
function spawn(): Worker {
  const isTs = import.meta.url.endsWith(".ts");
  if (!isTs) return new Worker(new URL("./plan-worker.js", import.meta.url));
  const entry = new URL("./plan-worker.ts", import.meta.url).href;
  const register = new URL("../../../scripts/text-modules/register.mjs", import.meta.url).href;
  const code = `import(${JSON.stringify(register)}).then(() => import(${JSON.stringify(entry)}));`;
  return new Worker(code, { eval: true });
}

/**
 * One thread fewer than the cores, at least one: with every core busy building plans, the request
 * thread was starved and a plain list call waited as long as a plan (bench:api).
 */
export function defaultPlanWorkers(): number {
  return Math.max(1, availableParallelism() - 1);
}

export class PlanPool implements PlanRunner {
  readonly size: number;
  private readonly timeoutMs: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing: Promise<void> | null = null;
  private drained: (() => void) | null = null;
  private stopped = false;

  constructor(opts: PlanPoolOptions = {}) {
    this.size = Math.max(1, opts.size ?? defaultPlanWorkers());
    this.timeoutMs = opts.timeoutMs ?? 30_000;
    for (let i = 0; i < this.size; i++) this.slots.push(this.newSlot());
  }

  /** Jobs waiting for a thread, and threads busy now. */
  get load(): { queued: number; busy: number } {
    return { queued: this.queue.length, busy: this.slots.filter((s) => s.job).length };
  }

  /** Queues a plan; `timeoutMs` overrides the pool's limit for this job. */
  run(
    request: PlanRequest,
    opts: { seed: number; weekStart: string; timeoutMs?: number },
  ): Promise<PlanResult> {
    const { timeoutMs = this.timeoutMs, ...build } = opts;
    return this.submit({ kind: "plan", request, opts: build }, timeoutMs) as Promise<PlanResult>;
  }

  /** Alternatives for one meal of a stored plan (docs/product/plan-changes.md). */
  swapOptions(request: PlanRequest, plan: PlanData, target: SwapTarget): Promise<SwapOptionsResult> {
    return this.submit(
      { kind: "swap-options", request, plan, target },
      this.timeoutMs,
    ) as Promise<SwapOptionsResult>;
  }

  /** The plan with one meal swapped and its day re-solved, or why not. */
  swapMeal(request: PlanRequest, plan: PlanData, target: SwapTarget, recipeId: string): Promise<SwapResult> {
    return this.submit(
      { kind: "swap", request, plan, target, recipeId },
      this.timeoutMs,
    ) as Promise<SwapResult>;
  }

  /** A plan's PDF, rendered on a pool thread like a plan (docs/product/plan-pdf.md). */
  renderPdf(plan: PlanData, name: string, opts: PdfOptions): Promise<Uint8Array> {
    return this.submit({ kind: "pdf", plan, name, opts }, this.timeoutMs) as Promise<Uint8Array>;
  }

  private submit(message: Unnumbered<JobMessage>, timeoutMs: number): Promise<JobResult> {
    if (this.closing) return Promise.reject(new PlanPoolClosedError());
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({ id, timeoutMs, message: { ...message, id } as JobMessage, resolve, reject });
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

  private newSlot(): Slot {
    const slot: Slot = { worker: spawn(), job: null, timer: null };
    slot.worker.on("message", (reply: ReplyMessage) => this.finish(slot, reply));
    slot.worker.on("error", (err) => this.fail(slot, err));
    slot.worker.on("exit", (code) => this.fail(slot, new Error(`Plan worker exited with code ${code}`)));
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) break;
      slot.job = job;
      slot.timer = setTimeout(() => this.fail(slot, new PlanTimeoutError(job.timeoutMs)), job.timeoutMs);
      slot.worker.postMessage(job.message);
    }
    this.checkDrained();
  }

  private release(slot: Slot): Job | null {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = null;
    return job;
  }

  private finish(slot: Slot, reply: ReplyMessage): void {
    if (!slot.job || slot.job.id !== reply.id) return;
    const job = this.release(slot);
    if (reply.ok) job?.resolve(reply.result);
    else job?.reject(new Error(reply.error));
    this.pump();
  }

  /** A thread that timed out, crashed or exited is replaced; its job fails, the queue goes on. */
  private fail(slot: Slot, err: Error): void {
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
