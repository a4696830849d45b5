import { describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import { buildWeekPlan, checkPlan } from "../index";
import { pickedWeek } from "../output/picked-week";
import { BASE_REQUEST, FIXTURE_LIBRARY } from "../test-support/fixtures";
import { eligibleRecipes, hasAnimalMain, libraryRecipes } from "./library-report";

// The tools' view of the library (bench/library.ts, bench/baseline.ts) is the engine's: the recipes a
// report counts are those plans are made from, and a week of picked recipes is built as plans are.

const WEEK = "2025-01-08";

async function plannedWeek(req = BASE_REQUEST): Promise<PlanData> {
  const r = await buildWeekPlan(req, { seed: 3, weekStart: WEEK, ...FIXTURE_LIBRARY });
  if (!r.ok) throw new Error(`refused: ${r.refusal.rule}`);
  return r.plan;
}

describe("eligibleRecipes", () => {
  it("lists every recipe a planned week uses, under the meal it is planned for", async () => {
    for (const diet of ["non_vegetarian", "vegan"] as const) {
      const req = { ...BASE_REQUEST, diet };
      const eligible = eligibleRecipes(req, FIXTURE_LIBRARY);
      if (!eligible.ok) throw new Error("refused");
      const plan = await plannedWeek(req);
      for (const m of plan.days.flatMap((d) => d.meals.filter((x) => x.include_item === undefined)))
        expect(eligible.byMeal[m.type].map((r) => r.id)).toContain(m.recipe_id);
    }
  });

  it("depends on the request: a vegan has fewer dinners to draw on than an omnivore", () => {
    const vegan = eligibleRecipes({ ...BASE_REQUEST, diet: "vegan" }, FIXTURE_LIBRARY);
    const omnivore = eligibleRecipes(BASE_REQUEST, FIXTURE_LIBRARY);
    if (!vegan.ok || !omnivore.ok) throw new Error("refused");
    expect(vegan.byMeal.dinner.length).toBeGreaterThan(0);
    expect(vegan.byMeal.dinner.length).toBeLessThan(omnivore.byMeal.dinner.length);
  });

  it("passes the targets' refusal on: no lists for a weight loss below BMI 18.5", () => {
    const r = eligibleRecipes(
      { ...BASE_REQUEST, weight_kg: 45, fitness_goal: "weight_loss" },
      FIXTURE_LIBRARY,
    );
    expect(r.ok ? null : r.refusal.code).toBe("underweight_weight_loss");
  });
});

describe("pickedWeek", () => {
  it("builds the picked recipes at their servings, each meal's nutrition from its ingredients", async () => {
    const plan = await plannedWeek();
    const picks = plan.days.map((d) =>
      d.meals.map((m) => ({ type: m.type, recipeId: m.recipe_id, servings: m.servings })),
    );
    const rebuilt = pickedWeek(BASE_REQUEST, picks, { seed: 3, weekStart: WEEK, ...FIXTURE_LIBRARY });
    if (!rebuilt.ok) throw new Error("refused");
    const meals = rebuilt.plan.days.map((d) =>
      d.meals.map((m) => ({ type: m.type, recipeId: m.recipe_id, servings: m.servings })),
    );
    expect(meals).toEqual(picks);
    const kcal = new Map(libraryRecipes(FIXTURE_LIBRARY).recipes.map((r) => [r.id, r.perServing.kcal]));
    for (const m of rebuilt.plan.days.flatMap((d) => d.meals)) {
      const expected = (kcal.get(m.recipe_id) ?? 0) * m.servings;
      // Items are rounded to kitchen amounts; the meal is computed from them.
      expect(Math.abs(m.calories - expected)).toBeLessThanOrEqual(0.02 * expected);
    }
  });

  it("checks nothing itself: a week of one serving per meal is handed to the checker as it is", () => {
    const eligible = eligibleRecipes(BASE_REQUEST, FIXTURE_LIBRARY);
    if (!eligible.ok) throw new Error("refused");
    const breakfast = eligible.byMeal.breakfast[0]?.id ?? "";
    const days = Array.from({ length: 7 }, () => [
      { type: "breakfast" as const, recipeId: breakfast, servings: 1 },
    ]);
    const week = pickedWeek(BASE_REQUEST, days, { seed: 1, weekStart: WEEK, ...FIXTURE_LIBRARY });
    if (!week.ok) throw new Error("refused");
    expect(week.plan.days.every((d) => d.meals.length === 1)).toBe(true);
    expect(checkPlan(week.plan, BASE_REQUEST, FIXTURE_LIBRARY).length).toBeGreaterThan(0);
  });
});

describe("hasAnimalMain", () => {
  it("reads meat, poultry, fish or eggs from the food table", () => {
    expect(hasAnimalMain(["red-lentils", "chicken-breast"])).toBe(true);
    expect(hasAnimalMain(["red-lentils", "eggplant"])).toBe(false);
  });
});
