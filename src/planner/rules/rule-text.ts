/**
 * The rule's own suggestion when no tested advice replaces it (exact/advice.ts tests the alternatives
 * and names the one that works). It names no cuisine: every plan already borrows from every cuisine.
 */
export const ANOTHER = "A less restrictive food preference or a different goal may leave room for a plan.";

/** The checker's tolerance for rounding in figures recomputed from a plan's items. */
export const CHECK_EPS = 1e-6;

/** The checker's way of writing a share of energy: "31.4". */
export const share1 = (x: number) => (x * 100).toFixed(1);

/** "twice" for 2: how often a weekly rule allows something (written as the site's copy writes it). */
export { timesText as times } from "../../shared/nutrition-figures";
