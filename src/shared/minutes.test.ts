import { describe, expect, it } from "vitest";
import { dayMinutesLine, mealMinutesLine, minutesText } from "./minutes";

describe("cooking time as people read it", () => {
  it("reads minutes, then hours and minutes", () => {
    expect(minutesText(5)).toBe("5 min");
    expect(minutesText(60)).toBe("1 h");
    expect(minutesText(156)).toBe("2 h 36 min");
  });

  it("says a meal's hands-on and total time, and nothing for plans made before minutes were kept", () => {
    expect(mealMinutesLine({ prep_minutes: 10, total_minutes: 35 })).toBe("10 min hands-on · 35 min in all");
    expect(mealMinutesLine({})).toBeNull();
    expect(mealMinutesLine({ prep_minutes: 0, total_minutes: 0 })).toBeNull();
    expect(dayMinutesLine({ cooking_minutes: { hands_on: 42, total: 156 } })).toBe(
      "Cooking today: 42 min hands-on · 2 h 36 min in all",
    );
    expect(dayMinutesLine({})).toBeNull();
  });
});
