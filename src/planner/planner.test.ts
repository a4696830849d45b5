import { describe, expect, it } from "vitest";
import { type PlanData, planDataSchema } from "../shared/plan-data";
import { weekDates } from "../shared/plan-dates";
import type { PlanRequest } from "../shared/plan-request";
import { PROVED } from "./exact/diagnose";
import { buildWeekPlan, checkPlan, type PlanResult, warmUp } from "./index";
import { BASE_REQUEST, FIXTURE_LIBRARY } from "./test-support/fixtures";

// The engine end to end on the fixture library, so these tests do not move when recipes are added.

const build = (over: Partial<PlanRequest> = {}, seed = 1, library = FIXTURE_LIBRARY) =>
  buildWeekPlan({ ...BASE_REQUEST, ...over }, { seed, weekStart: "2025-01-08", ...library });

function planOf(r: PlanResult): PlanData {
  if (!r.ok) throw new Error(`refused: ${r.refusal.code} ${r.refusal.rule}`);
  return r.plan;
}

describe("buildWeekPlan on the fixture library", () => {
  it("plans the same week before and after the engine's warm-up (its caches change speed, not plans)", async () => {
    const before = planOf(await build({}, 5));
    await warmUp(FIXTURE_LIBRARY);
    expect(planOf(await build({}, 5))).toEqual(before);
  });

  it("builds a valid week that passes the checker", async () => {
    const req = { ...BASE_REQUEST, fitness_goal: "weight_loss" as const };
    const plan = planOf(await build(req));
    expect(planDataSchema.parse(plan)).toEqual(plan);
    expect(checkPlan(plan, req, FIXTURE_LIBRARY)).toEqual([]);
    // The week starts on the day asked for, a Wednesday (docs/product/plans-over-time.md).
    expect(plan.week_start).toBe("2025-01-08");
    expect(plan.days.map((d) => ({ day: d.day, date: d.date }))).toEqual(weekDates("2025-01-08"));
    expect(plan.days[0]?.day).toBe("Wednesday");
    expect(plan.total_daily_calories).toBe(1710);
    for (const d of plan.days) {
      expect(Math.abs(d.totals.calories - 1710)).toBeLessThanOrEqual(0.05 * 1710);
      // One decimal: the day's calories are the sum of its meals'.
      expect(d.totals.calories).toBeCloseTo(
        d.meals.reduce((a, m) => a + m.calories, 0),
        6,
      );
      expect(d.meals.map((m) => m.type).slice(0, 2)).toEqual(["breakfast", "lunch"]);
      // Amount first, in grams, ml or a cook's measure; never "0.3 g".
      for (const m of d.meals)
        for (const line of m.ingredients) {
          expect(line).toMatch(/^(\d|[¼½¾⅛]|a pinch of |a few drops of )/);
          expect(line).not.toMatch(/^0(\.\d+)? (g|ml)\b/);
        }
    }
    expect(plan.engine).toEqual({ version: "1.0.0", seed: 1 });
    expect(plan.notes[0]).toMatch(/^Daily target 1,710 kcal/);
  });

  it("is reproducible with the same seed and varies with another", async () => {
    const a = planOf(await build({}, 7));
    const b = planOf(await build({}, 7));
    const c = planOf(await build({}, 8));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const ids = (p: PlanData) =>
      p.days.flatMap((d) => d.meals.map((m) => `${m.recipe_id}:${m.servings}`)).join();
    expect(ids(c)).not.toBe(ids(a));
  });

  it("schedules foods to include every day, made to fit a vegan diet", async () => {
    const req = {
      ...BASE_REQUEST,
      diet: "vegan" as const,
      foods_to_include: ["tea", "coffee", "one_cookie_a_day", "Bananas", "unicorn dust"],
    };
    const plan = planOf(await build(req));
    expect(checkPlan(plan, req, FIXTURE_LIBRARY)).toEqual([]);
    for (const d of plan.days) {
      const inc = Object.fromEntries(
        d.meals.filter((m) => m.include_item).map((m) => [m.include_item, m.recipe_id]),
      );
      expect(inc).toEqual({
        tea: "it-black-tea",
        coffee: "it-black-coffee",
        one_cookie_a_day: "in-vegan-oat-cookie",
        Bananas: "food-banana",
      });
    }
    const notes = plan.notes.join("\n");
    expect(notes).toContain("a vegan version");
    expect(notes).toContain("“unicorn dust”");
  });

  it("names wishes that match no food in the notes instead of refusing the plan", async () => {
    const req = { ...BASE_REQUEST, foods_to_include: ["茶", "!!!", "???", "Other", " None ", "Tea", "tea!"] };
    const plan = planOf(await build(req));
    expect(checkPlan(plan, req, FIXTURE_LIBRARY)).toEqual([]);
    const notes = plan.notes.join("\n");
    for (const wish of ["茶", "!!!", "???"]) expect(notes).toContain(`“${wish}”`);
    expect(plan.days[0]?.meals.filter((m) => m.include_item).map((m) => m.include_item)).toEqual(["Tea"]);
  });

  it("keeps a wished-for cookie with diabetes and names the conflict", async () => {
    const req = { ...BASE_REQUEST, health_conditions: ["diabetes"], foods_to_include: ["one_cookie_a_day"] };
    const plan = planOf(await build(req));
    expect(checkPlan(plan, req, FIXTURE_LIBRARY)).toEqual([]);
    expect(plan.days.every((d) => d.meals.some((m) => m.include_item === "one_cookie_a_day"))).toBe(true);
    expect(plan.notes.join("\n")).toMatch(/it stays because you asked for it/);
    const recipes = plan.days.flatMap((d) => d.meals.filter((m) => !m.include_item).map((m) => m.recipe_id));
    expect(recipes).not.toContain("it-honey-yogurt-pudding");
  });

  it("plans mediterranean weeks with fish twice and red meat at most twice", async () => {
    const req = { ...BASE_REQUEST, diet: "mediterranean" as const };
    const plan = planOf(await build(req));
    expect(checkPlan(plan, req, FIXTURE_LIBRARY)).toEqual([]);
    expect(plan.notes.join("\n")).toMatch(/fish or seafood in \d meals/);
  });
});

