import { isIncludeItem } from "../../shared/meal-groups";
import type { PlanDay } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { pieceGrams } from "../rules/countable";
import { leftoversOf } from "./leftover-meals";

// Where a week still asks for part of an egg, a slice or a flatbread after the whole-count refit
// (output/whole-counts.ts): the days of each cooking whose counted foods, over every portion it makes
// (the meal and its leftovers), are not whole pieces. bench:practical counts the same cookings.

/** How far from whole a cooking's pieces may be: a twentieth of a piece is scale noise. */
const PART_TOLERANCE = 0.05;

/** The indices of the days that cook or eat a cooking with part of a piece, each once, in order. */
export function partPieceDays(days: readonly PlanDay[], foodById: ReadonlyMap<string, Food>): number[] {
  const out = new Set<number>();
  days.forEach((day, d) => {
    for (const meal of day.meals) {
      if (meal.leftover_of || isIncludeItem(meal)) continue;
      const portions = [{ d, meal }, ...leftoversOf(days, day.day, meal)];
      const grams = new Map<string, number>();
      for (const p of portions)
        for (const it of p.meal.items) grams.set(it.food_id, (grams.get(it.food_id) ?? 0) + it.grams);
      const part = [...grams].some(([id, g]) => {
        const food = foodById.get(id);
        const piece = food ? pieceGrams(food) : null;
        return piece !== null && Math.abs(g / piece - Math.round(g / piece)) > PART_TOLERANCE;
      });
      if (part) for (const p of portions) out.add(p.d);
    }
  });
  return [...out].sort((a, b) => a - b);
}
