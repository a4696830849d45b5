import { describe, expect, it } from "vitest";
import {
  buildHouseholdPlan,
  buildWeekPlan,
  checkHouseholdPlan,
  swapHouseholdMeal,
  swapOptions,
} from "../index";
import { FOOD_BY_ID } from "../library/default-library";
import { EVERY_MEAL, householdMember, ownerRequest } from "../test-support/households";
import { householdSetup } from "./household-plan";
import { CAFFEINE_FOODS, whyNotShared } from "./shared-dish";

// docs/product/household.md: one pot per meal for everyone who eats it, each person on their own
// targets; an eater's allergy keeps a dish off the shared table; a swap keeps every eater on target.

const OWNER = ownerRequest({ foods_to_include: ["tea"] });
const ALL = EVERY_MEAL;
const member = householdMember;
const OPTS = { seed: 3, weekStart: "2026-11-30" };
const MILK_ALLERGIC = member({ allergies: ["milk"] });
const CHILD = member({
  member_id: "c1",
  name: "Leo",
  age: 7,
  height_cm: 122,
  weight_kg: 23,
  fitness_goal: "weight_loss",
  meals_at_home: { weekday: ["breakfast", "dinner", "snack"], weekend: [...ALL] },
});

describe("household plans", () => {
  it("with no members gives exactly the owner's own plan", async () => {
    expect(await buildHouseholdPlan(OWNER, [], OPTS)).toEqual(await buildWeekPlan(OWNER, OPTS));
  });

  it("keeps a dish an eater is allergic to off every slot they share, and plans a child away at weekday lunch", async () => {
    const members = [MILK_ALLERGIC, CHILD];
    const r = await buildHouseholdPlan(OWNER, members, OPTS);
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    expect(checkHouseholdPlan(r.plan, OWNER, members)).toEqual([
      { problems: [] },
      { member_id: "m1", problems: [] },
      { member_id: "c1", problems: [] },
    ]);
    const sam = r.plan.members?.[0];
    const shared = (sam?.days ?? []).flatMap((d, i) =>
      d.meals
        .filter((m) => !m.own_dish_reason)
        .map((m) => r.plan.days[i]?.meals.find((o) => o.type === m.type && o.recipe_id === m.recipe_id)),
    );
    expect(shared.length).toBeGreaterThan(15);
    for (const meal of shared)
      for (const it of meal?.items ?? []) expect(FOOD_BY_ID.get(it.food_id)?.allergens).not.toContain("milk");
    const leo = r.plan.members?.[1];
    expect(leo?.goal).toBe("maintain");
    expect(leo?.days[0]?.meals.some((m) => m.type === "lunch")).toBe(false);
    expect(leo?.days[5]?.meals.some((m) => m.type === "lunch")).toBe(true);
    for (const d of leo?.days ?? [])
      for (const m of d.meals) for (const it of m.items) expect(CAFFEINE_FOODS.has(it.food_id)).toBe(false);
    // One list for everyone: each food's grams are the household's.
    const listed = r.plan.shopping_list.flatMap((a) => a.items).reduce((a, it) => a + it.grams, 0);
    expect(listed).toBeGreaterThan(
      r.plan.days.flatMap((d) => d.meals.flatMap((m) => m.items)).reduce((a, it) => a + it.grams, 0),
    );
  });

  it("names the rule that keeps a shared dish from a member", () => {
    const setup = householdSetup(OWNER, [member({ allergies: ["peanut"] }), CHILD], {
      weekStart: OPTS.weekStart,
    });
    if (!setup.ok) throw new Error("refused");
    const [allergic, child] = setup.eaters;
    const peanut = setup.set.ctx.eligibleByMeal.snack.find((f) =>
      f.parts.some((p) => p.food.allergens.includes("peanut")),
    );
    expect(peanut && allergic && whyNotShared(peanut, allergic, "snack")).toBe("allergies");
    const tea = setup.set.ctx.recipes.find(
      (f) => !f.recipe.includeItem && f.parts.some((p) => CAFFEINE_FOODS.has(p.food.id)),
    );
    expect(tea && child && whyNotShared(tea, child, tea.recipe.meals[0] ?? "snack")).toBe("child_caffeine");
    for (const id of CAFFEINE_FOODS) expect(FOOD_BY_ID.has(id)).toBe(true);
  });

  it("swaps a shared dinner for the household, every eater's day still on target", async () => {
    const members = [member({})];
    const r = await buildHouseholdPlan(OWNER, members, OPTS);
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    const day = 5;
    const meal = r.plan.days[day]?.meals.findIndex((m) => m.type === "dinner") ?? -1;
    const { members: _, ...ownerOnly } = r.plan;
    const opts = swapOptions(OWNER, ownerOnly, { day, meal }, { limit: 8 });
    if (!opts.ok) throw new Error(JSON.stringify(opts.refusal));
    let swapped = null;
    for (const o of opts.options) {
      const s = swapHouseholdMeal(OWNER, members, r.plan, { day, meal }, o.recipe_id);
      if (s.ok) {
        swapped = { plan: s.plan, id: o.recipe_id };
        break;
      }
    }
    if (!swapped) throw new Error("no alternative could be swapped in for the household");
    const dinner = (p: typeof r.plan, who?: number) =>
      (who === undefined ? p.days[day]?.meals : p.members?.[who]?.days[day]?.meals)?.find(
        (m) => m.type === "dinner",
      );
    expect(dinner(swapped.plan)?.recipe_id).toBe(swapped.id);
    expect(dinner(swapped.plan, 0)?.recipe_id).toBe(swapped.id);
    expect(checkHouseholdPlan(swapped.plan, OWNER, members).every((p) => p.problems.length === 0)).toBe(true);
    const notes = swapped.plan.notes.filter(
      (n) => n.includes("planned as a child") || n.includes("of their own"),
    );
    expect(new Set(notes).size).toBe(notes.length);
  });
});
