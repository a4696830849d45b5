import type { Diet } from "../../shared/domain";
import type { FoodAttr, Recipe } from "../library/library-types";
import { W_MEATLESS_MAIN } from "./figures";

// Issue 12: protein comes from what the tradition eats. Someone who chose non-vegetarian food expects
// meat, poultry, fish or eggs at most lunches and dinners, not a week of bean plates that happen to
// fit the numbers; a meatless main stays possible, at a small cost to the search.

/** What makes a lunch or dinner a non-vegetarian main. */
export const ANIMAL_MAIN_ATTRS: readonly FoodAttr[] = ["meat", "poultry", "fish", "egg"];

/** What a lunch or dinner recipe without meat, poultry, fish or eggs costs a non-vegetarian plan. */
export function meatlessMainCost(
  recipe: Pick<Recipe, "meals">,
  attrs: ReadonlySet<FoodAttr>,
  diet: Diet,
): number {
  if (diet !== "non_vegetarian") return 0;
  if (!recipe.meals.some((m) => m === "lunch" || m === "dinner")) return 0;
  return ANIMAL_MAIN_ATTRS.some((a) => attrs.has(a)) ? 0 : W_MEATLESS_MAIN;
}
