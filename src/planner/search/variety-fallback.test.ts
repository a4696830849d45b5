import { describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { checkPlan } from "../check/checker";
import { resolveIncludes } from "../include/include-items";
import { buildWeekPlan } from "../index";
import type { Library } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import * as R from "../rules/figures";
import { isRoutineRecipe } from "../rules/variety";
import { BASE_REQUEST, FIXTURE_LIBRARY, THREE_BREAKFASTS, TWO_BREAKFASTS } from "../test-support/fixtures";
import { planWeekWithFallback } from "./variety-fallback";

// The variety fallback on a fixture library with too few breakfasts for seven days at twice a week
// each: the engine tries a second snack first, then a third use, and says so; with fewer still it
// refuses, and the refusal names no cuisine.

const THREE = THREE_BREAKFASTS;
const TWO = TWO_BREAKFASTS;
const HIGH: PlanRequest = {
  ...BASE_REQUEST,
  gender: "male",
  height_cm: 185,
  weight_kg: 85,
  fitness_goal: "weight_gain",
};

function fallbackOf(req: PlanRequest, lib: Library, seed = 1) {
  const set = contextForRequest(req, lib);
  if (!set.ok) throw new Error(`refused before planning: ${set.refusal.code}`);
  const { ctx } = set;
  return { kcal: ctx.targets.calories, ...planWeekWithFallback(ctx, resolveIncludes(ctx).items, seed) };
}

const build = (req: PlanRequest, lib: Library, seed = 1) =>
  buildWeekPlan(req, { seed, weekStart: "2025-03-05", foods: lib.foods, recipes: lib.recipes });

/** The days each recipe is cooked, leaving out breakfast and snack routines (rules/variety.ts). */
function usesOf(plan: PlanData, lib: Library): Map<string, number[]> {
  const routine = new Set(lib.recipes.filter(isRoutineRecipe).map((r) => r.id));
  const uses = new Map<string, number[]>();
  plan.days.forEach((d, i) => {
    for (const m of d.meals) {
      // Leftovers are the same cooking eaten again, not uses (rules/leftovers).
      if (m.include_item !== undefined || m.leftover_of || routine.has(m.recipe_id)) continue;
      uses.set(m.recipe_id, [...(uses.get(m.recipe_id) ?? []), i]);
    }
  });
  return uses;
}

describe("the variety fallback", () => {
  it("tries a second snack first, then a third use, in that order", () => {
    const low = fallbackOf(BASE_REQUEST, THREE);
    expect(low.kcal).toBeLessThan(R.SECOND_SNACK_MIN_KCAL);
    expect(low.tried).toEqual(["snack", "third_use"]);
    expect(low.step).toBe("third_use");
    expect(low.week.ok).toBe(true);
  });

  it("goes straight to a third use when every day already has both snacks", () => {
    const high = fallbackOf(HIGH, THREE);
    expect(high.kcal).toBeGreaterThanOrEqual(R.SECOND_SNACK_MIN_KCAL);
    expect(high.tried).toEqual(["third_use"]);
  });

  it("is not used when the normal rules hold", () => {
    const normal = fallbackOf(BASE_REQUEST, FIXTURE_LIBRARY);
    expect(normal.week.ok).toBe(true);
    expect(normal.tried).toEqual([]);
    expect(normal.step).toBeNull();
  });

  it("plans a week with a breakfast three times, never on consecutive days, and says so", async () => {
    const r = await build(BASE_REQUEST, THREE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const thrice = [...usesOf(r.plan, THREE)].filter(
      ([, days]) => days.length === R.VARIETY_FALLBACK_MAX_USES,
    );
    expect(thrice.length).toBeGreaterThan(0);
    for (const [, days] of usesOf(r.plan, THREE)) {
      expect(days.length).toBeLessThanOrEqual(R.VARIETY_FALLBACK_MAX_USES);
      for (let i = 1; i < days.length; i++) expect((days[i] ?? 0) - (days[i - 1] ?? 0)).toBeGreaterThan(1);
    }
    const note = r.plan.notes.find((n) => n.startsWith("Some recipes appear three times this week"));
    expect(note).toBeDefined();
    // The plan records the third uses as data, which the checker reads; the note names them for people.
    expect(r.plan.variety?.third_use).toEqual(thrice.map(([id]) => id).sort());
    for (const [id] of thrice) {
      const name = r.plan.days.flatMap((d) => d.meals).find((m) => m.recipe_id === id)?.name ?? "";
      expect(note).toContain(`“${name}”`);
    }
    expect(checkPlan(r.plan, BASE_REQUEST, THREE)).toEqual([]);
  });

  it("the checker still catches a third use the plan does not record, a fourth use and consecutive days", async () => {
    const r = await build(BASE_REQUEST, THREE);
    if (!r.ok) throw new Error("expected a plan");
    const [id] = [...usesOf(r.plan, THREE)].find(([, days]) => days.length === 3) ?? [""];
    const { variety: _, ...silent } = r.plan;
    expect(checkPlan(silent, BASE_REQUEST, THREE)).toContain(`${id} is cooked 3 times`);

    // Copy Monday's breakfast onto Tuesday: a fourth use (or consecutive days) is never allowed.
    const days = r.plan.days.map((d) => ({ ...d, meals: [...d.meals] }));
    const mon = days[0]?.meals.findIndex((m) => m.type === "breakfast") ?? -1;
    const tue = days[1]?.meals.findIndex((m) => m.type === "breakfast") ?? -1;
    const monday = days[0]?.meals[mon];
    if (!monday || !days[1]) throw new Error("no breakfast");
    days[1].meals[tue] = monday;
    const problems = checkPlan({ ...r.plan, days }, BASE_REQUEST, THREE);
    expect(problems).toContain(
      `${monday.recipe_id} is cooked the day before or after it is eaten from another cooking`,
    );
  });

  it("refuses when even three uses cannot fill the week, without naming a cuisine", async () => {
    const r = await build(BASE_REQUEST, TWO);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.refusal.rule).toMatch(/No recipe more than twice a week/);
    expect(r.refusal.message).toMatch(/three times a week/);
    expect(r.refusal.suggestion).not.toMatch(/cuisine/i);
  });
});

describe("the advice after a variety refusal", () => {
  it("names the Maintain goal only when a Maintain week can be planned", async () => {
    // Two breakfasts cannot fill seven mornings at any target: Maintain would not help either.
    const r = await build(HIGH, TWO);
    if (r.ok) throw new Error("expected a refusal");
    expect(r.refusal.rule).toMatch(/No recipe more than twice a week/);
    expect((await build({ ...HIGH, fitness_goal: "maintain" }, TWO)).ok).toBe(false);
    expect(r.refusal.suggestion).not.toMatch(/Maintain/);
  });
});
