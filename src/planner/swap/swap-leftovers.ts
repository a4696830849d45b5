import type { PlanDay } from "../../shared/plan-data";
import { linkLeftovers } from "../output/leftover-meals";
import type { StoredWeek } from "./swap-week";

// Swaps and leftovers (rules/leftovers.ts): a meal cooked for later meals takes its leftovers with it
// when it is swapped (they become portions of the new dish, each day re-fitted), and a leftover
// swapped for a dish of its own frees its portion. After any swap the links are written again.

/** The later meals eating from the meal at (day, pick): their day and pick index. */
export function dependentsOf(week: StoredWeek, day: number, pick: number): { day: number; pick: number }[] {
  const slot = week.days[day]?.[pick]?.slot.key;
  const out: { day: number; pick: number }[] = [];
  week.days.forEach((picks, e) => {
    picks.forEach((p, j) => {
      const from = p.facts.leftoverOf;
      if (from && from.day === day && from.slot === slot) out.push({ day: e, pick: j });
    });
  });
  return out;
}

/** The stored meal index of pick `pick` on `day`. */
export function mealIndexOf(week: StoredWeek, day: number, pick: number): number {
  return week.pickOf[day]?.indexOf(pick) ?? -1;
}

/**
 * Writes every `cooks_for` and the cook's first step again from the meals' `leftover_of`: a meal cooked
 * for others carries exactly one step that linkLeftovers added (output/leftover-meals.ts).
 */
export function relinkLeftovers(days: readonly PlanDay[]): PlanDay[] {
  const copy = days.map((d) => ({
    ...d,
    // Copies, so that linking never writes into the plan the swap was given.
    meals: d.meals.map((m) => {
      if (!m.cooks_for) return { ...m };
      const { cooks_for: _, ...rest } = m;
      return { ...rest, instructions: m.instructions.slice(1) };
    }),
  }));
  linkLeftovers(copy);
  return copy;
}
