import type { MealRef, PlanMeal } from "./plan-data";

// How the viewer, the shared page, the PDF and the CLI name a cooked-once-eaten-twice meal
// (docs/product/cooking-time.md), from plan_data's `leftover_of` and `cooks_for`, in one wording.

/** "Monday's dinner". */
export const mealRefText = (r: MealRef) => `${r.day}'s ${r.type}`;

/** "Leftovers from Monday's dinner", for a meal that eats from an earlier one. */
export function leftoverLabel(meal: Pick<PlanMeal, "leftover_of">): string | null {
  return meal.leftover_of ? `Leftovers from ${mealRefText(meal.leftover_of)}` : null;
}

/** "Makes 2 portions: tonight and Tuesday's lunch", for a meal cooked for later ones too. */
export function cooksForLabel(meal: Pick<PlanMeal, "cooks_for" | "type">): string | null {
  const later = meal.cooks_for;
  if (!later || later.length === 0) return null;
  const now = meal.type === "dinner" ? "tonight" : `this ${meal.type}`;
  const rest = later.map(mealRefText);
  const list = [now, ...rest];
  const joined =
    list.length === 2 ? list.join(" and ") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;
  return `Makes ${list.length} portions: ${joined}`;
}
