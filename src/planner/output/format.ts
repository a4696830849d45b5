// Whole numbers and shares are written as the site's copy writes them (src/shared/nutrition-figures.ts).
export { fmt, pct, pctRange } from "../../shared/nutrition-figures";

/** Rounds to one decimal, the precision of every gram figure in plan_data. */
export function round1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** "Masala chai" from "masala chai": sentence case for names built from food names. */
export function capitalise(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}
