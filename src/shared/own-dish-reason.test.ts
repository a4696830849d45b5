import { describe, expect, it } from "vitest";
import { ownDishWhy } from "./own-dish-reason";

// The words a reader sees for why a member has a dish of their own (docs/product/household.md).

describe("why a member has a dish of their own", () => {
  it("words the dish rules and the day rules the engine records", () => {
    expect(ownDishWhy("allergies")).toBe("allergies");
    expect(ownDishWhy("child_caffeine")).toBe("no tea or coffee for children");
    expect(ownDishWhy("sat_fat")).toBe("their day's saturated fat");
    expect(ownDishWhy("meal_energy")).toBe("the size of their meals");
  });

  it("reads an id it has no words for as the day's targets, never the raw id", () => {
    expect(ownDishWhy("a_rule_added_later")).toBe("their day's targets");
  });
});
