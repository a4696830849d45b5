import type { PlanDay } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { netCarbs } from "../library/nutrients";
import type { PlanContext } from "../library/plan-context";
import { diabetesExclusion } from "../rules/conditions";
import { firstExcluded } from "../rules/diet-eligibility";
import * as R from "../rules/figures";
import { calciumGoalMg } from "../rules/nutrient-rules";
import { fmt, pct } from "./format";

// The calcium note (docs/nutrition.md, calcium): when the week's daily average falls below its goal,
// the notes say so with the figures and name dairy or fortified foods that would close the gap. Which
// foods is data: the table's attributes, calcium and energy, the person's diet, conditions and
// allergies, and how often their cuisine's recipes cook with each food.

/** The week's calcium, mg a day on average, from the days' items and the food table. */
export function weekCalciumMg(days: readonly PlanDay[], foodById: ReadonlyMap<string, Food>): number {
  let mg = 0;
  for (const d of days)
    for (const m of d.meals)
      for (const item of m.items)
        mg += ((foodById.get(item.food_id)?.per100g.calcium_mg ?? 0) * item.grams) / 100;
  return days.length > 0 ? mg / days.length : 0;
}

const dense = (f: Food) => (f.per100g.calcium_mg * 100) / Math.max(f.per100g.kcal, 1);

/**
 * Dairy and calcium-added foods this person may eat (diet, diabetes' sugar rule, allergies and foods
 * they leave out) that carry at least CALCIUM_SOURCE_MIN_MG_PER_100_KCAL, the ones their cuisine's
 * eligible recipes cook with most first, then the densest.
 */
export function calciumSources(ctx: PlanContext): Food[] {
  const uses = new Map<string, number>();
  const seen = new Set<string>();
  for (const list of Object.values(ctx.eligibleByMeal))
    for (const f of list) {
      if (f.recipe.cuisine !== ctx.req.cuisine || seen.has(f.recipe.id)) continue;
      seen.add(f.recipe.id);
      for (const p of f.parts) uses.set(p.food.id, (uses.get(p.food.id) ?? 0) + 1);
    }
  return [...ctx.lib.foodById.values()]
    .filter((f) => {
      const attrs = new Set(f.attrs);
      return (
        (attrs.has("dairy") || attrs.has("calcium_added")) &&
        dense(f) >= R.CALCIUM_SOURCE_MIN_MG_PER_100_KCAL &&
        firstExcluded(attrs, ctx.excluded) === null &&
        !(ctx.cond.diabetes && diabetesExclusion({}, attrs)) &&
        !ctx.restrictions.blocked.has(f.id)
      );
    })
    .sort(
      (a, b) =>
        (uses.get(b.id) ?? 0) - (uses.get(a.id) ?? 0) || dense(b) - dense(a) || a.id.localeCompare(b.id),
    );
}

/** "250 ml of unsweetened soy milk": the amount of a food that gives `mg` of calcium, rounded up. */
function amountFor(food: Food, mg: number): { text: string; grams: number; netCarbs_g: number } {
  const grams = (mg * 100) / food.per100g.calcium_mg;
  const step = R.CALCIUM_NOTE_ROUNDING;
  const shown = food.gPerMl ? Math.ceil(grams / food.gPerMl / step) * step : Math.ceil(grams / step) * step;
  const netCarbs_g = (netCarbs(food.per100g) * grams) / 100;
  return { text: `${fmt(shown)} ${food.gPerMl ? "ml" : "g"} of ${food.name}`, grams, netCarbs_g };
}

/** The note, or none when the week's average reaches the goal. */
export function calciumNote(ctx: PlanContext, days: readonly PlanDay[]): string[] {
  const avg = weekCalciumMg(days, ctx.lib.foodById);
  const goal = calciumGoalMg(ctx.targets);
  if (avg >= goal) return [];
  const gap = goal - avg;
  const head = `Calcium: ${fmt(avg)} mg a day on average this week, under ${pct(R.CALCIUM_GOAL_SHARE)} of the ${fmt(ctx.targets.calciumRda_mg)} mg a day recommended for you (IOM 2011).`;
  const foods = calciumSources(ctx)
    .map((f) => amountFor(f, gap))
    // On keto the amount is held to what a keto dish may carry (KETO_RECIPE_NET_CARBS_MAX_G).
    .filter(
      (a) =>
        a.grams <= R.CALCIUM_NOTE_MAX_G &&
        (ctx.targets.netCarbsMax_g === null || a.netCarbs_g <= R.KETO_RECIPE_NET_CARBS_MAX_G),
    )
    .slice(0, R.CALCIUM_NOTE_FOODS)
    .map((a) => a.text);
  if (foods.length === 0)
    return [
      `${head} No dairy or calcium-fortified food in our table fits your diet and allergies: ask your doctor or a dietitian whether you need a supplement.`,
    ];
  const list = foods.length === 1 ? foods[0] : `${foods.slice(0, -1).join(", ")} or ${foods.at(-1)}`;
  return [`${head} About ${list} a day would make up the ${fmt(gap)} mg.`];
}
