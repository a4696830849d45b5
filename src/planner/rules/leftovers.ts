import type { LeftoverRef, RecipeFacts } from "../library/prepare-library";

// Cook once, eat twice (docs/product/cooking-time.md): a lunch or dinner may be cooked for two or
// three portions, the rest eaten at a lunch or dinner within the next two days, each portion sized for
// its own meal. A leftover is the same recipe, so it is not a repeat for the variety rule; its work is
// reheating or plating.

/** A cooked meal feeds at most this many later meals (three portions in all). */
export const LEFTOVER_MEALS_MAX = 2;
/** Leftovers are eaten within this many days of cooking: cooked food keeps 3-4 days in a fridge. */
export const LEFTOVER_DAYS_MAX = 2;
/** Reheating or plating a leftover: hands-on minutes, and minutes to the table. */
export const REHEAT_HANDS_ON_MIN = 5;
export const REHEAT_TOTAL_MIN = 10;
/**
 * A leftover's pull in the search, in the units of the day's soft cost (the reuse of a recipe costs
 * W_REUSE 60): enough that a day takes a leftover over a dish of the same fit, not so much that it
 * takes one that fits the day's targets worse.
 */
export const W_LEFTOVER_BONUS = 40;

/**
 * Leftover meals every week should hold when leftovers are on (docs/product/cooking-time.md): the
 * search pulls leftovers harder below it, and a week that ends below it is topped up
 * (search/leftover-top-up.ts). A preference, not a rule: a week that cannot is not refused.
 */
export const LEFTOVER_MEALS_WEEK_MIN = 3;
/**
 * The extra pull of a leftover while the rest of the week holds fewer than LEFTOVER_MEALS_WEEK_MIN:
 * with it, a portion of a borrowed dish (W_FOREIGN_MEAL 40) still pulls like one of the person's own.
 */
export const W_LEFTOVER_SHORT = 40;

/**
 * A leftover's pull in a day's search, given the leftover meals the rest of the week holds. A portion
 * of a dish borrowed from another cuisine pulls only while the week is short of leftovers: past that,
 * a second meal of it would take the place of one of the person's own.
 */
export function leftoverPull(elsewhere: number, borrowed: boolean): number {
  const short = elsewhere < LEFTOVER_MEALS_WEEK_MIN;
  if (borrowed) return short ? W_LEFTOVER_BONUS + W_LEFTOVER_SHORT : 0;
  return W_LEFTOVER_BONUS + (short ? W_LEFTOVER_SHORT : 0);
}

/**
 * A dish eaten this many meals a week (its cookings and their leftovers) is enough: each further meal
 * of it costs W_DISH_OFTEN more than the last, so a week that cooks a dish twice, each time for two
 * later meals, eats it six times only where nothing else will do (a cook reads a week of the same two
 * dishes as no week at all).
 */
export const DISH_MEALS_EASY = 3;
/**
 * Measured on bench:practical (2026-11-27): weeks with one dish at 6 of their 21 main meals fell from
 * 28 to 2 and at 5 from 99 to 43, lines to buy 28 → 29 at the median, leftovers and own-cuisine share
 * unchanged (7 a week, 96.7 %); 4 and 40 left 8 weeks at 6.
 */
export const W_DISH_OFTEN = 30;

/** The cost of one more meal of a dish the rest of the week already eats `eaten` times. */
export function oftenCost(eaten: number): number {
  return eaten >= DISH_MEALS_EASY ? W_DISH_OFTEN * (eaten - DISH_MEALS_EASY + 1) : 0;
}

/** The meals a leftover may come from and go to. */
export const LEFTOVER_MEALS: ReadonlySet<string> = new Set(["lunch", "dinner"]);

/** Hands-on minutes of a candidate: the recipe's, or reheating for a leftover. */
export function handsOnOf(f: RecipeFacts): number {
  return f.leftoverOf ? REHEAT_HANDS_ON_MIN : f.recipe.handsOnMin;
}

/** The same recipe as a portion of the meal cooked at `ref`. */
export function asLeftover(f: RecipeFacts, ref: LeftoverRef): RecipeFacts {
  return { ...f, leftoverOf: ref };
}

export function sameRef(a: LeftoverRef | undefined, b: LeftoverRef | undefined): boolean {
  return a !== undefined && b !== undefined && a.day === b.day && a.slot === b.slot;
}
