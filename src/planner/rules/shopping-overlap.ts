import type { Food } from "../library/library-types";
import type { GramsOfFood } from "../library/nutrients";
import { isPantry } from "../output/pantry";
import { lineFoodId, NOT_BOUGHT } from "../output/shopping-units";

// A short shopping list (docs/product/shopping-list.md): ingredient overlap is part of the week's
// objective. Each day's search knows the lines the rest of the week already buys, and a state pays
// newLineCost for each line to buy it adds (a food no other day uses), so a bunch of cilantro bought
// for Monday is used again on Tuesday rather than a bunch of parsley bought beside it. Pantry lines
// (output/pantry.ts) cost a share of that (PANTRY_LINE_SHARE): a kitchen mostly holds them. A soft
// term, like the per-recipe preferences: the checker holds nothing to it, and bench:practical prints
// its figures (lines to buy, lines in all).
// The search's count is the shopping list's (search/week-objective.test.ts).

/**
 * A new line's cost in the units of the day's soft score (one percent of calorie error costs
 * W_KCAL_PER_PCT 10; a borrowed meal W_FOREIGN_MEAL 40). Measured on bench:practical's realistic set
 * (with the leftover and whole-piece terms): 8 and 14 gave a median of 37 and 35 lines to buy against
 * 48 without the term, at a mean calorie error of 0.73 and 0.83 % (0.61 % without) and own-cuisine
 * shares of 86.4 and 85.4 % (87.1 %); past 8 each line saved costs more than it is worth.
 */
export const W_NEW_LINE = 8;

/**
 * The lines a recipe's ingredients go on, each once: the line's food (lemon for lemon juice, as
 * output/shopping-units.ts lists it), tap water aside; those to buy, and the pantry's to check.
 */
export function recipeLines(
  parts: readonly GramsOfFood[],
  foodById: ReadonlyMap<string, Food>,
): { buys: string[]; pantry: string[] } {
  const buys = new Set<string>();
  const pantry = new Set<string>();
  for (const { food } of parts) {
    if (NOT_BOUGHT.has(food.id)) continue;
    const id = lineFoodId(food.id);
    (isPantry(foodById.get(id) ?? food) ? pantry : buys).add(id);
  }
  return { buys: [...buys].sort(), pantry: [...pantry].sort() };
}

/**
 * A pantry line (a spice, an oil) costs this share of a line to buy: most kitchens hold it, but each
 * is still a jar to check or buy, and the whole list should stay short (docs/product/shopping-list.md:
 * the held-out check reads 55 lines in all). Past ALL_LINES_EASY lines in all (bought and pantry) in
 * the rest of the week, each further pantry line costs ALL_LINES_GROWTH times its base more per line.
 * Measured with bench:practical's people (2026-11-27, three draws of 300: seeds 2025, 7 and 99):
 * without the term 10, 15 and 15 weeks over 55 lines in all; 0.25 with a knee from 44 (growth 0.5)
 * left 7, 16 and 15; these figures 4, 13 and 11, with weeks over 40 lines to buy at 7, 16 and 11
 * (6, 15 and 11 without).
 */
export const PANTRY_LINE_SHARE = 0.5;
export const ALL_LINES_EASY = 40;
export const ALL_LINES_GROWTH = 2;

/** The cost of adding a pantry line the rest of the week does not hold, given all the lines it holds. */
export function newPantryLineCost(held: number): number {
  const long = Math.min(LINE_COST_MAX, 1 + ALL_LINES_GROWTH * Math.max(0, held - ALL_LINES_EASY));
  return W_NEW_LINE * PANTRY_LINE_SHARE * long;
}

/**
 * How much less a new line costs when many of the person's recipes use it: a food most dishes take
 * (onion, tomato) bought on Monday is likely used again later in the week, one that a single dish
 * takes (a fish, a cheese) is a line for that dish alone. Monday's day chooses knowing nothing of
 * the week; this is what it can know.
 */
export const COMMON_LINE_DISCOUNT = 0.5;
/** A line in this share of the person's recipes (or more) gets the whole discount. */
export const COMMON_LINE_SHARE = 0.2;

const shareCache = new WeakMap<object, ReadonlyMap<string, number>>();

/** Each line's share of the recipes a person may eat (eligible for any meal), cached per recipe set. */
export function lineShares(
  eligibleByMeal: Readonly<Record<string, readonly { recipe: { id: string }; buys: readonly string[] }[]>>,
): ReadonlyMap<string, number> {
  const hit = shareCache.get(eligibleByMeal);
  if (hit) return hit;
  const byRecipe = new Map<string, readonly string[]>();
  for (const list of Object.values(eligibleByMeal)) for (const f of list) byRecipe.set(f.recipe.id, f.buys);
  const uses = new Map<string, number>();
  for (const buys of byRecipe.values()) for (const id of buys) uses.set(id, (uses.get(id) ?? 0) + 1);
  const shares = new Map([...uses].map(([id, n]) => [id, n / Math.max(1, byRecipe.size)]));
  shareCache.set(eligibleByMeal, shares);
  return shares;
}

/**
 * A long list costs more per line (docs/product/shopping-list.md: none over 40 lines to buy): past
 * LINES_EASY lines in the rest of the week, each new line costs LINES_GROWTH times more per line
 * already held beyond it. Measured on bench:practical (2026-11-27, the library of that day): without
 * it 31 lines to buy at the median and 76 at most; 20 and 0.5 gave 29 and 63 at the same own-cuisine
 * share (94.0 against 94.6 %) and calorie error (0.24 against 0.19 %); 20 and 1 gave 29 and 55 with
 * two days over the fibre ceiling by a tenth of a gram.
 */
export const LINES_EASY = 20;
export const LINES_GROWTH = 0.5;
/**
 * Near the bound a line costs much more again: past LINES_LONG lines held, LINES_LONG_GROWTH times
 * the base cost more per line beyond. Measured on bench:practical with the week's days searched again
 * (search/shorter-list.ts, 2026-11-27): the growth alone left 12 weeks over 40 lines to buy; this knee
 * left 9 (7 with LINE_COST_MAX), with 3-4 weeks eating one dish at 6 of their 21 main meals. A steeper growth from 20 lines
 * (2) left 7 weeks over 40 but 10 weeks at 6 meals of one dish, as lines are saved by eating the
 * same stew again; a knee from 34 lines (growth 4) left 12.
 */
export const LINES_LONG = 32;
export const LINES_LONG_GROWTH = 6;
/**
 * A line costs at most this many times the base (reached at 34 lines held). Without a cap a line at
 * 50 lines held would cost about as much as a hard rule's full weight, and for people on the highest
 * targets the term would outweigh every other goal of their days. Measured on bench:practical
 * (2026-11-27): caps of 12, 20, 28 and 40 left 13, 7, 10 and 9 weeks over 40 lines to buy (9
 * uncapped), the longest 56, 57, 57 and 50 lines, own cuisine 96.2-96.3 %.
 */
export const LINE_COST_MAX = 20;

/**
 * The cost of adding a line the rest of the week does not buy, given its share of the recipes and
 * how many lines the rest of the week already buys.
 */
export function newLineCost(share: number, held = 0): number {
  const long = Math.min(
    LINE_COST_MAX,
    1 + LINES_GROWTH * Math.max(0, held - LINES_EASY) + LINES_LONG_GROWTH * Math.max(0, held - LINES_LONG),
  );
  return W_NEW_LINE * long * (1 - COMMON_LINE_DISCOUNT * Math.min(1, share / COMMON_LINE_SHARE));
}
