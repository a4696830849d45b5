import { describe, expect, it } from "vitest";
import type { PlanData, PlanMeal } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { checkedWeekOf } from "../check/check-week";
import { buildWeekPlan } from "../index";
import { DEFAULT_LIBRARY } from "../library/default-library";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import { contextForRequest } from "../library/request-context";
import { cookingOf } from "../output/plan-output";
import { withPlanBudget } from "../search/cooking-budget";
import { readStoredWeek } from "../swap/swap-week";
import { BASE_REQUEST } from "../test-support/fixtures";
import { attrsOf, hasIodineSource } from "./diet-eligibility";
import { isRoutineRecipe } from "./variety";
import { VARIETY_WEEK, WEEK_RULES, type WeekRule } from "./week-rules";

// Each week rule is one definition read twice: by the search (its violation over the week as the
// search holds it) and by the checker (its test of plan_data). On real weeks and on weeks broken by
// hand, the search's score is 0 exactly when the checker finds nothing, rule by rule.

const WEEK_START = "2026-11-27";
const foodById = new Map(DEFAULT_LIBRARY.foods.map((f) => [f.id, f]));
const recipeById = new Map(DEFAULT_LIBRARY.recipes.map((r) => [r.id, r]));

/** A Mediterranean week for someone with a thyroid condition: fish, red meat and iodine in force. */
const PERSON: PlanRequest = {
  ...BASE_REQUEST,
  cuisine: "mediterranean",
  diet: "mediterranean",
  health_conditions: ["thyroid"],
  foods_to_include: ["tea"],
};

async function planFor(req: PlanRequest): Promise<PlanData> {
  const r = await buildWeekPlan(req, { seed: 11, weekStart: WEEK_START });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.plan;
}

/** Both readings of one rule on `plan`: the search's violation and the checker's problems. */
function readings(rule: WeekRule, plan: PlanData, req: PlanRequest) {
  const set = contextForRequest(req, { weekStart: WEEK_START });
  if (!set.ok) throw new Error("no context");
  const ctx = withPlanBudget(set.ctx, plan);
  const week = readStoredWeek(ctx, plan);
  if (typeof week === "string") throw new Error(week);
  const days = plan.days.map((d) =>
    d.meals.map((meal) => {
      const parts: GramsOfFood[] = meal.items.flatMap((it) => {
        const food = foodById.get(it.food_id);
        return food ? [{ food, grams: it.grams }] : [];
      });
      return { meal, parts, n: sumNutrients(parts) };
    }),
  );
  const iodine = days.map((meals) => meals.some((m) => hasIodineSource(attrsOf(m.parts.map((p) => p.food)))));
  const checked = checkedWeekOf(plan, req, days, iodine, recipeById, () => {});
  return {
    hard: rule.hard({ days: week.days, fixedOf: week.fixedOf }, ctx, 2),
    problems: rule.check(checked, ctx),
  };
}

function expectAgreement(plan: PlanData, req: PlanRequest, broken: WeekRule["id"] | null) {
  // A week built by hand states its days' minutes from its meals, as the engine's output does.
  for (const d of plan.days) Object.assign(d, cookingOf(d.meals));
  for (const rule of WEEK_RULES) {
    const { hard, problems } = readings(rule, plan, req);
    expect(hard === 0, `${rule.id}: search ${hard}, checker ${problems.join("; ")}`).toBe(
      problems.length === 0,
    );
    if (rule.id === broken) expect(problems.length, `${rule.id} should be broken`).toBeGreaterThan(0);
  }
}

const meal = (plan: PlanData, day: number, type: PlanMeal["type"]) => {
  const m = plan.days[day]?.meals.find((x) => x.type === type && x.include_item === undefined);
  if (!m) throw new Error(`no ${type} on day ${day}`);
  return m;
};

