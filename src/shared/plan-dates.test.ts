import { describe, expect, it } from "vitest";
import {
  addDays,
  datesOfPlan,
  daysBetween,
  isIsoDate,
  isoDateSchema,
  localIsoDate,
  longDay,
  mondayOf,
  nextMondayAfter,
  shortDay,
  weekDates,
  weekdayOf,
  weekSpan,
} from "./plan-dates";

describe("plan dates (docs/product/plans-over-time.md)", () => {
  it("reads only real calendar dates", () => {
    expect(isIsoDate("2026-11-27")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-13-01")).toBe(false);
    expect(isIsoDate("2026-11-27T00:00:00Z")).toBe(false);
    expect(isIsoDate("27/11/2026")).toBe(false);
    expect(isoDateSchema.safeParse("2026-02-30").success).toBe(false);
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
  });

  it("counts days across months, years and a leap day", () => {
    expect(addDays("2026-11-27", 6)).toBe("2026-12-03");
    expect(addDays("2026-12-29", 7)).toBe("2027-01-05");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-27", "2026-11-28")).toBe(1);
    expect(daysBetween("2026-11-27", "2026-11-26")).toBe(-1);
    // A change of clocks in March is no part of a calendar date.
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
  });

  it("names each date's weekday and finds the Mondays around it", () => {
    expect(weekdayOf("2026-11-27")).toBe("Friday");
    expect(weekdayOf("2026-11-30")).toBe("Monday");
    expect(mondayOf("2026-11-27")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    // The coming Monday: chosen on a Monday, it is next week's.
    expect(nextMondayAfter("2026-11-27")).toBe("2026-11-30");
    expect(nextMondayAfter("2026-11-29")).toBe("2026-11-30");
    expect(nextMondayAfter("2026-11-30")).toBe("2026-12-07");
  });

  it("runs a week from any start day, each day named by its own date", () => {
    expect(weekDates("2026-11-27")).toEqual([
      { day: "Friday", date: "2026-11-27" },
      { day: "Saturday", date: "2026-11-28" },
      { day: "Sunday", date: "2026-11-29" },
      { day: "Monday", date: "2026-11-30" },
      { day: "Tuesday", date: "2026-12-01" },
      { day: "Wednesday", date: "2026-12-02" },
      { day: "Thursday", date: "2026-12-03" },
    ]);
  });

  it("gives plans made before days carried a date their dates from week_start", () => {
    const old = { week_start: "2025-01-06", days: Array.from({ length: 7 }, () => ({})) };
    expect(datesOfPlan(old)).toEqual(weekDates("2025-01-06").map((d) => d.date));
    const dated = { week_start: "2026-11-27", days: weekDates("2026-11-27") };
    expect(datesOfPlan(dated)).toEqual(dated.days.map((d) => d.date));
  });

  it("reads the person's own calendar day, not UTC's", () => {
    // 23:30 local time on 27 November is the 27th wherever the test runs.
    expect(localIsoDate(new Date(2026, 10, 27, 23, 30))).toBe("2026-11-27");
    expect(localIsoDate(new Date(2026, 0, 1, 0, 5))).toBe("2026-01-01");
  });

  it("writes days and weeks as people read them", () => {
    expect(shortDay("2026-11-27")).toBe("Fri 27 Nov");
    expect(longDay("2026-11-27")).toBe("Friday 27 November");
    expect(weekSpan("2026-11-27")).toBe("27 Nov – 3 Dec 2026");
    expect(weekSpan("2026-12-28")).toBe("28 Dec – 3 Jan 2027");
    expect(shortDay("not a date")).toBe("not a date");
  });
});
