import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MemberMeal, PlanMeal, PlanMember } from "../../../shared/plan-data";
import { HouseholdPortions, portionsOf, potShare } from "./household-portions";

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

/** The portions line as a person reads it: the rendered text, tags and hidden dots aside. */
const shown = (meal: PlanMeal, day: number, members: PlanMember[]) =>
  renderToStaticMarkup(createElement(HouseholdPortions, { meal, dayIndex: day, members }))
    .replace(/<[^>]+>·<\/span>/g, " · ")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

describe("each person's share of the pot", () => {
  const pot = { servings: 3.25, ingredients: ["360 g red lentils"], instructions: ["Rinse the lentils."] };
  const members = [
    member("a", "Ana", [theirs({ servings: 1 })]),
    member("l", "Leo", [theirs({ servings: 0.75 })]),
    member("r", "Ravi", [theirs({ recipe_id: "in-khichdi", name: "Khichdi", own_dish_reason: "allergies" })]),
  ];

  it("names each share of the pot's servings, then who has a dish of their own", () => {
    expect(shown({ ...dinner, pot }, 2, members)).toBe(
      "You 1½ · Ana 1 · Leo ¾ of 3¼ servings · Ravi: own dish (Khichdi, allergies)",
    );
    expect(potShare({ ...dinner, pot }, portionsOf(dinner, 2, members))).toEqual({ servings: 3.25, kept: 0 });
  });

  it("says how much of a pot cooked for later meals is kept", () => {
    const bigger = { ...dinner, pot: { ...pot, servings: 5.5 } };
    expect(shown(bigger, 2, members)).toBe(
      "You 1½ · Ana 1 · Leo ¾ of 5½ servings (2¼ kept for later) · Ravi: own dish (Khichdi, allergies)",
    );
  });

  it("without a pot (a leftover meal, or a plan before pots) reads as before", () => {
    expect(shown(dinner, 2, members.slice(0, 1))).toBe("You 1½ servings · Ana 1");
    expect(potShare(dinner, portionsOf(dinner, 2, members))).toBeNull();
  });
});
