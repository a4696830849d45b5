import { hostIndex, isIncludeItem } from "../../shared/meal-groups";
import type { PlanMeal } from "../../shared/plan-data";
import { MEAL_TIMES, MORNING_SNACK_TIME } from "../rules/figures";

// When each meal of a day is eaten. Own meals never share a time: with two snacks the first is
// mid-morning and the second in the afternoon. A foods-to-include item is eaten with the meal it goes
// with (shared/meal-groups.ts), at that meal's time, so the time, the viewer, the PDF and the notes
// all name the same meal.

/** "4:00 PM" → 960: minutes after midnight, to order a day's meals. */
export function minutesOfDay(time: string): number {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!m) return Number.POSITIVE_INFINITY;
  return ((Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0)) * 60 + Number(m[2]);
}

/** Each meal's time, for the meals in the order given (own snacks in that order: morning, afternoon). */
export function mealTimes(meals: readonly Pick<PlanMeal, "type" | "include_item">[]): string[] {
  const snacks = meals.filter((m) => !isIncludeItem(m) && m.type === "snack").length;
  let snack = 0;
  const own = meals.map((m) => {
    if (isIncludeItem(m) || m.type !== "snack") return MEAL_TIMES[m.type];
    snack++;
    return snacks > 1 && snack === 1 ? MORNING_SNACK_TIME : MEAL_TIMES.snack;
  });
  return meals.map((m, i) => {
    if (!isIncludeItem(m)) return own[i] as string;
    const host = hostIndex(meals, i);
    return host >= 0 ? (own[host] as string) : MEAL_TIMES[m.type];
  });
}

/**
 * The day's meals with their times, in the order they are eaten (an item to include right after the
 * meal it goes with). Meals whose time is already right are returned as they are.
 */
export function timedDay(meals: readonly PlanMeal[]): PlanMeal[] {
  const times = mealTimes(meals);
  return meals
    .map((m, i) => ({ meal: m.time === times[i] ? m : { ...m, time: times[i] as string }, i }))
    .sort(
      (a, b) =>
        minutesOfDay(a.meal.time) - minutesOfDay(b.meal.time) ||
        Number(isIncludeItem(a.meal)) - Number(isIncludeItem(b.meal)) ||
        a.i - b.i,
    )
    .map((x) => x.meal);
}
