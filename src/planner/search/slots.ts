import type { PlanContext } from "../library/plan-context";
import { SECOND_SNACK_MIN_KCAL } from "../rules/figures";
import type { SlotSpec } from "./day-problem";

// Breakfast, lunch and dinner every day; snacks where the targets need them
// (docs/product/plan-data-shape.md).

export const BASE_SLOTS: readonly SlotSpec[] = [
  { key: "breakfast", meal: "breakfast", required: true },
  { key: "lunch", meal: "lunch", required: true },
  { key: "dinner", meal: "dinner", required: true },
  { key: "snack1", meal: "snack", required: false },
];
const SECOND_SNACK: SlotSpec = { key: "snack2", meal: "snack", required: false };

/** A second snack is offered for high targets at once, and to every target once a first try fails. */
export function daySlots(ctx: PlanContext, firstTry: boolean): SlotSpec[] {
  const second = !firstTry || ctx.targets.calories >= SECOND_SNACK_MIN_KCAL;
  return second ? [...BASE_SLOTS, SECOND_SNACK] : [...BASE_SLOTS];
}
