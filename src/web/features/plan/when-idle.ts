import { localIsoDate, longDay, shortDay, weekSpan } from "../../../shared/plan-dates";

/** Runs `task` when the browser has nothing else to do (soon, where it cannot tell); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 500);
  return () => clearTimeout(id);
}

/**
 * Builds the date formats the week's tabs and headings use (plan-dates.ts keeps one of each) while the
 * dashboard waits for the plan: the first of each cost milliseconds on a phone, after the plan arrived.
 */
export function warmDateFormats(): void {
  const today = localIsoDate();
  shortDay(today);
  longDay(today);
  weekSpan(today);
}
