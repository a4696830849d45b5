import { type PlanMeal, wholeKcals } from "../../../shared/plan-data";

// A foods-to-include item (the tea asked for, a square of dark chocolate) is part of the meal it goes
// with, not a meal of its own: the viewer shows it inside that meal's card, and it still counts in
// the day's totals, which come from every stored meal. Calories are stored with one decimal and shown
// whole, rounded so the cards add up to the day's total.

export interface MealGroup {
  meal: PlanMeal;
  /** The meal's index in the stored day, which the swap call names. */
  index: number;
  /** Whole calories to show (wholeKcals of the day). */
  kcal: number;
  extras: { meal: PlanMeal; index: number; kcal: number }[];
}

export function groupMeals(meals: readonly PlanMeal[]): MealGroup[] {
  const groups: MealGroup[] = [];
  const loose: { meal: PlanMeal; index: number; kcal: number }[] = [];
  const shown = wholeKcals(meals.map((m) => m.calories));
  meals.forEach((meal, index) => {
    const kcal = shown[index] ?? 0;
    if (meal.include_item === undefined) groups.push({ meal, index, kcal, extras: [] });
    else loose.push({ meal, index, kcal });
  });
  for (const extra of loose) {
    // The first meal of the same type; a snack item with no snack that day goes with the last meal.
    const host =
      groups.find((g) => g.meal.type === extra.meal.type) ??
      groups.find((g) => g.meal.type === "snack") ??
      groups[groups.length - 1];
    if (host) host.extras.push(extra);
    else groups.push({ ...extra, extras: [] });
  }
  return groups;
}
