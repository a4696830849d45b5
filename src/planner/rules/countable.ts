import type { Food } from "../library/library-types";

// Foods a cook counts rather than weighs (docs/product/cooking-time.md): eggs, slices of
// bread, flatbreads, tortillas, dates. A cooking uses whole ones; the grams of one are the reference
// portion the food table carries (`household`).

/** Each counted food and how a cook names one and several of it in an ingredient line. */
const COUNTED: ReadonlyMap<string, readonly [one: string, many: string]> = new Map([
  ["egg", ["egg", "eggs"]],
  ["white-bread", ["slice white bread", "slices white bread"]],
  ["whole-wheat-bread", ["slice whole-wheat bread", "slices whole-wheat bread"]],
  ["rye-bread", ["slice rye bread", "slices rye bread"]],
  ["pumpernickel-bread", ["slice pumpernickel bread", "slices pumpernickel bread"]],
  ["pita-bread", ["pita bread", "pita breads"]],
  ["whole-wheat-pita", ["whole-wheat pita", "whole-wheat pitas"]],
  ["naan", ["naan", "naans"]],
  ["chapati", ["chapati (roti)", "chapatis (rotis)"]],
  ["bagel", ["bagel", "bagels"]],
  ["hamburger-bun", ["hamburger bun", "hamburger buns"]],
  ["corn-tortilla", ["corn tortilla", "corn tortillas"]],
  ["flour-tortilla", ["flour tortilla", "flour tortillas"]],
  ["whole-wheat-tortilla", ["whole-wheat tortilla", "whole-wheat tortillas"]],
  ["dates", ["date", "dates"]],
]);

/** Grams of one piece of a counted food, or null for a food that is weighed. */
export function pieceGrams(food: Food): number | null {
  return COUNTED.has(food.id) && food.household ? food.household.grams : null;
}

/**
 * The largest change (either way) of a meal's other ingredients when its counted foods are made whole
 * pieces (output/whole-counts.ts): beyond it the dish would read as another dish.
 */
export const COUNTED_REFIT_MAX = 0.3;

/** How far from a whole number of pieces an amount may be and still be that number (scale noise). */
const WHOLE_TOLERANCE = 0.02;

/** "2 eggs", "1 slice rye bread": the count of a counted food when its grams are whole pieces. */
export function piecesText(food: Food, grams: number): string | null {
  const piece = pieceGrams(food);
  const names = COUNTED.get(food.id);
  if (!piece || !names) return null;
  const n = Math.round(grams / piece);
  if (n < 1 || Math.abs(grams / piece - n) > WHOLE_TOLERANCE) return null;
  return `${n} ${n === 1 ? names[0] : names[1]}`;
}
