import type { Aisle, Food } from "../library/library-types";

// The pantry (docs/product/shopping-list.md): what most kitchens already hold, listed apart as
// "Check you have" so the lines to buy stay few. Decided from the food table's aisle, so a spice or
// an oil added to content/library/foods.csv is pantry without a change here.

/** Every spice, dried herb and salt; every oil, vinegar and bottled condiment. */
const PANTRY_AISLES: ReadonlySet<Aisle> = new Set(["Spices & Herbs", "Oils, Vinegars & Condiments"]);

/** Of the baking aisle, the staples most kitchens hold; yeast, cocoa or masa harina are bought. */
const BAKING_STAPLES: ReadonlySet<string> = new Set([
  "sugar",
  "brown-sugar",
  "all-purpose-flour",
  "baking-powder",
  "baking-soda",
  "cornstarch",
  "vanilla-extract",
  "honey",
]);

/** In the condiment aisle, but bought for the dish: few kitchens keep a jar of tahini or miso. */
const BOUGHT_FOR_THE_DISH: ReadonlySet<string> = new Set(["tahini", "miso", "lard"]);

export function isPantry(food: Food): boolean {
  if (BOUGHT_FOR_THE_DISH.has(food.id)) return false;
  return PANTRY_AISLES.has(food.aisle) || BAKING_STAPLES.has(food.id);
}
