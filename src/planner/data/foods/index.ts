import type { Food } from "../../types";
import { BEVERAGES_SWEETS } from "./beverages-sweets";
import { DAIRY_EGGS } from "./dairy-eggs";
import { FISH_SEAFOOD } from "./fish-seafood";
import { FRUITS } from "./fruits";
import { GRAINS } from "./grains";
import { LEGUMES } from "./legumes";
import { MEAT_POULTRY } from "./meat-poultry";
import { NUTS_SEEDS } from "./nuts-seeds";
import { OILS_CONDIMENTS } from "./oils-condiments";
import { SPICES_HERBS } from "./spices-herbs";
import { VEGETABLES } from "./vegetables";

/** Every food recipes may use, grouped files concatenated in a fixed order. */
export const FOODS: readonly Food[] = [
  ...GRAINS,
  ...LEGUMES,
  ...VEGETABLES,
  ...FRUITS,
  ...MEAT_POULTRY,
  ...FISH_SEAFOOD,
  ...DAIRY_EGGS,
  ...NUTS_SEEDS,
  ...OILS_CONDIMENTS,
  ...SPICES_HERBS,
  ...BEVERAGES_SWEETS,
];

function indexById(foods: readonly Food[]): ReadonlyMap<string, Food> {
  const byId = new Map<string, Food>();
  for (const food of foods) {
    // Recipes refer to foods by id, so a repeated id would silently shadow one of them.
    if (byId.has(food.id)) throw new Error(`Duplicate food id: ${food.id}`);
    byId.set(food.id, food);
  }
  return byId;
}

export const FOOD_BY_ID: ReadonlyMap<string, Food> = indexById(FOODS);