describe("refusals", () => {
  it("below a BMI of 18.5 with weight loss", async () => {
    const r = await build({ weight_kg: 45, fitness_goal: "weight_loss" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.code).toBe("underweight_weight_loss");
  });

  it("an energy target above what 2 servings of 5 meals reach, with numbers", async () => {
    // Male 13 y, 250 cm, 300 kg, extremely active, gain: BMR = 3000 + 1562.5 − 65 + 5 = 4502.5;
    // TDEE = 8554.8; +500 → 9054.8 → 9050 kcal.
    const r = await build({
      gender: "male",
      age: 13,
      height_cm: 250,
      weight_kg: 300,
      activity_level: "extremely_active",
      fitness_goal: "weight_gain",
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.code).toBe("energy_too_high");
      expect(r.refusal.message).toMatch(/9,050 kcal is above the largest day we can plan: about [\d,]+ kcal/);
    }
  });

  it("an energy target below half servings of three meals", async () => {
    // Female 120 y, 100 cm, 30 kg, sedentary: BMR = 300 + 625 − 600 − 161 = 164; TDEE 196.8 → 200 kcal.
    const r = await build({ age: 120, height_cm: 100, weight_kg: 30, activity_level: "sedentary" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.code).toBe("energy_too_low");
  });

  it("names the sodium limit when every recipe is too salty for high blood pressure", async () => {
    const salty = {
      foods: FIXTURE_LIBRARY.foods,
      recipes: FIXTURE_LIBRARY.recipes.map((r) => ({
        ...r,
        ingredients: [...r.ingredients, ["salt", 3] as const],
      })),
    };
    const r = await build({ health_conditions: ["high_blood_pressure"] }, 1, salty);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.refusal.code).toBe("rules_conflict");
      expect(r.refusal.rule).toBe("Sodium at most 1,500 mg a day (high blood pressure)");
      // HiGHS proved it: even half servings of the three meals carry too much salt.
      expect(r.refusal.proved).toBe(true);
      expect(r.refusal.message.endsWith(PROVED)).toBe(true);
      expect(r.refusal.suggestion).not.toBe("");
    }
  });

  it("when a diet has no recipes for a meal", async () => {
    const noVeganBreakfast = {
      foods: FIXTURE_LIBRARY.foods,
      recipes: FIXTURE_LIBRARY.recipes.filter((r) => !(r.meals.includes("breakfast") && !r.includeItem)),
    };
    const r = await build({ diet: "vegan" }, 1, noVeganBreakfast);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.refusal.code).toBe("no_recipes");
  });
});
