import type { Food } from "../library/library-types";
import { piecesText } from "../rules/countable";
import { spoonAmount } from "./spoons";

// How quantities read: in ingredient lines ("120 g rolled oats", "250 ml whole milk", small amounts
// in spoons as spoons.ts decides: "a pinch of salt", "1 tbsp olive oil") and in the shopping list
// ("1.2 kg (about 8 cups)").

function num(x: number): string {
  const v = x < 1 ? Math.round(x * 10) / 10 : x < 10 ? Math.round(x * 2) / 2 : Math.round(x);
  return String(v);
}

/** "120 g" or, for a food measured by volume, "250 ml". */
export function amountOf(food: Food, grams: number): string {
  return food.gPerMl ? `${num(grams / food.gPerMl)} ml` : `${num(grams)} g`;
}

/**
 * What a person reads in a meal's ingredients; never "0.3 g": small amounts are spoons, and whole
 * pieces of a counted food are counted ("2 eggs (100 g)").
 */
export function ingredientLine(food: Food, grams: number): string {
  const pieces = piecesText(food, grams);
  if (pieces) return `${pieces} (${amountOf(food, grams)})`;
  return spoonAmount(food, grams)?.line ?? `${amountOf(food, grams)} ${food.name}`;
}

const NO_PLURAL = new Set(["tbsp", "tsp", "oz", "fl", "large", "medium", "small", "whole", "g", "ml", "lb"]);
/** Reference descriptors read better as participles after a comma: "2 cups, sliced". */
const DESCRIPTORS: Record<string, string> = {
  slices: "sliced",
  halves: "halved",
  cubes: "cubed",
  chopped: "chopped",
};

/** "2 cups, sliced" from the reference's "cup slices"; only the unit word takes the plural. */
export function householdMeasure(unit: string, n: number): string {
  const match = /^([a-z]+)(.*)$/.exec(unit.trim());
  if (!match) return `${n} ${unit}`;
  const [, word = "", rest = ""] = match;
  const many =
    n <= 1 || NO_PLURAL.has(word) || word.endsWith("s")
      ? word
      : /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : `${word}s`;
  const tail = rest.replace(/^[,\s]+/, "").trim();
  if (!tail) return `${n} ${many}`;
  if (tail.startsWith("(")) return `${n} ${many} ${tail}`;
  return `${n} ${many}, ${DESCRIPTORS[tail] ?? tail}`;
}

function big(x: number, small: string, large: string): string {
  return x >= 1000 ? `${(Math.round(x / 100) / 10).toString()} ${large}` : `${num(x)} ${small}`;
}

/** Shopping-list quantity: kg or l above 1,000, with the household measure when the table has one. */
export function shoppingDisplay(food: Food, grams: number): string {
  // A week's saffron is a pinch too.
  const small = spoonAmount(food, grams);
  if (small) return small.amount;
  const base = food.gPerMl ? big(grams / food.gPerMl, "ml", "l") : big(grams, "g", "kg");
  const h = food.household;
  if (!h || h.grams <= 0) return base;
  const count = Math.round((grams / h.grams) * 2) / 2;
  // One unit to a dozen is a measure a shopper can use; "24 cups of spinach" and "0.5 slice" are not.
  if (count < 1 || count > 12) return base;
  return `${base} (about ${householdMeasure(h.unit, count)})`;
}
