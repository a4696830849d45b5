import { type PlanData, planDataSchema, WEEKDAYS } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import type { Recipe } from "../library/library-types";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import { dietOptionsFor } from "../library/plan-context";
import type { Library } from "../library/prepare-library";
import { pct } from "../output/format";
import { parseConditions } from "../rules/conditions";
import {
  attrsOf,
  excludedAttrs,
  firstExcluded,
  hasIodineSource,
  oliveOilIsMainFat,
  strictExcludedAttrs,
} from "../rules/diet-eligibility";
import * as R from "../rules/figures";
import { computeTargets } from "../targets/targets";
import { type CheckedMeal, checkStructure } from "./checker-structure";

// An independent check of a finished plan against every hard rule. It re-derives everything from
// the plan's items and the food table (not from the optimiser's numbers), so the engine, the tests
// and the bench all hold plans to the same standard. Returns one line per violation.

const EPS = 1e-6;

export function checkPlan(plan: PlanData, req: PlanRequest, lib: Library): string[] {
  const parsed = planDataSchema.safeParse(plan);
  if (!parsed.success) return parsed.error.issues.map((i) => `schema: ${i.path.join(".")}: ${i.message}`);
  const foodById = new Map(lib.foods.map((f) => [f.id, f]));
  const recipeById = new Map(lib.recipes.map((r) => [r.id, r]));
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) return [`a plan was returned for a refused request (${tr.refusal.code})`];
  const t = tr.targets;
  const out: string[] = [];
  const v = (msg: string) => out.push(msg);

  const opts = dietOptionsFor(req);
  const strict = strictExcludedAttrs(req.diet, opts);
  const excluded = excludedAttrs(req.diet, opts);
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
  checkStructure(plan, req, t, days, recipeById, foodById, v);

  const recipeUse = new Map<string, number[]>();
  let fish = 0;
  let redMeat = 0;
  let iodineDays = 0;
  days.forEach((meals, di) => {
    const day = WEEKDAYS[di] ?? `day ${di}`;
    const n = sumNutrients(meals.flatMap((m) => m.parts));
    const kcal = plan.days[di]?.totals.calories ?? 0;
    if (Math.abs(kcal - t.calories) > R.KCAL_TOLERANCE * t.calories + EPS) {
      v(`${day}: ${kcal} kcal is outside ±${pct(R.KCAL_TOLERANCE)} of ${t.calories}`);
    }
    if (n.protein_g < t.proteinMin_g - EPS)
      v(`${day}: protein ${n.protein_g.toFixed(1)} g < ${pct(R.PROTEIN_MIN_FRACTION)} of ${t.protein_g} g`);
    const share = (g: number, per: number) => (g * per) / Math.max(n.kcal, EPS);
    const fat = share(n.fat_g, 9);
    if (fat < t.fatShare.min - EPS || fat > t.fatShare.max + EPS)
      v(`${day}: fat ${(fat * 100).toFixed(1)} % of energy`);
    if (share(n.carbs_g, 4) > t.carbShareMax + EPS)
      v(`${day}: carbohydrate ${(share(n.carbs_g, 4) * 100).toFixed(1)} %`);
    if (share(n.sat_fat_g, 9) >= t.satFatShareHard)
      v(`${day}: saturated fat ${(share(n.sat_fat_g, 9) * 100).toFixed(1)} %`);
    if (n.sodium_mg > t.sodiumMax_mg + EPS)
      v(`${day}: sodium ${Math.round(n.sodium_mg)} mg > ${t.sodiumMax_mg}`);
    if (t.netCarbsMax_g !== null && n.carbs_g - n.fiber_g > t.netCarbsMax_g + EPS) {
      v(`${day}: net carbohydrate ${(n.carbs_g - n.fiber_g).toFixed(1)} g > ${t.netCarbsMax_g}`);
    }
    if (t.fiberHard && n.fiber_g < (R.FIBER_G_PER_1000_KCAL * n.kcal) / 1000 - EPS)
      v(`${day}: fibre below ${R.FIBER_G_PER_1000_KCAL} g/1,000 kcal`);
    if (t.mealCarbShareMax !== null) {
      for (const m of meals) {
        if (m.n.carbs_g > t.mealCarbShareMax * n.carbs_g + EPS)
          v(`${day} ${m.meal.name}: over ${pct(t.mealCarbShareMax)} of the day's carbohydrate`);
      }
    }
    if (t.proteinShareMin > 0 && share(n.protein_g, 4) < t.proteinShareMin - EPS)
      v(`${day}: protein under ${pct(t.proteinShareMin)} of energy`);

    let iodine = false;
    for (const m of meals) {
      const attrs = attrsOf(m.parts.map((p) => p.food));
      const where = `${day} ${m.meal.name}`;
      const hit = firstExcluded(attrs, strict);
      if (hit) v(`${where}: ${req.diet} plan contains ${hit}`);
      iodine ||= hasIodineSource(attrs);
      if (m.meal.include_item !== undefined) continue;
      const dietHit = firstExcluded(attrs, excluded);
      if (dietHit && !hit) v(`${where}: ${req.diet} plan contains ${dietHit}`);
      if (
        req.diet === "keto" &&
        (m.n.carbs_g - m.n.fiber_g) / m.meal.servings > R.KETO_RECIPE_NET_CARBS_MAX_G + EPS
      ) {
        v(`${where}: not a keto recipe`);
      }
      if (req.diet === "mediterranean" && !oliveOilIsMainFat(m.parts))
        v(`${where}: olive oil is not the main fat`);
      const recipe: Recipe | undefined = recipeById.get(m.meal.recipe_id);
      if (cond.diabetes && (recipe?.dessert || attrs.has("refined_sugar")))
        v(`${where}: dessert or refined sugar with diabetes`);
      if (attrs.has("fish")) fish++;
      if (attrs.has("red_meat")) redMeat++;
      const uses = recipeUse.get(m.meal.recipe_id) ?? [];
      uses.push(di);
      recipeUse.set(m.meal.recipe_id, uses);
    }
    if (iodine) iodineDays++;
  });

  for (const [id, uses] of recipeUse) {
    if (uses.length > R.RECIPE_MAX_PER_WEEK) v(`${id} appears ${uses.length} times`);
    if (uses.some((d, i) => i > 0 && d - (uses[i - 1] ?? -9) <= 1)) v(`${id} appears on consecutive days`);
  }
  if (req.diet === "mediterranean") {
    if (fish < R.MED_FISH_MEALS_MIN) v(`mediterranean: fish or seafood in only ${fish} meals`);
    if (redMeat > R.MED_RED_MEAT_MEALS_MAX) v(`mediterranean: red meat in ${redMeat} meals`);
  }
  if (cond.thyroid && req.diet !== "vegan" && iodineDays < R.THYROID_IODINE_DAYS_MIN) {
    v(`thyroid: an iodine source on only ${iodineDays} days`);
  }
  return out;
}
