import { describe, expect, it } from "vitest";
import { buildWeekPlan, checkPlan } from "../index";
import { DEFAULT_LIBRARY, RECIPES } from "../library/default-library";
import { REHEAT_HANDS_ON_MIN, REHEAT_TOTAL_MIN } from "../rules/leftovers";
import { BASE_REQUEST } from "../test-support/fixtures";

// Cooking time on every meal and day (docs/product/cooking-time.md): the recipe's minutes, whatever
// the servings, and each day's sums; the checker holds a plan to them.

describe("cooking minutes in a plan", () => {
  it("carries each recipe's minutes and work ahead, and each day's sums", async () => {
    const req = { ...BASE_REQUEST, cuisine: "indian" as const, diet: "vegetarian" as const };
    const r = await buildWeekPlan(req, { seed: 2, weekStart: "2026-11-30" });
    if (!r.ok) throw new Error(r.refusal.message);
    const byId = new Map(RECIPES.map((x) => [x.id, x]));
    for (const d of r.plan.days) {
      for (const m of d.meals) {
        const recipe = byId.get(m.recipe_id);
        if (!recipe) continue;
        // A leftover is reheated, not cooked again (rules/leftovers).
        expect(m.prep_minutes, m.name).toBe(m.leftover_of ? REHEAT_HANDS_ON_MIN : recipe.handsOnMin);
        expect(m.total_minutes, m.name).toBe(m.leftover_of ? REHEAT_TOTAL_MIN : recipe.totalMin);
        expect(m.ahead).toBe(m.leftover_of ? undefined : recipe.ahead);
      }
      expect(d.cooking_minutes?.hands_on).toBe(d.meals.reduce((a, m) => a + (m.prep_minutes ?? 0), 0));
      expect(d.cooking_minutes?.total).toBe(d.meals.reduce((a, m) => a + (m.total_minutes ?? 0), 0));
    }
    expect(checkPlan(r.plan, req, DEFAULT_LIBRARY)).toEqual([]);
    const first = r.plan.days[0]?.meals.find((m) => m.include_item === undefined);
    if (!first || first.prep_minutes === undefined) throw new Error("no minutes");
    first.prep_minutes += 5;
    expect(checkPlan(r.plan, req, DEFAULT_LIBRARY)).toEqual(
      expect.arrayContaining([expect.stringMatching(/minutes are not the recipe's/)]),
    );
  });
});
