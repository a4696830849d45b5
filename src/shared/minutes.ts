import type { PlanDay, PlanMeal } from "./plan-data";

// Cooking time as people read it (docs/product/cooking-time.md), the same in the viewer, the shared
// page, the PDF and the CLI.

/** 45 → "45 min", 80 → "1 h 20 min", 120 → "2 h". */
export function minutesText(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  const rest = m % 60;
  return rest === 0 ? `${h} h` : `${h} h ${rest} min`;
}

/** "10 min hands-on · 35 min in all", or null for a plan made before minutes were kept. */
export function mealMinutesLine(meal: Pick<PlanMeal, "prep_minutes" | "total_minutes">): string | null {
  if (meal.prep_minutes === undefined || meal.total_minutes === undefined) return null;
  if (meal.total_minutes === 0) return null;
  return `${minutesText(meal.prep_minutes)} hands-on · ${minutesText(meal.total_minutes)} in all`;
}

/** "Cooking today: 42 min hands-on · 2 h 36 min in all", or null without minutes. */
export function dayMinutesLine(day: Pick<PlanDay, "cooking_minutes">): string | null {
  const c = day.cooking_minutes;
  return c ? `Cooking today: ${minutesText(c.hands_on)} hands-on · ${minutesText(c.total)} in all` : null;
}
