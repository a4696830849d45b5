import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

// A planning thread's order of work (issue 25): its jobs one at a time, and the engine's warm-up steps
// (src/planner/index.ts warmUpSteps) only while no job waits. The threads start when someone may plan
// soon rather than with the server, so a first plan can arrive mid-warm-up: it then waits for the step
// under way (a sample plan, or the recipe versions last), not for the whole warm-up.

export interface WorkOrder<J> {
  /** Queues a job: it runs before any warm-up step still to come. */
  add(job: J): void;
  /** Resolves when the queue is empty and every step has run. */
  idle(): Promise<void>;
}

export function jobsBeforeWarmUp<J>(
  steps: (() => Promise<void>)[],
  run: (job: J) => Promise<void>,
  afterWarmUp: () => void = collectGarbage,
): WorkOrder<J> {
  const jobs: J[] = [];
  const waiting: (() => void)[] = [];
  let running = false;
  const drain = async () => {
    if (running) return;
    running = true;
    while (jobs.length > 0 || steps.length > 0) {
      const job = jobs.shift();
      if (job !== undefined) await run(job);
      else {
        // A failed step only leaves its work to the first jobs that need it.
        await steps
          .shift()?.()
          .catch(() => undefined);
        if (steps.length === 0) afterWarmUp();
      }
      // A message that arrived meanwhile is queued (the poll phase) before the next piece is chosen.
      await new Promise((resolve) => setImmediate(resolve));
    }
    running = false;
    for (const done of waiting.splice(0)) done();
  };
  void drain();
  return {
    add(job) {
      jobs.push(job);
      void drain();
    },
    idle: () => (running ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve()),
  };
}

/**
 * A full, compacting collection. Loading the library and the warm-up plans leave the old generation
 * twice the size of what stays live (74 MB for 31 MB), and V8 keeps the pages until it collects in
 * full. gc() is only exposed behind --expose-gc; set now, the flag applies to contexts made after.
 */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
