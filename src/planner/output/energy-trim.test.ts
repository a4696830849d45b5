import { describe, expect, it } from "vitest";
import type { PlanDay } from "../../shared/plan-data";
import { keepsDayRules } from "../check/checked-day";
import { buildWeekPlan, checkPlan, computeTargets, parseConditions } from "../index";
import { DEFAULT_LIBRARY, FOOD_BY_ID } from "../library/default-library";
import { pieceGrams } from "../rules/countable";
import { BASE_REQUEST } from "../test-support/fixtures";
import { ENERGY_TRIM_MAX, trimEnergy } from "./energy-trim";

// Portions to the calorie (output/energy-trim.ts): a planned day meets its energy target, not just the
// ±5 % rule, wherever a few grams either way keep the day's rules; eggs and foods to include stay whole.

const PEOPLE = [
  { ...BASE_REQUEST, cuisine: "indian" as const, diet: "vegetarian" as const },
  {
    ...BASE_REQUEST,
    cuisine: "mexican" as const,
    diet: "non_vegetarian" as const,
    foods_to_include: ["coffee"],
  },
  {
    ...BASE_REQUEST,
    cuisine: "italian" as const,
    diet: "vegan" as const,
    fitness_goal: "weight_gain" as const,
  },
];

const off = (day: PlanDay, target: number) => Math.abs(day.totals.calories - target) / target;

async function weekOf(req: (typeof PEOPLE)[number], seed: number) {
  const r = await buildWeekPlan(req, { seed, weekStart: "2026-11-30" });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.plan;
}

describe("energy trim", () => {
  it("lands most planned days on their energy target and every week passes the checker", async () => {
    const errors: number[] = [];
    for (const [i, req] of PEOPLE.entries()) {
      const plan = await weekOf(req, i + 5);
      expect(checkPlan(plan, req, DEFAULT_LIBRARY)).toEqual([]);
      for (const d of plan.days) errors.push(off(d, plan.total_daily_calories));
    }
    const onTarget = errors.filter((e) => e < 0.001).length;
    expect(onTarget / errors.length).toBeGreaterThan(0.7);
    expect(errors.reduce((a, b) => a + b, 0) / errors.length).toBeLessThan(0.005);
  });

  it("scales only weighed ingredients, by one factor per meal, and leaves a day that cannot move as it is", async () => {
    const req = PEOPLE[1] as (typeof PEOPLE)[number];
    const plan = await weekOf(req, 2);
    const day = plan.days[0] as PlanDay;
    const target = day.totals.calories * 1.03;
    const [moved] = trimEnergy([day], FOOD_BY_ID, target, () => true);
    expect(Math.abs((moved as PlanDay).totals.calories - target)).toBeLessThan(1);
    for (const [j, meal] of day.meals.entries()) {
      const after = (moved as PlanDay).meals[j];
      if (meal.include_item !== undefined) {
        expect(after).toEqual(meal);
        continue;
      }
      const ratios = meal.items.flatMap((it, k) => {
        const food = FOOD_BY_ID.get(it.food_id);
        const g = after?.items[k]?.grams ?? 0;
        if (food && pieceGrams(food)) {
          expect(g).toBe(it.grams);
          return [];
        }
        return it.grams > 0.5 ? [g / it.grams] : [];
      });
      for (const r of ratios) expect(r).toBeCloseTo(ratios[0] as number, 3);
      for (const r of ratios) expect(Math.abs(r - 1)).toBeLessThanOrEqual(ENERGY_TRIM_MAX + 1e-9);
    }
    expect(trimEnergy([day], FOOD_BY_ID, target, () => false)).toEqual([day]);
  });

  it("stops short of a rule: a day the full step would carry past one keeps within it", async () => {
    const req = PEOPLE[0] as (typeof PEOPLE)[number];
    const plan = await weekOf(req, 3);
    const set = computeTargets(req, parseConditions(req.health_conditions));
    if (!set.ok) throw new Error("no targets");
    const t = set.targets;
    const keeps = (d: PlanDay) => keepsDayRules(d, t, FOOD_BY_ID);
    const day = plan.days[1] as PlanDay;
    // A ceiling the whole step would pass: no more energy than 1 % above the day as it is.
    const cap = day.totals.calories * 1.01;
    const capped = (d: PlanDay) => keeps(d) && d.totals.calories <= cap;
    const [moved] = trimEnergy([day], FOOD_BY_ID, day.totals.calories * 1.05, capped);
    expect((moved as PlanDay).totals.calories).toBeGreaterThan(day.totals.calories);
    expect((moved as PlanDay).totals.calories).toBeLessThanOrEqual(cap);
    expect(keeps(moved as PlanDay)).toBe(true);
  });
});
