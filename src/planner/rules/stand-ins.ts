import type { Cuisine, Diet } from "../../shared/domain";
import type { Food } from "../library/library-types";
import type { Restrictions } from "./allergies";
import { STAND_IN_MEALS_PER_WEEK, W_STAND_IN_MEAL, W_STAND_IN_OVER } from "./figures";

// Issue 12: protein comes from what the tradition eats. Tofu and seitan belong to East and
// South-East Asian cooking; elsewhere they only stand in for meat, eggs or paneer where the diet
// leaves those out. So a dish of another cuisine that carries them is a vegan dish, and a plan of
// another cuisine serves them only to a vegan, even when it borrows an Asian dish.

/** Cuisines in whose own cooking tofu is traditional. */
export const TOFU_CUISINES: readonly Cuisine[] = ["asian"];
/** Foods that stand in for a tradition's protein: tofu of every kind and seitan (vital wheat gluten). */
export const isStandIn = (food: Pick<Food, "id">) =>
  food.id === "tofu" || food.id.startsWith("tofu-") || food.id === "vital-wheat-gluten";

/**
 * What a stand-in meal costs the search in a plan that is not vegan: a little while the week has
 * fewer than STAND_IN_MEALS_PER_WEEK of them, nearly a borrowed meal's cost beyond.
 */
export function standInCost(standIn: boolean, diet: Diet, weekStandIns: number): number {
  if (!standIn || diet === "vegan") return 0;
  return weekStandIns >= STAND_IN_MEALS_PER_WEEK ? W_STAND_IN_OVER : W_STAND_IN_MEAL;
}

/** Why a recipe is out of this plan under the stand-in rule, or null when it may be served. */
export function standInExclusion(
  dish: Cuisine,
  foods: Iterable<Pick<Food, "id" | "name">>,
  plan: { diet: Diet; cuisine: Cuisine; restrictions?: Pick<Restrictions, "allergies"> },
): string | null {
  if (plan.diet === "vegan" || (TOFU_CUISINES.includes(dish) && TOFU_CUISINES.includes(plan.cuisine)))
    return null;
  // A person allergic to milk or eggs eats tofu where others eat paneer, eggs or ricotta, as a vegan does.
  if (plan.restrictions?.allergies.some((a) => a === "milk" || a === "egg")) return null;
  for (const food of foods)
    if (isStandIn(food)) return `${food.name} stands in for protein only in vegan plans`;
  return null;
}
