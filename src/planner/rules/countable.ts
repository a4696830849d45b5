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
  ["whole-wheat-pita-small", ["small whole-wheat pita", "small whole-wheat pitas"]],
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

/**
 * The search's cost per piece a portion is away from a whole number of pieces (0.5 at most), in the
 * units of the day's soft score (one percent of calorie error costs W_KCAL_PER_PCT 10): each portion
 * whole makes a cooking and its leftovers whole together, and the whole-count refit
 * (output/whole-counts.ts) then changes nothing. Since each day is trimmed to its energy target after
 * the search (output/energy-trim.ts), a portion off by a little energy costs the week less than part
 * of an egg: measured on bench:practical (2026-11-27), 6 left 62 cookings with part of a piece, 15
 * left 53 at the same calorie error (0.22 and 0.25 %), 30 left 52 with more days over the fibre ceiling.
 */
export const W_PART_PIECE = 15;
/**
 * How many times W_PART_PIECE a part piece costs in a day searched again because the whole-count
 * refit left part of a piece in it (search/whole-pieces-again.ts): more than the soft goals the day
 * gives up for it, short of a hard rule. Measured on bench:practical's people (2026-11-27, seeds 2025,
 * 7 and 99: 2, 2 and 3 cookings with part of a piece without the step): 1 (the search again as it
 * was) and 5 left 2, 0 and 2; 20 left none, the other figures unchanged.
 */
export const PART_PIECE_STRICT = 20;
/**
 * The cost per unit of refit beyond REFIT_SAFE: where the counted food carries most of the dish (eggs
 * in an omelette), rounding it moves the other ingredients past COUNTED_REFIT_MAX and the refit is
 * refused, so the search keeps such portions near whole pieces.
 */
export const W_PART_REFIT = 100;
/** The refit the search lets pass without cost: below COUNTED_REFIT_MAX, for other portions' share. */
export const REFIT_SAFE = 0.2;

/** Each counted food of a serving: its pieces, and the kcal of one piece. */
export function countedPieces(
  parts: readonly { food: Food; grams: number }[],
): { pieces: number; pieceKcal: number }[] {
  const out = new Map<string, { pieces: number; pieceKcal: number }>();
  for (const { food, grams } of parts) {
    const piece = pieceGrams(food);
    if (!piece) continue;
    const had = out.get(food.id);
    out.set(food.id, {
      pieces: (had?.pieces ?? 0) + grams / piece,
      pieceKcal: (food.per100g.kcal * piece) / 100,
    });
  }
  return [...out.values()];
}

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
