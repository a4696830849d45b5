import { isIsoDate, weekDates } from "../../shared/plan-dates";

// A plan's week starts on the day its caller chose (docs/product/plans-over-time.md): the engine is
// given that date and never reads the clock. The date arithmetic lives in src/shared/plan-dates.ts,
// which the server, the web and the PDF read too.

export { mondayOf } from "../../shared/plan-dates";

/** The plan's seven days from `start`: dates and weekday names, checked to be a real date. */
export function planWeek(start: string): ReturnType<typeof weekDates> {
  if (!isIsoDate(start)) throw new Error(`weekStart must be an ISO date (YYYY-MM-DD), got "${start}"`);
  return weekDates(start);
}
