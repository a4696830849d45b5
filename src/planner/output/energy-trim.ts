import { isIncludeItem } from "../../shared/meal-groups";
import type { PlanDay, PlanMeal } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { pieceGrams } from "../rules/countable";
import { mealItems, refigured } from "./meal-refit";
import { withMeals } from "./plan-output";

// Portions to the calorie, not to the quarter serving (docs/nutrition.md, "Amounts a cook measures").
// The search sizes meals in quarter servings, so a day it plans lands anywhere within the ±5 % energy
// rule, most often within 1 %. Here a day's weighed ingredients (eggs, slices and flatbreads stay whole;
// foods to include stay as they are) are scaled by one factor so the day meets its target: a few grams
// of rice or oil either way, which no cook would read as another dish. Each meal stays its recipe times
// one factor, as the checker holds it. Days under target mostly sit on a ceiling (fibre, protein,
// sodium) that one of their meals carries, so when scaling every meal would pass one, each meal alone
// takes the step, the largest first; each way tries the whole step, then less of it, and the day takes
// the way that comes closest. A trim is kept
// only when half a percent more of it would keep the rules too, so the figures the plan shows, each
// meal's rounded to a tenth, stay within them.

/** The largest change of a day's weighed ingredients the trim makes, either way. */
export const ENERGY_TRIM_MAX = 0.08;
/** Shares of the step to the target tried in turn: the whole step first, then less of it. */
const STEP_SHARES = [1, 0.75, 0.5, 0.25] as const;
/** The margin a kept trim holds from every rule: the day scaled this much further keeps them too. */
const MARGIN = 0.005;
/** A day this close to its target (a share of it) is left as it is. */
const CLOSE_ENOUGH = 0.0005;

const grams4 = (g: number) => Math.round(g * 1e4) / 1e4;

/** Which of a day's meals a trim scales, by index. */
type Which = (meal: number) => boolean;

/** The day with the ingredients `which` picks scaled by k (never a counted food or a food to include). */
function scaledDay(day: PlanDay, foodById: ReadonlyMap<string, Food>, which: Which, k: number): PlanDay {
  const meals = day.meals.map((meal, j): PlanMeal => {
    if (isIncludeItem(meal)) return meal;
    const items = mealItems(meal, foodById);
    if (!items) return meal;
    if (!items.some((x) => which(j) && !pieceGrams(x.food))) return meal;
    return refigured(
      meal,
      items.map((x) => ({
        food: x.food,
        grams: which(j) && !pieceGrams(x.food) ? grams4(x.grams * k) : x.grams,
      })),
    );
  });
  return withMeals(day, meals);
}

/** The kcal of the ingredients `which` picks: what the trim can scale. */
function scalableKcal(day: PlanDay, foodById: ReadonlyMap<string, Food>, which: Which): number {
  let kcal = 0;
  day.meals.forEach((meal, j) => {
    if (isIncludeItem(meal)) return;
    for (const it of meal.items) {
      const food = foodById.get(it.food_id);
      if (food && !pieceGrams(food) && which(j)) kcal += (food.per100g.kcal * it.grams) / 100;
    }
  });
  return kcal;
}

/** The day brought toward `gap` kcal more by the largest share that keeps its rules with the margin, or null. */
function trimmedBy(
  day: PlanDay,
  foodById: ReadonlyMap<string, Food>,
  which: Which,
  gap: number,
  keeps: (day: PlanDay) => boolean,
): PlanDay | null {
  const kcal = scalableKcal(day, foodById, which);
  if (kcal <= 0) return null;
  const step = Math.max(-ENERGY_TRIM_MAX, Math.min(ENERGY_TRIM_MAX, gap / kcal));
  for (const share of STEP_SHARES) {
    const k = 1 + step * share;
    const trimmed = scaledDay(day, foodById, which, k);
    if (keeps(trimmed) && keeps(scaledDay(day, foodById, which, k + Math.sign(step) * MARGIN)))
      return trimmed;
  }
  return null;
}

/** Single-meal scalings a nudge tries, nearest first. */
const NUDGES = [0.97, 1.03, 0.94, 1.06, 0.92, 1.08] as const;

/**
 * The day with one of its other meals (not `held`) a few percent larger or smaller so that it keeps
 * its rules with the trim's margin, or null: whole eggs in one dish can tip the day's fat share or sodium past a bound by a
 * hair, and a little more or less of another dish brings it back (output/whole-counts.ts).
 */
export function nudged(
  day: PlanDay,
  foodById: ReadonlyMap<string, Food>,
  keeps: (day: PlanDay) => boolean,
  held: ReadonlySet<number>,
): PlanDay | null {
  for (const k of NUDGES)
    for (let j = 0; j < day.meals.length; j++) {
      if (held.has(j) || scalableKcal(day, foodById, (m) => m === j) <= 0) continue;
      const next = scaledDay(day, foodById, (m) => m === j, k);
      if (keeps(next) && keeps(scaledDay(day, foodById, (m) => m === j, k + Math.sign(k - 1) * MARGIN)))
        return next;
    }
  return null;
}

/**
 * Each day (of those that may change) brought to `target` kcal by scaling its weighed ingredients,
 * as far as it still `keeps` its rules.
 */
export function trimEnergy(
  days: readonly PlanDay[],
  foodById: ReadonlyMap<string, Food>,
  target: number,
  keeps: (day: PlanDay) => boolean,
  changes: (day: number) => boolean = () => true,
): PlanDay[] {
  return days.map((day, i) => {
    const gap = target - day.totals.calories;
    if (!changes(i) || Math.abs(gap) <= CLOSE_ENOUGH * target) return day;
    const meals = day.meals.map((_, j) => ({ j, kcal: scalableKcal(day, foodById, (x) => x === j) }));
    meals.sort((a, b) => b.kcal - a.kcal);
    const ways: Which[] = [
      () => true,
      ...meals.map(
        ({ j }) =>
          (m: number) =>
            m === j,
      ),
    ];
    // The way that comes closest to the target; a way that reaches it ends the search.
    let best = day;
    for (const which of ways) {
      const trimmed = trimmedBy(day, foodById, which, gap, keeps);
      if (!trimmed) continue;
      const off = Math.abs(target - trimmed.totals.calories);
      if (off < Math.abs(target - best.totals.calories)) best = trimmed;
      if (off <= CLOSE_ENOUGH * target) break;
    }
    return best;
  });
}
