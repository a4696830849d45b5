import { describe, expect, it } from "vitest";
import { weekDates } from "../../shared/plan-dates";
import { checkCalendar } from "./checker-structure";

// The checker's calendar (docs/product/plans-over-time.md): dates run on one day at a time from
// week_start and each day carries its own weekday's name; plans stored before dates still pass.

const problems = (plan: Parameters<typeof checkCalendar>[0]) => {
  const out: string[] = [];
  checkCalendar(plan, (m) => out.push(m));
  return out;
};
type Days = Parameters<typeof checkCalendar>[0]["days"];
const week = (start: string): Days => weekDates(start).map((d) => ({ ...d, meals: [] })) as unknown as Days;

describe("the checker's calendar", () => {
  it("passes a week from a Friday, and a Monday week of a plan made before days had dates", () => {
    expect(problems({ week_start: "2026-11-27", days: week("2026-11-27") })).toEqual([]);
    const old = week("2025-01-06").map(({ date: _date, ...d }) => d) as unknown as Days;
    expect(problems({ week_start: "2025-01-06", days: old })).toEqual([]);
  });

  it("finds a skipped date, a day named for another weekday and a start that is no date", () => {
    const days = week("2026-11-27");
    const skipped = days.map((d, i) => (i === 3 ? { ...d, date: "2026-12-01" } : d)) as Days;
    expect(problems({ week_start: "2026-11-27", days: skipped })).toEqual([
      "day 4 is dated 2026-12-01, not 2026-11-30",
    ]);
    const misnamed = days.map((d, i) => (i === 0 ? { ...d, day: "Monday" as const } : d)) as Days;
    expect(problems({ week_start: "2026-11-27", days: misnamed })).toEqual([
      "day 1 (2026-11-27) is named Monday, not Friday",
    ]);
    // A Monday-first week stored under a Friday start: every name is wrong.
    expect(problems({ week_start: "2026-11-27", days: week("2026-11-30") })).toHaveLength(14);
    expect(problems({ week_start: "2026-02-30", days })).toEqual([
      "week_start 2026-02-30 is not a calendar date",
    ]);
  });
});