describe("the week rules: search and checker agree", () => {
  it("on a week as planned, every rule holds for both", async () => {
    const plan = await planFor(PERSON);
    expectAgreement(plan, PERSON, null);
    // The default settings plan leftovers, so the leftovers rule is exercised, not vacuous.
    expect(plan.days.flatMap((d) => d.meals).some((m) => m.leftover_of)).toBe(true);
  });

  it("on a recipe cooked again the next day", async () => {
    const plan = structuredClone(await planFor(PERSON));
    const day = plan.days.findIndex((_, i) => i < 6 && !meal(plan, i + 1, "dinner").leftover_of);
    const next = plan.days[day + 1] as PlanData["days"][number];
    const at = next.meals.indexOf(meal(plan, day + 1, "dinner"));
    // Cooked afresh: neither eating from another meal nor cooking for one.
    const { cooks_for: _, leftover_of: __, ...copy } = structuredClone(meal(plan, day, "dinner"));
    next.meals[at] = { ...copy, type: "dinner" };
    expectAgreement(plan, PERSON, "variety");
  });

  it("on a breakfast routine: four mornings in a row hold, a fifth breaks the rule", async () => {
    const plan = structuredClone(await planFor(PERSON));
    const routine = plan.days
      .map((_, i) => meal(plan, i, "breakfast"))
      .find((m) => isRoutineRecipe(recipeById.get(m.recipe_id) ?? { meals: ["lunch"] }));
    if (!routine) throw new Error("no breakfast-only recipe");
    const eatOn = (days: number[]) => {
      for (const i of days) {
        const d = plan.days[i] as PlanData["days"][number];
        d.meals[d.meals.indexOf(meal(plan, i, "breakfast"))] = structuredClone(routine);
      }
    };
    // Any other breakfast of that recipe goes, so the count is the days named.
    for (const [i, d] of plan.days.entries())
      if (meal(plan, i, "breakfast").recipe_id === routine.recipe_id) {
        const other = plan.days
          .map((_, j) => meal(plan, j, "breakfast"))
          .find((m) => m.recipe_id !== routine.recipe_id);
        if (!other) throw new Error("one breakfast all week");
        d.meals[d.meals.indexOf(meal(plan, i, "breakfast"))] = structuredClone(other);
      }
    eatOn([0, 1, 2, 3]);
    expectAgreement(plan, PERSON, null);
    expect(readings(VARIETY_WEEK, plan, PERSON).problems).toEqual([]);
    eatOn([5]);
    expectAgreement(plan, PERSON, "variety");
  });

  it("on a lunch cooked three times, which no routine allows", async () => {
    // A week without leftovers, so every lunch is cooked for itself: Monday's is cooked again on
    // Wednesday and Friday.
    const req = { ...PERSON, cooking: { weekday_minutes: 40, weekend_minutes: 75, leftovers: false } };
    const plan = structuredClone(await planFor(req));
    const lunch = meal(plan, 0, "lunch");
    for (const i of [2, 4]) {
      const d = plan.days[i] as PlanData["days"][number];
      d.meals[d.meals.indexOf(meal(plan, i, "lunch"))] = structuredClone(lunch);
    }
    // Three times at least: the week may have cooked it once already.
    expect(readings(VARIETY_WEEK, plan, req).problems.join("; ")).toMatch(
      new RegExp(`${lunch.recipe_id} is cooked [34] times`),
    );
    expectAgreement(plan, req, "variety");
  });

  it("on a leftover that is not the dish it names", async () => {
    const plan = structuredClone(await planFor(PERSON));
    const left = plan.days.flatMap((d) => d.meals).find((m) => m.leftover_of);
    if (!left) throw new Error("no leftover");
    left.recipe_id = meal(plan, 0, "breakfast").recipe_id;
    expectAgreement(plan, PERSON, "leftovers");
  });

  it("on a Mediterranean week without its fish", async () => {
    const plan = structuredClone(await planFor(PERSON));
    const found = plan.days.flatMap((d) => d.meals).find((m) => m.type === "dinner" && !isFish(m));
    if (!found) throw new Error("no dinner without fish");
    const { cooks_for: _, leftover_of: __, ...fishless } = found;
    for (const d of plan.days)
      d.meals = d.meals.map((m) => (isFish(m) ? { ...structuredClone(fishless), type: m.type } : m));
    expectAgreement(plan, PERSON, "fish");
  });

  it("on a day without the foods to include", async () => {
    const plan = structuredClone(await planFor(PERSON));
    const day = plan.days[3] as PlanData["days"][number];
    day.meals = day.meals.filter((m) => m.include_item === undefined);
    expectAgreement(plan, PERSON, "includes");
  });

  it("on days over the cooking budget", async () => {
    const plan = structuredClone(await planFor(PERSON));
    // The person now says 15 minutes a day, and the plan says it was made within that.
    const req = { ...PERSON, cooking: { weekday_minutes: 15, weekend_minutes: 15, leftovers: true } };
    plan.cooking_budget = { weekday_minutes: 15, weekend_minutes: 15, extra_minutes: 0 };
    expectAgreement(plan, req, "cooking_budget");
  });
});

function isFish(m: PlanMeal): boolean {
  return m.items.some((it) => foodById.get(it.food_id)?.attrs.includes("fish"));
}
