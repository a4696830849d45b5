import type { MealType } from "../../shared/domain";
import { homeWeekSchema, type PlanData, planDataSchema } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { Recipe } from "../library/library-types";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import { dietOptionsFor, substituteRequestFor } from "../library/plan-context";
import type { Library } from "../library/prepare-library";
import { recipeVersion } from "../library/recipe-version";
import { blockText, restrictionsFor } from "../rules/allergies";
import { parseConditions } from "../rules/conditions";
import {
  attrsOf,
  excludedAttrs,
  firstExcluded,
  hasIodineSource,
  strictExcludedAttrs,
} from "../rules/diet-eligibility";
import { ALLERGIES, DIET_FOODS, RECIPE_RULES } from "../rules/recipe-rules";
import { homeTargets } from "../targets/home-targets";
import { computeTargets } from "../targets/targets";
import { checkWeek } from "./check-week";
import { checkedDay, mealDish, rulesInForce } from "./checked-day";
import { type CheckedMeal, checkStructure } from "./checker-structure";

// An independent check of a finished plan against every hard rule. It re-derives everything from
// the plan's items and the food table (not from the optimiser's numbers), so the engine, the tests
// and the bench all hold plans to the same standard. Returns one line per violation.

/**
 * A household member's week (docs/product/household.md): per day, the meal types eaten away from
 * home. Those meals are not planned, and the day is held to the targets of the meals at home.
 */
export interface CheckScope {
  away?: readonly (readonly MealType[])[];
}

export function checkPlan(plan: PlanData, req: PlanRequest, lib: Library, scope: CheckScope = {}): string[] {
  const parsed = (scope.away ? homeWeekSchema : planDataSchema).safeParse(plan);
  if (!parsed.success) return parsed.error.issues.map((i) => `schema: ${i.path.join(".")}: ${i.message}`);
  const foodById = new Map(lib.foods.map((f) => [f.id, f]));
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) return [`a plan was returned for a refused request (${tr.refusal.code})`];
  const t = tr.targets;
  const out: string[] = [];
  const v = (msg: string) => out.push(msg);

  const opts = dietOptionsFor(req);
  const strict = strictExcludedAttrs(req.diet, opts);
  const excluded = excludedAttrs(req.diet, opts);
  // Items are checked against this person's version of each recipe, rebuilt here from the rules for
  // the recipes the plan names (not the whole library, on every plan).
  const restrictions = restrictionsFor(req, lib.foods);
  const subReq = substituteRequestFor(req, cond, excluded, restrictions);
  const dishPlan = { diet: req.diet, cuisine: req.cuisine, cond, excluded, restrictions };
  const named = new Set(plan.days.flatMap((d) => d.meals.map((m) => m.recipe_id)));
  const recipeById = new Map(
    lib.recipes.filter((r) => named.has(r.id)).map((r) => [r.id, recipeVersion(r, subReq, foodById)]),
  );
  const days: CheckedMeal[][] = plan.days.map((d) =>
    d.meals.map((meal) => {
      const parts: GramsOfFood[] = [];
      for (const it of meal.items) {
        const food = foodById.get(it.food_id);
        if (food) parts.push({ food, grams: it.grams });
        else v(`${d.day} ${meal.name}: unknown food ${it.food_id}`);
      }
      return { meal, parts, n: sumNutrients(parts) };
    }),
  );
  checkStructure(plan, req, t, days, recipeById, foodById, v, scope.away);
  const ff = plan.free_from;
  if (
    (ff?.allergies.join() ?? "") !== restrictions.allergies.join() ||
    (ff?.excluded_foods.join() ?? "") !== restrictions.excludedFoods.join()
  )
    v("free_from does not state the person's allergies and excluded foods");

  const iodineDays: boolean[] = [];
  days.forEach((meals, di) => {
    const day = plan.days[di]?.day ?? `day ${di + 1}`;
    const _n = sumNutrients(meals.flatMap((m) => m.parts));
    const away = scope.away?.[di] ?? [];
    const checked = checkedDay(day, plan.days[di]?.totals.calories ?? 0, meals, homeTargets(t, away));
    // A day eaten wholly away from home has nothing to hold to a target.
    if (meals.length > 0 || away.length === 0)
      for (const rule of rulesInForce(plan.relaxed_rules))
        for (const problem of rule.check?.(checked) ?? []) v(problem);

    let iodine = false;
    for (const m of meals) {
      const attrs = attrsOf(m.parts.map((p) => p.food));
      const where = `${day} ${m.meal.name}`;
      // Allergies hold for every item, foods to include too, read from each food's own allergen facts.
      for (const { food } of m.parts) {
        const allergen = restrictions.allergies.find((a) => food.allergens.includes(a));
        if (allergen) v(`${where}: ${food.name} carries ${allergen}, an allergy of this person`);
        const block = restrictions.blocked.get(food.id);
        if (block?.kind === "excluded") v(`${where}: ${food.name} is excluded (${blockText(block)})`);
      }
      const hit = firstExcluded(attrs, strict);
      if (hit) v(`${where}: ${req.diet} plan contains ${hit}`);
      iodine ||= hasIodineSource(attrs);
      if (m.meal.include_item !== undefined) continue;
      const recipe: Recipe | undefined = recipeById.get(m.meal.recipe_id);
      const dish = mealDish(m.meal, m.parts, recipe?.dessert === true, m.n, attrs);
      for (const rule of RECIPE_RULES) {
        const why = (hit && rule === DIET_FOODS) || rule === ALLERGIES ? null : rule.why(dish, dishPlan);
        if (why) v(`${where}: ${rule.name}: ${why}`);
      }
    }
    iodineDays.push(iodine);
  });
  checkWeek(plan, req, cond, t, days, iodineDays, recipeById, v);
  return out;
}
