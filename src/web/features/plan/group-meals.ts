import { groupDay, mealCounts } from "../../../shared/meal-groups";
import { type PlanDay, type PlanMeal, wholeKcals } from "../../../shared/plan-data";

// A foods-to-include item (the tea asked for, a square of dark chocolate) is part of the meal it goes
// with, not a meal of its own: the viewer shows it inside that meal's card, the same meal the PDF and
// the plan's notes name (shared/meal-groups.ts), and it still counts in the day's totals, which come
// from every stored meal. Calories are stored with one decimal and shown whole, rounded so the cards
// add up to the day's total.

export interface MealGroup {
  meal: PlanMeal;
  /** The meal's index in the stored day, which the swap call names. */
  index: number;
  /** Whole calories to show (wholeKcals of the day). */
  kcal: number;
  extras: { meal: PlanMeal; index: number; kcal: number }[];
}

export function groupMeals(meals: readonly PlanMeal[]): MealGroup[] {
  const shown = wholeKcals(meals.map((m) => m.calories));
  const at = (index: number) => ({ meal: meals[index] as PlanMeal, index, kcal: shown[index] ?? 0 });
  return groupDay(meals).map((g) => ({ ...at(g.index), extras: g.extras.map(at) }));
}

/**
 * The weekly summary's "Total meals": breakfast, lunch and dinner (days × 3), with any
 * snacks beside them; foods to include are never counted.
 */
export function totalMealsText(days: readonly Pick<PlanDay, "meals">[]): string {
  const { meals, snacks } = mealCounts(days);
  return snacks > 0 ? `${meals} + ${snacks} ${snacks === 1 ? "snack" : "snacks"}` : String(meals);
}
