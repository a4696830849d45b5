import type { Food } from "../library/library-types";

// Foods a cook counts rather than weighs (docs/product/cooking-time.md): eggs, slices of
// bread, flatbreads, tortillas, dates. A cooking uses whole ones; the grams of one are the reference
// portion the food table carries (`household`).

const COUNTED: ReadonlySet<string> = new Set([
  "egg",
  "white-bread",
  "whole-wheat-bread",
  "rye-bread",
  "pumpernickel-bread",
  "pita-bread",
  "whole-wheat-pita",
  "naan",
  "chapati",
  "bagel",
  "hamburger-bun",
  "corn-tortilla",
  "flour-tortilla",
  "whole-wheat-tortilla",
  "dates",
]);

/** Grams of one piece of a counted food, or null for a food that is weighed. */
export function pieceGrams(food: Food): number | null {
  return COUNTED.has(food.id) && food.household ? food.household.grams : null;
}
