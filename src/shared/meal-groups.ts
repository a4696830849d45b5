import type { MealType } from "./domain";
import type { PlanMeal } from "./plan-data";

// A foods-to-include item (the tea asked for, a square of dark chocolate) is part of a meal, not a
// meal of its own: it counts in the day's totals but never as a meal. Which meal it goes with is
// decided here, once, for everyone who says it: the engine (the item's time and the plan's notes),
// the plan viewer and the PDF.

type Meal = Pick<PlanMeal, "type" | "include_item">;

export const isIncludeItem = (m: Meal): boolean => m.include_item !== undefined;

/**
 * The index of the meal that the foods-to-include item at `index` goes with: the day's last own meal
 * of the item's type (the afternoon snack when a day has two), else the day's last own meal (a
 * chocolate square on a day without a snack goes with dinner). -1 when the day has no own meal.
 */
export function hostIndex(meals: readonly Meal[], index: number): number {
  const type = meals[index]?.type;
  let sameType = -1;
  let last = -1;
  meals.forEach((m, i) => {
    if (isIncludeItem(m)) return;
    last = i;
    if (m.type === type) sameType = i;
  });
  return sameType >= 0 ? sameType : last;
}

export interface DayGroup {
  /** The own meal's index in the stored day. */
  index: number;
  /** Indexes of the foods-to-include items that go with it, in stored order. */
  extras: number[];
}

/** The day's own meals in stored order, each with the foods-to-include items that go with it. */
export function groupDay(meals: readonly Meal[]): DayGroup[] {
  const groups = new Map<number, DayGroup>();
  meals.forEach((m, i) => {
    if (!isIncludeItem(m)) groups.set(i, { index: i, extras: [] });
  });
  meals.forEach((m, i) => {
    if (isIncludeItem(m)) groups.get(hostIndex(meals, i))?.extras.push(i);
  });
  return [...groups.values()];
}

/**
 * What a day or a week holds, as the weekly summary and the PDF count it: meals are breakfast, lunch
 * and dinner ("total meals", days × 3), snacks are counted beside them, and foods to
 * include are neither.
 */
export function mealCounts(days: readonly { meals: readonly Meal[] }[]): { meals: number; snacks: number } {
  let meals = 0;
  let snacks = 0;
  for (const d of days)
    for (const m of d.meals) {
      if (isIncludeItem(m)) continue;
      if (m.type === "snack") snacks++;
      else meals++;
    }
  return { meals, snacks };
}

/** "3 meals", "3 meals and a snack", "21 meals and 4 snacks". */
export function mealCountText(c: { meals: number; snacks: number }): string {
  const meals = `${c.meals} ${c.meals === 1 ? "meal" : "meals"}`;
  if (c.snacks === 0) return meals;
  return `${meals} and ${c.snacks === 1 ? "a snack" : `${c.snacks} snacks`}`;
}

/** How a sentence says which meal an item goes with: "with breakfast", "with the afternoon snack". */
export const WITH_MEAL: Record<MealType, string> = {
  breakfast: "with breakfast",
  lunch: "with lunch",
  snack: "with the afternoon snack",
  dinner: "with dinner",
};
