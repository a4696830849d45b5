/** The suggestion when no one answer is to blame. */
export const ANOTHER = "Choose another cuisine or a less restrictive food preference, or a different goal.";

/** The checker's tolerance for rounding in figures recomputed from a plan's items. */
export const CHECK_EPS = 1e-6;

/** The checker's way of writing a share of energy: "31.4". */
export const share1 = (x: number) => (x * 100).toFixed(1);

/** "twice" for 2: how often a weekly rule allows something. */
export const times = (n: number) =>
  n === 1 ? "once" : n === 2 ? "twice" : n === 3 ? "three times" : `${n} times`;
