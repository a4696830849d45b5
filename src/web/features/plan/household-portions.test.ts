import { describe, expect, it } from "vitest";
import type { MemberMeal, PlanMeal, PlanMember } from "../../../shared/plan-data";
import { portionsOf } from "./household-portions";

const totals = { calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0, fiber_g: 0, sodium_mg: 0 };
const item = { food_id: "x", name: "x", grams: 1, source: "USDA SR28 00000" };
const dinner: PlanMeal = {
  type: "dinner",
  time: "7:30 PM",
  name: "Dal tadka",
  recipe_id: "in-dal-tadka",
  servings: 1.5,
  calories: 600,
  protein_g: 20,
  carbs_g: 80,
  fat_g: 15,
  fiber_g: 10,
  sodium_mg: 500,
  ingredients: [],
  instructions: [],
  items: [item],
  cuisine: "indian",
};
const theirs = (over: Partial<MemberMeal>): MemberMeal => ({ ...dinner, ...over });
const member = (id: string, name: string, meals: MemberMeal[]): PlanMember => ({
  member_id: id,
  name,
  goal: "maintain",
  targets: totals,
  days: Array.from({ length: 7 }, (_, i) => ({ day: "Monday", meals: i === 2 ? meals : [], totals })),
});

describe("each person's portion of a household meal", () => {
  it("lists the owner, members sharing the pot, and a member's own dish with why; not one away", () => {
    const members = [
      member("a", "Ana", [theirs({ servings: 1 })]),
      member("l", "Leo", [
        theirs({ recipe_id: "in-khichdi", name: "Khichdi", own_dish_reason: "allergies" }),
      ]),
      member("r", "Ravi", [theirs({ type: "lunch", servings: 2 })]),
    ];
    expect(portionsOf(dinner, 2, members)).toEqual([
      { kind: "shared", id: "owner", name: "You", servings: 1.5 },
      { kind: "shared", id: "a", name: "Ana", servings: 1 },
      { kind: "own", id: "l", name: "Leo", dish: "Khichdi", why: "allergies" },
    ]);
    // Another day: nobody else is home, so only the owner's portion.
    expect(portionsOf(dinner, 0, members)).toEqual([
      { kind: "shared", id: "owner", name: "You", servings: 1.5 },
    ]);
  });
});
