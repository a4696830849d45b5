import type { MealType } from "../../shared/domain";
import type { PlanData, PlanMeal } from "../../shared/plan-data";
import type { FixedItem } from "../include/include-items";
import { type GramsOfFood, sumNutrients } from "../library/nutrients";
import type { PlanContext } from "../library/plan-context";
import { attrsOf, hasIodineSource } from "../rules/diet-eligibility";
import * as R from "../rules/figures";
import { asLeftover } from "../rules/leftovers";
import type { DayPick, SlotSpec } from "../search/day-problem";

// A stored plan read back into the engine's terms, so one day can be re-solved around the other six:
// each meal that came from the library becomes a pick (recipe, quarter servings) in its slot, and the
// foods-to-include meals become fixed items again, exactly as stored.

export interface StoredWeek {
  days: DayPick[][];
  /** For each day, each stored meal's index in `days[d]`, or -1 for a foods-to-include meal. */
  pickOf: number[][];
  /** For each day, its foods-to-include meals as fixed items. */
  fixedOf: FixedItem[][];
}

const slotKey = (type: MealType, snacksBefore: number): SlotSpec => {
  if (type !== "snack") return { key: type, meal: type, required: true };
  return { key: snacksBefore === 0 ? "snack1" : "snack2", meal: "snack", required: false };
};

function partsOf(ctx: PlanContext, meal: PlanMeal): GramsOfFood[] | string {
  const parts: GramsOfFood[] = [];
  for (const it of meal.items) {
    const food = ctx.lib.foodById.get(it.food_id);
    if (!food) return `the food "${it.name}" is no longer in the food table`;
    parts.push({ food, grams: it.grams });
  }
  return parts;
}

function asFixed(ctx: PlanContext, meal: PlanMeal): FixedItem | string {
  const parts = partsOf(ctx, meal);
  if (typeof parts === "string") return parts;
  const attrs = attrsOf(parts.map((p) => p.food));
  return {
    wish: meal.include_item ?? meal.name,
    mealType: meal.type === "breakfast" ? "breakfast" : "snack",
    name: meal.name,
    recipeId: meal.recipe_id,
    cuisine: meal.cuisine,
    instructions: meal.instructions,
    handsOnMin: meal.prep_minutes ?? 0,
    totalMin: meal.total_minutes ?? 0,
    parts,
    nutrients: sumNutrients(parts),
    attrs,
    iodine: hasIodineSource(attrs),
  };
}

/** Reads a stored plan back into picks; a string says why it cannot be (a recipe left the library). */
export function readStoredWeek(ctx: PlanContext, plan: PlanData): StoredWeek | string {
  const week: StoredWeek = { days: [], pickOf: [], fixedOf: [] };
  for (const day of plan.days) {
    const picks: DayPick[] = [];
    const pickOf: number[] = [];
    const fixed: FixedItem[] = [];
    let snacks = 0;
    for (const meal of day.meals) {
      if (meal.include_item !== undefined) {
        const item = asFixed(ctx, meal);
        if (typeof item === "string") return item;
        fixed.push(item);
        pickOf.push(-1);
        continue;
      }
      const facts = ctx.recipeById.get(meal.recipe_id);
      if (!facts) return `the recipe "${meal.name}" is no longer in the library`;
      const slot = slotKey(meal.type, snacks);
      if (meal.type === "snack") snacks++;
      pickOf.push(picks.length);
      // A leftover is read back as one (rules/leftovers): reheated, and not a use for variety.
      const from = meal.leftover_of;
      const day = from ? plan.days.findIndex((d) => d.day === from.day) : -1;
      const as = from && day >= 0 ? asLeftover(facts, { day, slot: from.type }) : facts;
      picks.push({ slot, facts: as, quarters: Math.round(meal.servings / R.SERVING_STEP) });
    }
    week.days.push(picks);
    week.pickOf.push(pickOf);
    week.fixedOf.push(fixed);
  }
  return week;
}
