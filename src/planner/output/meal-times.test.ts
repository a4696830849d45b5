import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupDay, hostIndex, isIncludeItem } from "../../shared/meal-groups";
import type { PlanMeal } from "../../shared/plan-data";
import { mealTimes, minutesOfDay, timedDay } from "./meal-times";

const meal = (type: PlanMeal["type"], name: string, include_item?: string) =>
  ({ type, name, time: "4:00 PM", ...(include_item ? { include_item } : {}) }) as PlanMeal;

/** A day as the engine builds it: breakfast, lunch, 0–2 snacks, dinner, then any foods to include. */
const dayArb = fc
  .record({
    snacks: fc.integer({ min: 0, max: 2 }),
    tea: fc.boolean(),
    chocolate: fc.boolean(),
    cookie: fc.boolean(),
  })
  .map(({ snacks, tea, chocolate, cookie }) => [
    meal("breakfast", "Poha"),
    meal("lunch", "Dal"),
    ...Array.from({ length: snacks }, (_, i) => meal("snack", `Snack ${i + 1}`)),
    meal("dinner", "Khichdi"),
    ...(tea ? [meal("breakfast", "Masala chai", "tea")] : []),
    ...(chocolate ? [meal("snack", "Dark chocolate", "dark_chocolate")] : []),
    ...(cookie ? [meal("snack", "Oat cookie", "one_cookie_a_day")] : []),
  ]);

describe("meal times of a day", () => {
  it("puts two snacks at different times, mid-morning and afternoon, in the order eaten", () => {
    const day = timedDay([
      meal("breakfast", "B"),
      meal("lunch", "L"),
      meal("snack", "S1"),
      meal("snack", "S2"),
      meal("dinner", "D"),
    ]);
    expect(day.map((m) => `${m.name} ${m.time}`)).toEqual([
      "B 8:00 AM",
      "S1 10:30 AM",
      "L 1:00 PM",
      "S2 4:00 PM",
      "D 7:30 PM",
    ]);
  });

  it("gives a food to include its meal's time: dinner's on a day without a snack", () => {
    const day = timedDay([
      meal("breakfast", "B"),
      meal("lunch", "L"),
      meal("dinner", "D"),
      meal("snack", "Dark chocolate", "dark_chocolate"),
    ]);
    expect(day.map((m) => `${m.name} ${m.time}`)).toEqual([
      "B 8:00 AM",
      "L 1:00 PM",
      "D 7:30 PM",
      "Dark chocolate 7:30 PM",
    ]);
  });

  it("never has two meals at one time, and each food to include sits with the meal that hosts it", () => {
    fc.assert(
      fc.property(dayArb, (raw) => {
        const day = timedDay(raw);
        const own = day.filter((m) => !isIncludeItem(m));
        expect(new Set(own.map((m) => m.time)).size).toBe(own.length);
        const clock = day.map((m) => minutesOfDay(m.time));
        expect([...clock].sort((a, b) => a - b)).toEqual(clock);
        for (const g of groupDay(day)) {
          for (const x of g.extras) {
            expect(day[x]?.time).toBe(day[g.index]?.time);
            // Right after its host, so a reader meets it where it is eaten.
            expect(x).toBeGreaterThan(g.index);
          }
        }
        day.forEach((m, i) => {
          if (isIncludeItem(m)) expect(hostIndex(day, i)).toBeGreaterThanOrEqual(0);
        });
        // Timing is settled: doing it again changes nothing.
        expect(timedDay(day)).toEqual(day);
        expect(mealTimes(day)).toEqual(day.map((m) => m.time));
      }),
    );
  });
});
