import { afterAll, describe, expect, it } from "vitest";
import { buildHouseholdPlan, householdSwapOptions } from "../../planner";
import { householdMember, ownerRequest } from "../../planner/test-support/households";
import { PlanPool } from "./pool";

// A household plan's alternatives on a planning thread (docs/product/household.md, Swaps): the pool
// carries the household to the worker, which answers as the engine does in-process.

const OWNER = ownerRequest({ age: 40, gender: "male", height_cm: 178, weight_kg: 80, cuisine: "indian" });
const VEGETARIAN = householdMember({
  member_id: "v1",
  name: "Priya",
  age: 35,
  gender: "female",
  height_cm: 164,
  weight_kg: 62,
  activity_level: "lightly_active",
  diet: "vegetarian",
});

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
