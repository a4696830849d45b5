import { describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import { buildWeekPlan, swapMeal, swapOptions } from "../index";
import { FOOD_BY_ID } from "../library/default-library";
import { pieceGrams } from "../rules/countable";
import { BASE_REQUEST } from "../test-support/fixtures";
import { potLine } from "./pot-amounts";

// A plan of one person (docs/product/cooking-time.md): a meal cooked for later meals carries the
// amounts for all of it, every portion's items summed, so the cook never multiplies a portion; a meal
// cooked for itself alone, and a leftover, carry none.

const REQ = { ...BASE_REQUEST, cuisine: "mexican" as const };
const OPTS = { seed: 11, weekStart: "2026-11-30" };

/** Each cooking's portions (the meal and the leftovers it feeds), read from plan_data alone. */
function portions(plan: PlanData, day: string, type: string) {
  const meal = plan.days.find((d) => d.day === day)?.meals.find((m) => m.type === type && !m.leftover_of);
  if (!meal) throw new Error(`no ${day} ${type}`);
  const later = (meal.cooks_for ?? []).flatMap((r) => {
    const m = plan.days
      .find((d) => d.day === r.day)
      ?.meals.find((x) => x.type === r.type && x.leftover_of?.day === day && x.leftover_of.type === type);
    return m ? [m] : [];
  });
  return { meal, all: [meal, ...later] };
}

function expectPots(plan: PlanData): number {
  let pots = 0;
  for (const d of plan.days)
    for (const m of d.meals) {
      const where = `${d.day} ${m.type}`;
      if (m.leftover_of || !m.cooks_for) {
        expect(m.pot, where).toBeUndefined();
        continue;
      }
      pots++;
      const { all } = portions(plan, d.day, m.type);
      expect(all.length, where).toBe(1 + m.cooks_for.length);
      expect(m.pot?.later_only, where).toBe(true);
      expect(m.pot?.servings, where).toBeCloseTo(
        all.reduce((a, x) => a + x.servings, 0),
        6,
      );
      const lines = m.items.map((it, k) => {
        const food = FOOD_BY_ID.get(it.food_id);
        if (!food) throw new Error(`unknown food ${it.food_id}`);
        return potLine(
          food,
          all.reduce((a, x) => a + (x.items[k]?.grams ?? 0), 0),
        );
      });
      expect(m.pot?.ingredients, where).toEqual(lines);
      // Eggs and tortillas come whole over the cooking (output/whole-counts.ts): the cook reads a count.
      m.items.forEach((it, k) => {
        const food = FOOD_BY_ID.get(it.food_id);
        if (food && pieceGrams(food)) expect(m.pot?.ingredients[k], where).not.toMatch(/^about /);
      });
      expect(m.pot?.instructions[0], where).toMatch(/^Cook [\d.]+ servings in all: .*for the whole pot/);
    }
  return pots;
}

describe("the amounts for all of a meal cooked for later meals", () => {
  it("are every portion's items summed, with whole eggs and tortillas, on each such meal only", async () => {
    const r = await buildWeekPlan(REQ, OPTS);
    if (!r.ok) throw new Error(r.refusal.message);
    expect(expectPots(r.plan)).toBeGreaterThan(1);
  });

  it("follow a swap of the meal cooked for later", async () => {
    const r = await buildWeekPlan(REQ, OPTS);
    if (!r.ok) throw new Error(r.refusal.message);
    // A dinner cooked for later meals: its swap takes its leftovers with it.
    const d = r.plan.days.findIndex((x) => x.meals.some((m) => m.cooks_for && m.type === "dinner"));
    const meal = r.plan.days[d]?.meals.findIndex((m) => m.cooks_for && m.type === "dinner") ?? -1;
    if (d < 0 || meal < 0) throw new Error("no dinner cooked for later");
    const target = { day: d, meal };
    const options = swapOptions(REQ, r.plan, target);
    if (!options.ok || options.options.length === 0) throw new Error("no swap options");
    const choice = options.options[0]?.recipe_id ?? "";
    const swapped = swapMeal(REQ, r.plan, target, choice);
    if (!swapped.ok) throw new Error("the swap was refused");
    expectPots(swapped.plan);
    expect(swapped.plan.days[d]?.meals[meal]?.recipe_id).toBe(choice);
  });
});
