import { describe, expect, it } from "vitest";
import type { PlanMeal } from "../../../shared/plan-data";
import { groupMeals } from "./group-meals";
import { statusOf } from "./nutrition-status";

describe("nutrition status", () => {
  it("tells under, on and over apart", () => {
    expect(statusOf(178, 100, "target")).toBe("over");
    expect(statusOf(100, 100, "target")).toBe("on");
    expect(statusOf(111, 100, "target")).toBe("on");
    expect(statusOf(80, 100, "target")).toBe("under");
    expect(statusOf(1060, 1000, "target", true)).toBe("over");
    expect(statusOf(1040, 1000, "target", true)).toBe("on");
    expect(statusOf(40, 24, "floor")).toBe("above");
    expect(statusOf(26, 24, "floor")).toBe("on");
    expect(statusOf(20, 24, "floor")).toBe("under");
    expect(statusOf(2400, 2300, "limit")).toBe("over");
    expect(statusOf(900, 2300, "limit")).toBe("on");
  });
});

const meal = (type: PlanMeal["type"], name: string, include?: string) =>
  ({ type, name, ...(include ? { include_item: include } : {}) }) as PlanMeal;

describe("grouping foods to include with their meal", () => {
  it("puts the drink inside breakfast and keeps each stored index", () => {
    const groups = groupMeals([
      meal("breakfast", "Poha"),
      meal("breakfast", "Masala chai", "tea"),
      meal("lunch", "Dal"),
      meal("snack", "Chaas"),
      meal("snack", "Dark chocolate", "dark_chocolate"),
      meal("dinner", "Khichdi"),
    ]);
    expect(
      groups.map((g) => [g.meal.name, g.index, g.extras.map((e) => `${e.meal.name}@${e.index}`)]),
    ).toEqual([
      ["Poha", 0, ["Masala chai@1"]],
      ["Dal", 2, []],
      ["Chaas", 3, ["Dark chocolate@4"]],
      ["Khichdi", 5, []],
    ]);
  });
});
