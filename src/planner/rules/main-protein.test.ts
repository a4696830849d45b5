import { describe, expect, it } from "vitest";
import { FOOD_BY_ID } from "../library/default-library";
import type { FoodAttr } from "../library/library-types";
import { attrsOf } from "./diet-eligibility";
import { W_MEATLESS_MAIN } from "./figures";
import { meatlessMainCost } from "./main-protein";

const attrs = (...ids: string[]): ReadonlySet<FoodAttr> =>
  attrsOf(
    ids.map((id) => {
      const food = FOOD_BY_ID.get(id);
      if (!food) throw new Error(`no food ${id}`);
      return food;
    }),
  );
const main = { meals: ["lunch", "dinner"] as const };

describe("main protein preference (issue 12: meat, fish and eggs in non-vegetarian plans)", () => {
  it("costs a non-vegetarian plan's bean main, not its chicken, fish or egg main", () => {
    expect(meatlessMainCost(main, attrs("kidney-beans-canned", "white-rice"), "non_vegetarian")).toBe(
      W_MEATLESS_MAIN,
    );
    expect(meatlessMainCost(main, attrs("chicken-thigh", "white-rice"), "non_vegetarian")).toBe(0);
    expect(meatlessMainCost(main, attrs("salmon"), "non_vegetarian")).toBe(0);
    expect(meatlessMainCost(main, attrs("egg", "spinach"), "non_vegetarian")).toBe(0);
  });

  it("leaves breakfasts, snacks and every other diet alone", () => {
    expect(meatlessMainCost({ meals: ["breakfast"] }, attrs("rolled-oats"), "non_vegetarian")).toBe(0);
    expect(meatlessMainCost({ meals: ["snack"] }, attrs("almonds"), "non_vegetarian")).toBe(0);
    for (const diet of ["vegetarian", "vegan", "keto", "paleo", "mediterranean"] as const)
      expect(meatlessMainCost(main, attrs("kidney-beans-canned"), diet)).toBe(0);
  });
});
