import { describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import {
  buildHouseholdPlan,
  checkHouseholdPlan,
  householdSwapOptions,
  swapHouseholdMeal,
  swapOptions,
} from "../index";
import { FOOD_BY_ID } from "../library/default-library";
import { householdMember, ownerRequest } from "../test-support/households";
import { householdSetup } from "./household-plan";
import type { HouseholdEater } from "./household-types";
import { whyNotShared } from "./shared-dish";

// docs/product/household.md, Swaps: the alternatives offered for a household's meal are only dishes
// everyone who shares that meal can share, and choosing any of them keeps every eater's day on target.

const OWNER = ownerRequest({ age: 40, gender: "male", height_cm: 178, weight_kg: 80, cuisine: "indian" });
const member = (over: Partial<HouseholdEater> & Pick<HouseholdEater, "member_id" | "name">) =>
  householdMember({
    age: 36,
    gender: "female",
    height_cm: 164,
    weight_kg: 62,
    activity_level: "lightly_active",
    ...over,
  });
const VEGETARIAN = member({ member_id: "v1", name: "Priya", diet: "vegetarian" });
const PEANUT = member({ member_id: "p1", name: "Mei", allergies: ["peanut"], gender: "male", age: 15 });
const MEMBERS = [VEGETARIAN, PEANUT];
const OPTS = { seed: 2, weekStart: "2026-11-30" };

/** Lunches and dinners the vegetarian member eats from the owner's pot, as swap targets. */
function sharedMains(plan: PlanData): { day: number; meal: number }[] {
  return plan.days.flatMap((d, day) =>
    d.meals.flatMap((m, meal) =>
      (m.type === "lunch" || m.type === "dinner") &&
      plan.members
        ?.find((x) => x.member_id === VEGETARIAN.member_id)
        ?.days[day]?.meals.some((x) => x.type === m.type && x.recipe_id === m.recipe_id && !x.own_dish_reason)
        ? [{ day, meal }]
        : [],
    ),
  );
}

const MEAT: ReadonlySet<string> = new Set(["meat", "poultry", "fish"]);

describe("household swap alternatives", () => {
  it("offers only dishes every member sharing the meal can eat, and each one swaps with everyone on target", async () => {
    const r = await buildHouseholdPlan(OWNER, MEMBERS, OPTS);
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    const setup = householdSetup(OWNER, MEMBERS, { weekStart: OPTS.weekStart });
    if (!setup.ok) throw new Error("refused");
    const targets = sharedMains(r.plan);
    expect(targets.length).toBeGreaterThan(3);
    let leftOut = 0;
    let swapped = 0;
    let tried = 0;
    for (const t of targets) {
      if (tried >= 2) break;
      const type = r.plan.days[t.day]?.meals[t.meal]?.type ?? "dinner";
      // The owner's own alternatives include dishes the vegetarian cannot share...
      const { members: _, ...ownerOnly } = r.plan;
      const owners = swapOptions(OWNER, ownerOnly, t, { limit: 12 });
      if (!owners.ok) throw new Error(JSON.stringify(owners.refusal));
      const veg = setup.eaters.find((e) => e.member.member_id === VEGETARIAN.member_id);
      if (!veg) throw new Error("no vegetarian");
      const notForVeg = owners.options.filter((o) => {
        const f = setup.set.ctx.recipeById.get(o.recipe_id);
        return f && whyNotShared(f, veg, type) !== null;
      });
      leftOut += notForVeg.length;
      // ...and the household's alternatives never do.
      const offered = householdSwapOptions(OWNER, MEMBERS, r.plan, t);
      // A meal with no alternative at all (the day's cooking time, say) is refused as any swap is.
      if (!offered.ok) {
        expect(offered.refusal.code).toBe("swap_not_possible");
        continue;
      }
      tried++;
      expect(offered.options.length).toBeGreaterThan(0);
      const ids = offered.options.map((o) => o.recipe_id);
      for (const o of notForVeg) expect(ids).not.toContain(o.recipe_id);
      for (const id of ids.slice(0, 3)) {
        const s = swapHouseholdMeal(OWNER, MEMBERS, r.plan, t, id);
        if (!s.ok) throw new Error(`${id}: ${JSON.stringify(s.refusal)}`);
        swapped++;
        expect(s.plan.days[t.day]?.meals[t.meal]?.recipe_id).toBe(id);
        // Everyone who shared the old dish eats the new one; no meat on the vegetarian's plate, no
        // peanut on the allergic member's, and every person's week passes the checker.
        for (const m of s.plan.members ?? []) {
          const meal = m.days[t.day]?.meals.find((x) => x.type === type);
          if (m.member_id === VEGETARIAN.member_id) expect(meal?.recipe_id).toBe(id);
          for (const d of m.days)
            for (const x of d.meals)
              for (const it of x.items) {
                const food = FOOD_BY_ID.get(it.food_id);
                if (m.member_id === PEANUT.member_id) expect(food?.allergens).not.toContain("peanut");
                if (m.member_id === VEGETARIAN.member_id)
                  expect([...(food?.attrs ?? [])].filter((a) => MEAT.has(a))).toEqual([]);
              }
        }
        expect(checkHouseholdPlan(s.plan, OWNER, MEMBERS).flatMap((p) => p.problems)).toEqual([]);
      }
    }
    expect(tried).toBe(2);
    expect(leftOut).toBeGreaterThan(0);
    expect(swapped).toBeGreaterThan(1);
  });

  it("with no members offers the owner's own alternatives", async () => {
    const r = await buildHouseholdPlan(OWNER, [], OPTS);
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    const t = { day: 2, meal: 1 };
    expect(householdSwapOptions(OWNER, [], r.plan, t)).toEqual(swapOptions(OWNER, r.plan, t));
  });
});
