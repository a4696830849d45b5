import { beforeAll, describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { buildWeekPlan } from "../index";
import { BASE_REQUEST, FIXTURE_LIBRARY } from "../test-support/fixtures";
import { checkPlan } from "./checker";

// The checker is the engine's independent referee: a plan it passes keeps every rule, and any
// tampering with a good plan is caught.

const req: PlanRequest = { ...BASE_REQUEST, diet: "vegetarian", foods_to_include: ["tea"] };
let plan: PlanData;
const copy = (): PlanData => structuredClone(plan);

beforeAll(async () => {
  const r = await buildWeekPlan(req, { seed: 4, weekStart: "2025-01-06", ...FIXTURE_LIBRARY });
  if (!r.ok) throw new Error(r.refusal.rule);
  plan = r.plan;
});

const firstMeal = (p: PlanData) => {
  const m = p.days[0]?.meals.find((x) => !x.include_item);
  if (!m) throw new Error("no meal");
  return m;
};

describe("checkPlan", () => {
  it("passes the engine's plan", () => {
    expect(checkPlan(plan, req, FIXTURE_LIBRARY)).toEqual([]);
  });

  it("catches a meal whose figures are not the sum of its items", () => {
    const p = copy();
    firstMeal(p).protein_g += 5;
    expect(checkPlan(p, req, FIXTURE_LIBRARY).join()).toMatch(/nutrition is not the sum of its items/);
  });

  it("catches day totals that are not the sum of meals, and a day out of ±5 %", () => {
    const p = copy();
    const day = p.days[1];
    if (!day) throw new Error("no day");
    day.totals.calories += Math.round(p.total_daily_calories * 0.1);
    const v = checkPlan(p, req, FIXTURE_LIBRARY).join("\n");
    expect(v).toMatch(/Tuesday: calories are not the sum of meals/);
    expect(v).toMatch(/Tuesday: [\d.]+ kcal is outside ±5 %/);
  });

  it("catches meat in a vegetarian plan, from the items", () => {
    const p = copy();
    firstMeal(p).items.push({
      food_id: "chicken-breast",
      name: "chicken breast",
      grams: 1,
      source: "USDA SR28 90014",
    });
    expect(checkPlan(p, req, FIXTURE_LIBRARY).join()).toMatch(/vegetarian plan contains poultry/);
  });

  it("catches a recipe on consecutive days and a shopping list that does not add up", () => {
    const p = copy();
    const [d0, d1] = p.days;
    if (!d0 || !d1) throw new Error("no days");
    const lunch0 = d0.meals.findIndex((m) => m.type === "lunch");
    const lunch1 = d1.meals.findIndex((m) => m.type === "lunch");
    d1.meals[lunch1] = structuredClone(d0.meals[lunch0] as never);
    const v = checkPlan(p, req, FIXTURE_LIBRARY).join("\n");
    expect(v).toMatch(/cooked the day before or after it is eaten from another cooking/);
    expect(v).toMatch(/shopping list:/);
  });

  it("catches a shopping line whose pantry mark is not the pantry rule's, or is missing", () => {
    const p = copy();
    const items = p.shopping_list.flatMap((a) => a.items);
    const bought = items.find((i) => i.pantry === false);
    const pantry = items.find((i) => i.pantry === true);
    if (!bought || !pantry) throw new Error("the plan has no line to buy or no pantry line");
    bought.pantry = true;
    delete pantry.pantry;
    const v = checkPlan(p, req, FIXTURE_LIBRARY).join("\n");
    expect(v).toContain(`shopping list: ${bought.name} pantry true, the pantry rule says false`);
    expect(v).toContain(`shopping list: ${pantry.name} pantry missing, the pantry rule says true`);
  });

  it("catches servings off the quarter grid and a missing wish", () => {
    const p = copy();
    firstMeal(p).servings = 1.1;
    for (const d of p.days) d.meals = d.meals.filter((m) => !m.include_item);
    p.notes = [];
    const v = checkPlan(p, req, FIXTURE_LIBRARY).join("\n");
    expect(v).toMatch(/servings 1.1/);
    expect(v).toMatch(/“tea” is neither planned nor explained/);
  });
});
