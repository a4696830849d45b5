import { startTransition, useEffect, useState } from "react";
import type { PlanData } from "../../../shared/plan-data";
import type { PlanCheckAnswer, PlanCheckRequest } from "./plan-check-worker";

// A stored week is checked against the shared schema before it is shown. On a phone that check alone
// is one long task (a week's first parse took 145–165 ms at 4× CPU throttling, bench/README.md
// "bench:browser"), during which a tap goes unanswered, so a worker does it beside the page. Where a
// worker cannot start (or fails), the page checks it itself, as it always did.

export type PlanCheck = { state: "checking" } | { state: "valid"; data: PlanData } | { state: "invalid" };

/** Answers already known, by plan_data object: a re-render or a return to the plan shows it at once. */
const known = new WeakMap<object, boolean>();
const waiting = new Map<number, { data: unknown; done(valid: boolean): void }>();
let worker: Worker | null | undefined;
let nextId = 0;

async function checkHere(data: unknown): Promise<boolean> {
  const { planDataSchema } = await import("../../../shared/plan-data");
  return planDataSchema.safeParse(data).success;
}

function giveUpOnWorker() {
  worker?.terminate();
  worker = null;
  for (const { data, done } of waiting.values()) void checkHere(data).then(done);
  waiting.clear();
}

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL("./plan-check-worker.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
    return null;
  }
  worker.onmessage = (e: MessageEvent<PlanCheckAnswer>) => {
    waiting.get(e.data.id)?.done(e.data.valid);
    waiting.delete(e.data.id);
  };
  worker.onerror = giveUpOnWorker;
  return worker;
}

/** Whether `data` is a plan the viewer can show (planDataSchema), answered off the page's thread. */
export function checkPlan(data: unknown): Promise<boolean> {
  const w = typeof Worker === "function" ? startWorker() : null;
  if (!w) return checkHere(data);
  return new Promise((done) => {
    const id = nextId++;
    waiting.set(id, { data, done });
    try {
      w.postMessage({ id, data } satisfies PlanCheckRequest);
    } catch {
      waiting.delete(id);
      void checkHere(data).then(done);
    }
  });
}

/**
 * The plan's check: "checking" until the answer comes, which then renders as a transition (in slices
 * the browser can interrupt, not one long task).
 */
export function usePlanCheck(data: unknown): PlanCheck {
  const [, setAnswered] = useState(0);
  const isObject = typeof data === "object" && data !== null;
  const valid = isObject ? known.get(data) : false;
  useEffect(() => {
    if (valid !== undefined || typeof data !== "object" || data === null) return;
    let live = true;
    // In a task of its own: handing the week to the worker copies it, which on a phone was a long
    // task added to the render that brought the plan (bench:browser).
    const timer = setTimeout(() => {
      void checkPlan(data).then((ok) => {
        known.set(data, ok);
        if (live) startTransition(() => setAnswered((n) => n + 1));
      });
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, valid]);
  if (valid === undefined) return { state: "checking" };
  return valid ? { state: "valid", data: data as PlanData } : { state: "invalid" };
}
