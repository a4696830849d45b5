import { MEAL_TYPES, type MealType } from "../../shared/domain";
import type { PlanContext } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";
import type { Eater } from "./household-types";
import { canShare } from "./shared-dish";

// The owner's week is planned over the recipes the household can share (docs/product/household.md):
// for each meal type, the owner's eligible recipes that every member who eats that meal at home can
// share. A member whose rules would leave too few recipes for a week of that meal is left out of it
// for that meal type, and gets their own dish where the shared one does not suit them.

/** Below this many shared recipes for a meal type, the week's variety and targets bind too hard. */
export const SHARED_POOL_MIN = 12;

/** The owner's context with each meal type's recipes narrowed to those its eaters can share. */
export function sharedContext(owner: PlanContext, eaters: readonly Eater[]): PlanContext {
  const eligibleByMeal = Object.fromEntries(
    MEAL_TYPES.map((meal) => [meal, sharedPool(owner.eligibleByMeal[meal], eaters, meal)]),
  ) as Record<MealType, readonly RecipeFacts[]>;
  return { ...owner, eligibleByMeal };
}

function sharedPool(
  own: readonly RecipeFacts[],
  eaters: readonly Eater[],
  meal: MealType,
): readonly RecipeFacts[] {
  const fits = eaters
    .filter((e) => e.homeOn.some((home) => home.includes(meal)))
    .map((e) => new Set(own.filter((f) => canShare(f, e, meal))));
  const poolOf = (sets: readonly Set<RecipeFacts>[]) => own.filter((f) => sets.every((s) => s.has(f)));
  let kept = fits;
  let pool = poolOf(kept);
  // Greedily leave out the member whose absence shares the most, until the pool is large enough.
  while (pool.length < SHARED_POOL_MIN && kept.length > 0) {
    const options = kept.map((_, i) => kept.filter((__, j) => j !== i));
    kept = options.reduce((a, b) => (poolOf(b).length > poolOf(a).length ? b : a));
    pool = poolOf(kept);
  }
  return pool;
}
