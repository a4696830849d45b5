import type { PlanMeal } from "../../../shared/plan-data";

// An ingredient the engine swapped because the person must not eat it reads as one short line on
// the meal's card: "Sunflower oil instead of peanut oil".

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One line per swap across a meal and the items served with it, each said once. */
export function substituteLines(meals: readonly PlanMeal[]): string[] {
  const lines = meals.flatMap((m) =>
    (m.substitutes ?? []).map(({ from, to }) => `${capitalised(to.trim())} instead of ${from.trim()}`),
  );
  return [...new Set(lines)];
}
