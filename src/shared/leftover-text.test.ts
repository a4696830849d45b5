import { describe, expect, it } from "vitest";
import { cooksForLabel, leftoverLabel } from "./leftover-text";

describe("leftover labels", () => {
  it("names the meal a leftover comes from", () => {
    expect(leftoverLabel({ leftover_of: { day: "Monday", type: "dinner" } })).toBe(
      "Leftovers from Monday's dinner",
    );
    expect(leftoverLabel({})).toBeNull();
  });

  it("names every portion a meal is cooked for", () => {
    expect(cooksForLabel({ type: "dinner", cooks_for: [{ day: "Tuesday", type: "lunch" }] })).toBe(
      "Makes 2 portions: tonight and Tuesday's lunch",
    );
    expect(
      cooksForLabel({
        type: "lunch",
        cooks_for: [
          { day: "Friday", type: "dinner" },
          { day: "Saturday", type: "lunch" },
        ],
      }),
    ).toBe("Makes 3 portions: this lunch, Friday's dinner and Saturday's lunch");
    expect(cooksForLabel({ type: "dinner" })).toBeNull();
  });
});
