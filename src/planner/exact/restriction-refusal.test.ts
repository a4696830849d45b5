import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { buildWeekPlan } from "../index";
import { BASE_REQUEST, THREE_BREAKFASTS } from "../test-support/fixtures";

// Issue 21: when allergies or excluded foods are what blocks a week, the refusal names them, and its
// suggestion (and `change`, the same as data) is a change the engine planned a week with.

describe("a refusal caused by what a person does not eat", () => {
  it("names the excluded food and suggests taking it off the list, which then plans", async () => {
    // Three breakfasts plan a week (a third use fills the gap); without the frittata only two are left.
    const req: PlanRequest = { ...BASE_REQUEST, excluded_foods: ["spinach"] };
    const opts = { seed: 4, weekStart: "2026-11-30", ...THREE_BREAKFASTS };
    const r = await buildWeekPlan(req, opts);
    if (r.ok) throw new Error("expected a refusal");
    expect(r.refusal.rule).toBe("Free from “spinach” (foods you don't eat)");
    expect(r.refusal.message).toMatch(/^Without “spinach”, we have too few non vegetarian recipes/);
    expect(r.refusal.change).toEqual({ field: "excluded_foods", value: "spinach" });
    expect(r.refusal.suggestion).toBe("Taking “spinach” off the foods you don't eat gives a plan.");
    expect((await buildWeekPlan({ ...req, excluded_foods: [] }, opts)).ok).toBe(true);
  });

  it("never suggests dropping an allergy, and keeps the ordinary refusal when the allergy is not the cause", async () => {
    const req: PlanRequest = { ...BASE_REQUEST, allergies: ["egg"] };
    const r = await buildWeekPlan(req, { seed: 4, weekStart: "2026-11-30", ...THREE_BREAKFASTS });
    if (r.ok) throw new Error("expected a refusal");
    expect(r.refusal.rule).toMatch(/^Free from eggs \(your allergies\)/);
    expect(["allergies", "fitness_goal", "diet"]).toContain(r.refusal.change?.field);
    expect(r.refusal.suggestion).not.toMatch(/off the|without your allerg|drop/i);
    const thin: PlanRequest = {
      ...BASE_REQUEST,
      weight_kg: 45,
      fitness_goal: "weight_loss",
      allergies: ["egg"],
    };
    const refused = await buildWeekPlan(thin, { seed: 4, weekStart: "2026-11-30" });
    expect(refused.ok ? null : refused.refusal.code).toBe("underweight_weight_loss");
  });
});
