import type { PlanMeal } from "../../../shared/plan-data";

// A foods-to-include item (the tea asked for, a square of dark chocolate) is part of the meal it goes
// with, not a meal of its own: the viewer shows it inside that meal's card, and it still counts in
// the day's totals, which come from every stored meal.

export interface MealGroup {
  meal: PlanMeal;
  /** The meal's index in the stored day, which the swap call names. */
  index: number;
  extras: { meal: PlanMeal; index: number }[];
}

export function groupMeals(meals: readonly PlanMeal[]): MealGroup[] {
  const groups: MealGroup[] = [];
  const loose: { meal: PlanMeal; index: number }[] = [];
  meals.forEach((meal, index) => {
    if (meal.include_item === undefined) groups.push({ meal, index, extras: [] });
    else loose.push({ meal, index });
  });
  for (const extra of loose) {
    // The first meal of the same type; a snack item with no snack that day goes with the last meal.
    const host =
      groups.find((g) => g.meal.type === extra.meal.type) ??
      groups.find((g) => g.meal.type === "snack") ??
      groups[groups.length - 1];
    if (host) host.extras.push(extra);
    else groups.push({ meal: extra.meal, index: extra.index, extras: [] });
  }
  return groups;
}
