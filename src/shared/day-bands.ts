// The two bands every day of a plan is held to, and how shares are written: part of the shared
// figures (./nutrition-figures.ts re-exports them), kept apart so the landing page, which states
// them, does not carry every other figure (its JavaScript has a size budget: scripts/bundle-size.ts).

/** Hard: each day within ±5 % of the energy target. */
export const KCAL_TOLERANCE = 0.05;
/** Hard: a day reaches at least 90 % of the protein target (docs/nutrition.md §2). */
export const PROTEIN_MIN_FRACTION = 0.9;
/** Hard: a day stays at most 135 % of the protein target, so no plan doubles what it promised. */
export const PROTEIN_MAX_FRACTION = 1.35;

/** "45 %" for 0.45: a share as the notes, the copy and the viewer write it. */
export function pct(share: number): string {
  return `${Math.round(share * 100)} %`;
}

/** "60–75 %" for (0.6, 0.75). */
export function pctRange(lo: number, hi: number): string {
  return `${Math.round(lo * 100)}–${pct(hi)}`;
}
