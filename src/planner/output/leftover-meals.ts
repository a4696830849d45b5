import { mealRefText } from "../../shared/leftover-text";
import type { MealRef, PlanDay, PlanMeal } from "../../shared/plan-data";
import { REHEAT_HANDS_ON_MIN, REHEAT_TOTAL_MIN } from "../rules/leftovers";

// How a leftover reads in plan_data (docs/product/cooking-time.md): the later meal names the meal it
// comes from and is reheated, not cooked; the meal cooked names the later meals and tells the cook to
// make their portions too. Each portion keeps its own servings, sized for its own meal.

/** The later meal's work: taking its portion from the fridge and heating it. */
export function leftoverMinutes() {
  return { handsOn: REHEAT_HANDS_ON_MIN, total: REHEAT_TOTAL_MIN };
}

export function leftoverSteps(name: string, from: MealRef): string[] {
  return [
    `This is your portion of ${name}, cooked for ${mealRefText(from)} and kept covered in the fridge.`,
    "Reheat it in a pan or the microwave until it is hot all the way through, adding a splash of water if it has thickened; a dish eaten cold (a salad, a grain bowl) only needs to come out of the fridge 15 minutes ahead.",
  ];
}

/** Servings come in quarters: "1.25 servings", "1 serving". */
const num = (x: number) => String(Math.round(x * 100) / 100);
const servingsText = (x: number) => `${num(x)} serving${x === 1 ? "" : "s"}`;

/**
 * Names each leftover in the meal it comes from (`cooks_for`) and adds the cook's first step: how much
 * to make in all and what to keep. Meals are found by day and type, as `leftover_of` names them.
 */
export function linkLeftovers(days: PlanDay[]): void {
  const later = new Map<PlanMeal, { ref: MealRef; servings: number }[]>();
  for (const d of days)
    for (const m of d.meals) {
      const from = m.leftover_of;
      if (!from) continue;
      const src = days
        .find((x) => x.day === from.day)
        ?.meals.find((x) => x.type === from.type && !x.leftover_of);
      if (!src) throw new Error(`${d.day} ${m.type}: no ${from.day} ${from.type} to be a leftover of`);
      const list = later.get(src) ?? [];
      list.push({ ref: { day: d.day, type: m.type as MealRef["type"] }, servings: m.servings });
      later.set(src, list);
    }
  for (const [meal, eaters] of later) {
    meal.cooks_for = eaters.map((e) => e.ref);
    const total = eaters.reduce((a, e) => a + e.servings, meal.servings);
    const kept = eaters.map((e) => `${servingsText(e.servings)} for ${mealRefText(e.ref)}`).join(" and ");
    meal.instructions = [
      `Cook ${servingsText(total)} in all: ${servingsText(meal.servings)} now and ${kept}. The amounts below are for this meal's portion, so multiply them by ${num(total / meal.servings)}; cool the rest quickly and keep it covered in the fridge.`,
      ...meal.instructions,
    ];
  }
}

/**
 * The later meals a cooking of `meal` on `cookDay` feeds, as the week holds them: each of its
 * `cooks_for` found by day and type with its `leftover_of` naming the cooking, with its day's index.
 * A ref the week does not hold is left out.
 */
export function leftoversOf(
  days: readonly PlanDay[],
  cookDay: string,
  meal: Pick<PlanMeal, "type" | "cooks_for">,
): { ref: MealRef; d: number; meal: PlanMeal }[] {
  return (meal.cooks_for ?? []).flatMap((ref) => {
    const d = days.findIndex((x) => x.day === ref.day);
    const later = days[d]?.meals.find(
      (x) => x.type === ref.type && x.leftover_of?.day === cookDay && x.leftover_of.type === meal.type,
    );
    return later ? [{ ref, d, meal: later }] : [];
  });
}
