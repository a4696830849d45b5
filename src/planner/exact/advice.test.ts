import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { buildWeekPlan } from "../index";

// Advice is tested before it is said. A variety refusal's suggestion of the Maintain goal rests on a
// whole Maintain week being planned (a single day cannot show that variety holds).

/** A very high weight-gain target (an extremely active 130 kg man), Asian vegetarian, with diabetes and high blood pressure. */
const ATHLETE: PlanRequest = {
  age: 23,
  gender: "male",
  height_cm: 190,
  weight_kg: 130,
  activity_level: "extremely_active",
  health_conditions: ["diabetes", "high_blood_pressure"],
  foods_to_include: [],
  fitness_goal: "weight_gain",
  cuisine: "asian",
  diet: "vegetarian",
  // Time to cook all day, so that variety, not the cooking budget, is what blocks this week.
  cooking: { weekday_minutes: 240, weekend_minutes: 240, leftovers: true },
};
const opts = { seed: 3, weekStart: "2025-03-05" };

/**
 * The library and the search decide which rule a refusal names (fat, carbs or variety for this
 * person, by seed), and whether a Maintain week plans at that seed: the first seed whose refusal is
 * variety's and whose Maintain week plans.
 */
async function varietyRefusal() {
  for (let seed = 1; seed <= 60; seed++) {
    const r = await buildWeekPlan(ATHLETE, { ...opts, seed });
    if (r.ok || r.refusal.rule_id !== "variety") continue;
    const maintain = await buildWeekPlan({ ...ATHLETE, fitness_goal: "maintain" }, { ...opts, seed });
    if (maintain.ok) return { r, seed, maintain };
  }
  throw new Error("no seed gives a variety refusal with a Maintain week that plans");
}

describe("advice after a variety refusal", () => {
  it("names the Maintain goal when a Maintain week plans, with both targets", async () => {
    const { r, maintain } = await varietyRefusal();
    if (r.ok || !maintain.ok) throw new Error("expected a refusal and a Maintain week");
    expect(r.refusal.rule).toMatch(/No recipe more than twice a week/);
    expect(r.refusal.suggestion).toContain(
      `The Maintain goal (${maintain.plan.total_daily_calories.toLocaleString("en-US")} kcal a day`,
    );
    // The same change as data, which the screen acts on without reading the words.
    expect(r.refusal.rule_id).toBe("variety");
    expect(r.refusal.change).toEqual({ field: "fitness_goal", value: "maintain" });
  });
});

describe("a refusal's change as data", () => {
  it("names Maintain for an underweight person asking to lose weight", async () => {
    const r = await buildWeekPlan({ ...ATHLETE, weight_kg: 55, fitness_goal: "weight_loss" }, opts);
    if (r.ok) throw new Error("expected a refusal");
    expect(r.refusal.rule_id).toBe("underweight");
    expect(r.refusal.change).toEqual({ field: "fitness_goal", value: "maintain" });
  });
});
