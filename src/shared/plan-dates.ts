import { z } from "zod";

// The calendar of a plan (docs/product/plans-over-time.md): a week of seven consecutive dates that
// starts on the day the person chose, each day named by its own weekday. Pure date arithmetic on
// ISO dates (YYYY-MM-DD) in UTC, so a date never shifts with the clock or the time zone of whoever
// reads it; "today" is always handed in by the caller.

export const WEEKDAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;
export type WeekdayName = (typeof WEEKDAY_NAMES)[number];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of an ISO date, or null when the text is not a real calendar date (2026-02-30). */
function toUtc(iso: string): Date | null {
  const m = ISO_DATE.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
  return real ? date : null;
}

export const isIsoDate = (iso: string): boolean => toUtc(iso) !== null;

/** A real calendar date written YYYY-MM-DD. */
export const isoDateSchema = z
  .string()
  .max(10, { message: "Use a date written YYYY-MM-DD" })
  .refine(isIsoDate, { message: "Use a date written YYYY-MM-DD" });

function parse(iso: string): Date {
  const date = toUtc(iso);
  if (!date) throw new RangeError(`Not an ISO date (YYYY-MM-DD): "${iso}"`);
  return date;
}

const format = (d: Date) => d.toISOString().slice(0, 10);

/** The date `n` days after `iso` (before it when negative). */
export function addDays(iso: string, n: number): string {
  const d = parse(iso);
  d.setUTCDate(d.getUTCDate() + n);
  return format(d);
}

/** Whole days from `from` to `to`: 1 for the next day, -1 for the day before. */
export function daysBetween(from: string, to: string): number {
  return Math.round((parse(to).getTime() - parse(from).getTime()) / 86_400_000);
}

/** The weekday name of an ISO date. */
export function weekdayOf(iso: string): WeekdayName {
  return WEEKDAY_NAMES[(parse(iso).getUTCDay() + 6) % 7] as WeekdayName;
}

/** The Monday of the week holding `iso` (itself when it is a Monday). */
export function mondayOf(iso: string): string {
  return addDays(iso, -((parse(iso).getUTCDay() + 6) % 7));
}

/** The first Monday after `iso`: a week chosen on a Monday to start "next Monday" starts in 7 days. */
export function nextMondayAfter(iso: string): string {
  return addDays(mondayOf(iso), 7);
}

/** The seven days of a week that starts on `start`: its dates and their weekday names. */
export function weekDates(start: string): { day: WeekdayName; date: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    return { day: weekdayOf(date), date };
  });
}

/**
 * Each day's date, as stored or, for a plan made before days carried one, counted from week_start
 * (those plans ran Monday to Sunday from a Monday week_start, so the count gives their true dates).
 */
export function datesOfPlan(plan: { week_start: string; days: readonly { date?: string | undefined }[] }) {
  return plan.days.map((d, i) => d.date ?? (isIsoDate(plan.week_start) ? addDays(plan.week_start, i) : ""));
}

/** A person's date now, read from their own clock: the local calendar day, not UTC's. */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const SHORT_DAY = { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" } as const;
const LONG_DAY = { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" } as const;
const LONG_DATE = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
} as const;

const DAY_MONTH = { day: "numeric", month: "short", timeZone: "UTC" } as const;

/**
 * One formatter per style: toLocaleDateString builds a new one on every call, a millisecond or more
 * each on a phone, and the week's tabs and headings make a dozen calls at once (bench:browser).
 */
const formatters = new Map<Intl.DateTimeFormatOptions, Intl.DateTimeFormat>();

const formatWith = (iso: string, opts: Intl.DateTimeFormatOptions) => {
  const d = toUtc(iso);
  if (!d) return iso;
  let format = formatters.get(opts);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", opts);
    formatters.set(opts, format);
  }
  // British order (weekday, day, month) without the commas Intl puts after the weekday.
  return format.format(d).replaceAll(",", "");
};

/** "Fri 27 Nov": a day tab. */
export const shortDay = (iso: string) => formatWith(iso, SHORT_DAY);
/** "Friday 27 November": a day's heading. */
export const longDay = (iso: string) => formatWith(iso, LONG_DAY);
/** "Friday 27 November 2026". */
export const longDate = (iso: string) => formatWith(iso, LONG_DATE);

/** "27 Nov – 3 Dec 2026": the span of a week that starts on `start`. */
export function weekSpan(start: string): string {
  if (!isIsoDate(start)) return start;
  const end = addDays(start, 6);
  const dm = (iso: string) => formatWith(iso, DAY_MONTH);
  return `${dm(start)} – ${dm(end)} ${end.slice(0, 4)}`;
}
