import { describe, expect, it } from "vitest";
import type { PlanData, PlanItem, PlanMeal } from "../../shared/plan-data";
import { showAmount } from "../../shared/units";
import { buildHouseholdPlan, swapHouseholdMeal, swapOptions } from "../index";
import { FOOD_BY_ID } from "../library/default-library";
import { potLine } from "../output/pot-amounts";
import { EVERY_MEAL, householdMember, ownerRequest } from "../test-support/households";
import type { HouseholdEater } from "./household-types";

// The pot of a household meal (docs/product/household.md): its lines are what everyone who eats
// from that cooking eats, summed from the items each person's meal lists; a meal nobody else eats
// from has none, unless it cooks for the owner's later meals (its pot is then the owner's alone).

const OWNER = ownerRequest();
const member = (over: Partial<HouseholdEater>): HouseholdEater =>
  householdMember({
    // No snack at home on weekdays: the owner's weekday snacks are hers alone.
    meals_at_home: { weekday: ["breakfast", "dinner"], weekend: [...EVERY_MEAL] },
    ...over,
  });
const MEMBERS = [member({}), member({ member_id: "c1", name: "Leo", age: 9, height_cm: 133, weight_kg: 28 })];
const OPTS = { seed: 5, weekStart: "2026-11-30" };

/** Every meal eaten from the cooking of the owner's meal `j` on day `i`, read from plan_data alone. */
function eatersOf(plan: PlanData, i: number, j: number): { servings: number; items: readonly PlanItem[] }[] {
  const day = plan.days[i];
  const meal = day?.meals[j] as PlanMeal;
  const places = [{ day: day?.day, type: meal.type }, ...(meal.cooks_for ?? [])];
  const owner = places.flatMap(
    (p, k) =>
      plan.days
        .find((d) => d.day === p.day)
        ?.meals.filter(
          (m) => m.type === p.type && m.recipe_id === meal.recipe_id && (k === 0) === !m.leftover_of,
        )
        .slice(0, 1) ?? [],
  );
  const members = (plan.members ?? []).flatMap((mb) =>
    places.flatMap(
      (p) =>
        mb.days
          .find((d) => d.day === p.day)
          ?.meals.filter((m) => m.type === p.type && m.recipe_id === meal.recipe_id && !m.own_dish_reason) ??
        [],
    ),
  );
  return [...owner, ...members];
}

/** Each cooked meal's pot against its eaters: servings and every line's grams are their sums. */
function expectPots(plan: PlanData): { pots: number; alone: number } {
  let pots = 0;
  let alone = 0;
  for (const [i, d] of plan.days.entries())
    for (const [j, meal] of d.meals.entries()) {
      const where = `${d.day} ${meal.type}`;
      if (meal.leftover_of) {
        expect(meal.pot, where).toBeUndefined();
        continue;
      }
      const eaters = eatersOf(plan, i, j);
      const later = meal.cooks_for?.length ?? 0;
      if (eaters.length <= 1 + later) {
        alone++;
        // Nobody but the owner eats from this cooking: no pot, unless it cooks for the owner's later
        // meals, when the pot is the owner's portions alone.
        if (later === 0) {
          expect(meal.pot, where).toBeUndefined();
          continue;
        }
        expect(meal.pot?.later_only, where).toBe(true);
      } else {
        pots++;
        expect(meal.pot?.later_only, where).toBeUndefined();
      }
      expect(meal.pot?.servings, where).toBeCloseTo(
        eaters.reduce((a, e) => a + e.servings, 0),
        6,
      );
      for (const e of eaters) expect(e.items.map((x) => x.food_id)).toEqual(meal.items.map((x) => x.food_id));
      const lines = meal.items.map((it, k) => {
        const food = FOOD_BY_ID.get(it.food_id);
        if (!food) throw new Error(`unknown food ${it.food_id}`);
        return potLine(
          food,
          eaters.reduce((a, e) => a + (e.items[k]?.grams ?? 0), 0),
        );
      });
      expect(meal.pot?.ingredients, where).toEqual(lines);
      expect(meal.pot?.servings ?? 0).toBeGreaterThan(meal.servings);
      expect(meal.pot?.instructions.length).toBeGreaterThan(0);
      if (meal.cooks_for) expect(meal.pot?.instructions[0]).toMatch(/^Cook [\d.]+ servings in all: /);
    }
  return { pots, alone };
}

describe("the pot of a household meal", () => {
  it("counts eggs and slices as a cook does, saying about how many when the pot's are not whole", () => {
    const egg = FOOD_BY_ID.get("egg");
    const oats = FOOD_BY_ID.get("rolled-oats");
    if (!egg || !oats) throw new Error("the food table lacks egg or rolled oats");
    expect(potLine(egg, 300)).toBe("6 eggs (300 g)");
    expect(potLine(egg, 288)).toBe("about 6 eggs (288 g)");
    // Read in imperial as the owner's counted lines are: the count stays, the weight in ounces.
    expect(showAmount(potLine(egg, 288), "imperial")).toBe("about 6 eggs (10 oz)");
    expect(potLine(egg, 20)).toBe("about 1 egg (20 g)");
    expect(potLine(oats, 360)).toBe("360 g rolled oats");
  });

  it("sums everyone's items for each shared cooking, and a meal nobody shares has no pot; a swap refreshes it", async () => {
    const r = await buildHouseholdPlan(OWNER, MEMBERS, OPTS);
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    const { pots, alone } = expectPots(r.plan);
    expect(pots).toBeGreaterThan(10);
    expect(alone).toBeGreaterThan(0);
    // A weighed line reads the pot's grams: "360 g penne" where the owner's says "120 g penne".
    const weighed = r.plan.days
      .flatMap((d) => d.meals)
      .flatMap((m) => (m.pot ? m.pot.ingredients.map((l, k) => [l, m.ingredients[k] ?? ""] as const) : []))
      .find(([pot, own]) => / g /.test(pot) && / g /.test(own));
    const g = (line: string) => Number(/^([\d.]+) g /.exec(line)?.[1] ?? Number.NaN);
    expect(weighed && g(weighed[0]) > g(weighed[1])).toBe(true);

    // Swap a shared dinner: the new dish carries its own pot, and every pot still sums its eaters.
    const dinnerPot = (noLater: boolean) =>
      r.plan.days.findIndex((d) =>
        d.meals.some((m) => m.type === "dinner" && m.pot && !(noLater && m.cooks_for)),
      );
    const day = dinnerPot(true) >= 0 ? dinnerPot(true) : dinnerPot(false);
    expect(day).toBeGreaterThanOrEqual(0);
    const meal = r.plan.days[day]?.meals.findIndex((m) => m.type === "dinner") ?? -1;
    const { members: _, ...ownerOnly } = r.plan;
    const opts = swapOptions(OWNER, ownerOnly, { day, meal }, { limit: 6 });
    if (!opts.ok) throw new Error(JSON.stringify(opts.refusal));
    let swapped: PlanData | null = null;
    for (const o of opts.options) {
      const s = swapHouseholdMeal(OWNER, MEMBERS, r.plan, { day, meal }, o.recipe_id);
      if (s.ok) {
        swapped = s.plan;
        break;
      }
    }
    if (!swapped) throw new Error("no alternative could be swapped in for the household");
    const dinner = swapped.days[day]?.meals.find((m) => m.type === "dinner");
    const before = r.plan.days[day]?.meals.find((m) => m.type === "dinner");
    expect(dinner?.recipe_id).not.toBe(before?.recipe_id);
    expect(dinner?.pot?.ingredients).not.toEqual(before?.pot?.ingredients);
    expectPots(swapped);
  }, 120_000);
});
