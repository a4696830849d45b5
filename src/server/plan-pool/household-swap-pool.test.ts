import { afterAll, describe, expect, it } from "vitest";
import { buildHouseholdPlan, type HouseholdEater, householdSwapOptions } from "../../planner";
import type { PlanRequest } from "../../shared/plan-request";
import { PlanPool } from "./pool";

// A household plan's alternatives on a planning thread (docs/product/household.md, Swaps): the pool
// carries the household to the worker, which answers as the engine does in-process.

const OWNER: PlanRequest = {
  age: 40,
  gender: "male",
  height_cm: 178,
  weight_kg: 80,
  activity_level: "lightly_active",
  health_conditions: [],
  foods_to_include: [],
  fitness_goal: "maintain",
  cuisine: "indian",
  diet: "non_vegetarian",
};
const ALL = ["breakfast", "lunch", "dinner", "snack"] as const;
const VEGETARIAN: HouseholdEater = {
  member_id: "v1",
  name: "Priya",
  age: 35,
  gender: "female",
  height_cm: 164,
  weight_kg: 62,
  activity_level: "lightly_active",
  diet: "vegetarian",
  health_conditions: [],
  allergies: [],
  excluded_foods: [],
  fitness_goal: "maintain",
  meals_at_home: { weekday: [...ALL], weekend: [...ALL] },
};

describe("PlanPool household swap options", () => {
  const pool = new PlanPool({ size: 1 });
  afterAll(() => pool.close());

  it("answers with the household's alternatives, the same as in-process", async () => {
    const r = await buildHouseholdPlan(OWNER, [VEGETARIAN], { seed: 1, weekStart: "2026-11-30" });
    if (!r.ok) throw new Error(JSON.stringify(r.refusal));
    const day = r.plan.days.findIndex((d, i) =>
      d.meals.some(
        (m) =>
          m.type === "dinner" &&
          r.plan.members?.[0]?.days[i]?.meals.some(
            (x) => x.type === "dinner" && x.recipe_id === m.recipe_id && !x.own_dish_reason,
          ),
      ),
    );
    const meal = r.plan.days[day]?.meals.findIndex((m) => m.type === "dinner") ?? -1;
    const target = { day, meal };
    const here = householdSwapOptions(OWNER, [VEGETARIAN], r.plan, target);
    const there = await pool.swapOptions(OWNER, r.plan, target, [VEGETARIAN]);
    expect(there).toEqual(here);
    // Without the household the owner's own alternatives come back: a different answer.
    const owners = await pool.swapOptions(OWNER, r.plan, target);
    expect(owners).not.toEqual(here);
  });
});
