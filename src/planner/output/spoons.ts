import { nearestByRatio, SPOON_STEPS } from "../../shared/units";
import type { Food } from "../library/library-types";

// Small amounts as a cook measures them. A recipe line that says "0.3 g black pepper" asks for a
// scale nobody has; "a pinch of black pepper", "¼ tsp ground cumin" and "1 tbsp olive oil" are what
// the same grams look like in a kitchen. This file is the one place that decides when an amount is
// small and how many spoons it is. The grams stored in a plan's items stay exact; only the line a
// person reads changes.

/** US measuring spoons (NIST): 1 tsp = 4.93 ml, 1 tbsp = 3 tsp = 14.79 ml. */
export const TSP_ML = 4.92892;
const TBSP_TSP = 3;

/** Dry foods under this many grams read in spoons (or leaves or cloves); from here up, in grams. */
export const SPOON_BELOW_G = 2;
/** Liquids under 3 tbsp read in spoons; from there up, in ml ("250 ml milk"). */
export const SPOON_BELOW_ML = 3 * TBSP_TSP * TSP_ML;

/** Volume household units of the food table, in teaspoons. "fl" is the fluid ounce (2 tbsp). */
const VOLUME_TSP: Readonly<Record<string, number>> = { tsp: 1, tbsp: TBSP_TSP, cup: 48, fl: 6 };

/**
 * Grams per teaspoon when the food table gives no volume measure: ground spices and small seeds
 * weigh 1.8–3.1 g a teaspoon in SR28's portions (chili powder 2.7, ground cumin 2.1, garlic powder
 * 3.1, cumin seeds 2.1), so 2.5 g stands for kashmiri chili powder, asafoetida and ajwain; chopped
 * fresh leaves are far lighter (cilantro 0.33 g, dill 0.19 g a teaspoon), so 0.4 g for methi.
 */
const DEFAULT_TSP_G = 2.5;
const FRESH_LEAVES_TSP_G = 0.4;

/**
 * Whole leaves go into the pot whole and come out again, so they are counted, not spooned: a dried
 * bay leaf weighs about 0.2 g, a fresh curry leaf about 0.1 g.
 */
export const LEAF_G: Readonly<Record<string, number>> = { "bay-leaves": 0.2, "curry-leaves": 0.1 };

/** Grams in one teaspoon of the food: from its density, its household measure, or its kind. */
export function gramsPerTsp(food: Food): number {
  if (food.gPerMl) return food.gPerMl * TSP_ML;
  const h = food.household;
  const unitTsp = h ? VOLUME_TSP[firstWord(h.unit)] : undefined;
  if (h && unitTsp) return h.grams / unitTsp;
  return /\bleaves\b/.test(food.name) ? FRESH_LEAVES_TSP_G : DEFAULT_TSP_G;
}

const firstWord = (unit: string) => /^[a-z]+/.exec(unit.trim())?.[0] ?? "";

/** The measures a kitchen has, in teaspoons; an amount takes the nearest by ratio. */
export const RUNGS: readonly (readonly [tsp: number, text: string])[] = [
  [1 / 16, "pinch"],
  ...SPOON_STEPS,
  [12, "4 tbsp"],
];

/**
 * A volume of a liquid as a step reads it ("2½ tbsp", "a few drops", "250 ml"): spoons below 3 tbsp
 * like the ingredient lines, then millilitres to the nearest 5 (10 from 100 ml), as a jug shows them.
 */
export function volumeText(ml: number): string {
  if (ml < SPOON_BELOW_ML) {
    const [, text] = nearestByRatio(ml / TSP_ML, RUNGS);
    return text === "pinch" ? "a few drops" : text;
  }
  const step = ml < 100 ? 5 : 10;
  return `${Math.round(ml / step) * step} ml`;
}

/** Fractions of a counted unit ("½ clove garlic"); below a quarter a clove is spooned instead. */
const COUNTS: readonly (readonly [number, string])[] = [
  [0.25, "¼"],
  [0.5, "½"],
  [0.75, "¾"],
  [1, "1"],
  [1.5, "1½"],
  [2, "2"],
];

/** A small amount as a cook reads it: the measure alone (for the shopping list) and the whole line. */
export interface SpoonAmount {
  /** "a pinch", "¼ tsp", "1 tbsp", "2 leaves", "½ clove". */
  amount: string;
  /** "a pinch of salt", "¼ tsp ground cumin", "1 tbsp olive oil", "2 bay leaves", "½ clove garlic". */
  line: string;
}

/** The small amount in spoons, leaves or cloves, or undefined when it reads in grams or ml. */
export function spoonAmount(food: Food, grams: number): SpoonAmount | undefined {
  if (food.gPerMl) {
    if (grams / food.gPerMl >= SPOON_BELOW_ML) return undefined;
  } else if (grams >= SPOON_BELOW_G) return undefined;
  const leaf = LEAF_G[food.id];
  if (leaf !== undefined) {
    const n = Math.max(1, Math.round(grams / leaf));
    const one = n === 1;
    return {
      amount: `${n} ${one ? "leaf" : "leaves"}`,
      line: `${n} ${one ? food.name.replace(/leaves$/, "leaf") : food.name}`,
    };
  }
  const counted = countAmount(food, grams);
  if (counted) return counted;
  const [, text] = nearestByRatio(grams / gramsPerTsp(food), RUNGS);
  if (text !== "pinch") return { amount: text, line: `${text} ${food.name}` };
  const few = food.gPerMl ? "a few drops" : "a pinch";
  return { amount: few, line: `${few} of ${food.name}` };
}

/** "½ clove garlic", "½ sheet nori", "½ serrano pepper" where the food is counted in units. */
function countAmount(food: Food, grams: number): SpoonAmount | undefined {
  const h = food.household;
  if (!h || h.grams <= 0) return undefined;
  const unit = firstWord(h.unit);
  // Below a fifth of a unit (a gram of a 45 g chili) a count means nothing; spoons say more.
  if (!unit || unit in VOLUME_TSP || unit === "oz" || grams / h.grams < 0.2) return undefined;
  const [n, text] = nearestByRatio(grams / h.grams, COUNTS);
  const units = n <= 1 ? unit : `${unit}s`;
  const amount = `${text} ${units}`;
  // "serrano pepper" already names its unit: "½ serrano pepper", not "½ pepper serrano pepper".
  const own = new RegExp(`\\b${unit}s?\\b`);
  if (own.test(food.name)) return { amount, line: `${text} ${food.name.replace(own, units)}` };
  return { amount, line: `${amount} ${food.name}` };
}
