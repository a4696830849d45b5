import type { PlanDay, ShoppingItem, ShoppingList } from "../../shared/plan-data";
import type { Food } from "../library/library-types";
import { AISLES } from "../library/library-types";
import { BUYING, type UnitBuy } from "./buying-units";
import { round1 } from "./format";
import { isPantry } from "./pantry";
import { gramsPerTsp, LEAF_G, RUNGS } from "./spoons";

// The shopping list in what a shopper buys (docs/product/shopping-list.md): each line sums the week's
// grams of one food (or of the foods bought together: lemons for lemon and lemon juice), and says
// how much to buy in the food's buying unit (./buying-units.ts), always rounded up so the basket
// covers the week. Pantry lines (./pantry.ts) say how much to check for, in spoons while small.

/** Foods a shopper does not buy: water comes from the tap. */
export const NOT_BOUGHT: ReadonlySet<string> = new Set(["water"]);

/** A hair under a whole number still needs the whole: 2.0000001 cans are two, not three. */
const EPS = 1e-9;
const ceilTo = (x: number, step: number) => Math.max(step, Math.ceil(x / step - EPS) * step);

/** The food whose line a food's grams go on: its own, or the one it is bought as part of. */
export function lineFoodId(foodId: string): string {
  const b = BUYING[foodId];
  return b?.by === "part" ? b.of : foodId;
}

/** The name a food's grams are listed under ("black tea" for brewed tea, "lemon" for lemon juice). */
export function lineName(foodId: string, foodById: ReadonlyMap<string, Food>): string | undefined {
  const id = lineFoodId(foodId);
  const b = BUYING[id];
  if (b?.by === "weight" || (b?.by === "unit" && b.name)) return b.name;
  return foodById.get(id)?.name;
}

/** Grams of the food the recipes can use from one item of its buying unit. */
export function unitGrams(buy: UnitBuy, food: Food): number {
  if (buy.usable) return buy.usable;
  if (buy.grams) return buy.grams;
  if (buy.ml) return buy.ml * (food.gPerMl ?? 1);
  return buy.g ?? 1;
}

/** "400 g", "1 kg", "750 ml", "1 l": a pack's printed size. */
export function sizeLabel(buy: UnitBuy): string | undefined {
  if (buy.g) return buy.g >= 1000 ? `${buy.g / 1000} kg` : `${buy.g} g`;
  if (buy.ml) return buy.ml >= 1000 ? `${buy.ml / 1000} l` : `${buy.ml} ml`;
  return undefined;
}

/** Weight to buy, rounded up: to 10 g below 100 g, 25 g below 500 g, 50 g below 1 kg, then 0.1 kg. */
export function weightToBuy(x: number, small = "g", large = "kg"): string {
  if (x > 1000 + EPS) return `${ceilTo(x, 100) / 1000} ${large}`;
  const v = ceilTo(x, x < 100 ? 10 : x < 500 ? 25 : 50);
  return v >= 1000 ? `1 ${large}` : `${v} ${small}`;
}

/** "about 670 g", "about 1.2 kg": what the week's recipes use, to pick items of the right size. */
const about = (g: number) =>
  g < 995 ? `about ${Math.round(g / 10) * 10} g` : `about ${round1(g / 1000)} kg`;

/** Spoons up to 4 tbsp, rounded up; then weight or volume to buy. */
function pantryAmount(food: Food, grams: number): string {
  const leaf = LEAF_G[food.id];
  if (leaf !== undefined) {
    const n = Math.max(1, Math.ceil(grams / leaf - EPS));
    return `${n} ${n === 1 ? "leaf" : "leaves"}`;
  }
  const tsp = grams / gramsPerTsp(food);
  const rung = RUNGS.find(([t]) => t >= tsp - EPS);
  if (rung) {
    if (rung[1] !== "pinch") return rung[1];
    return food.gPerMl ? "a few drops" : "a pinch";
  }
  return food.gPerMl ? weightToBuy(grams / food.gPerMl, "ml", "l") : weightToBuy(grams);
}

/** "4 avocados (about 670 g)", "1 bunch", "2 cans (400 g each)", "12 eggs". */
function unitAmount(buy: UnitBuy, food: Food, parts: readonly { food: Food; grams: number }[]): string {
  const items = parts.reduce((a, p) => {
    const b = BUYING[p.food.id];
    const per = b?.by === "part" ? b.grams : unitGrams(buy, food);
    return a + p.grams / per;
  }, 0);
  const n = Math.max(1, Math.ceil(items - EPS));
  const head = `${n} ${n === 1 ? buy.one : buy.many}`;
  const size = sizeLabel(buy);
  if (size) return `${head} (${size}${n > 1 ? " each" : ""})`;
  // Fruit and vegetables vary in size: the week's weight says how big to pick them.
  if (food.aisle === "Produce" && n > 1) return `${head} (${about(parts.reduce((a, p) => a + p.grams, 0))})`;
  return head;
}

/** One line of the list: the food it is named after and the foods (with their grams) it buys. */
export function shoppingItem(food: Food, parts: readonly { food: Food; grams: number }[]): ShoppingItem {
  const grams = parts.reduce((a, p) => a + p.grams, 0);
  const buy = BUYING[food.id];
  const pantry = isPantry(food);
  let name = food.name;
  let display: string;
  if (pantry) display = pantryAmount(food, grams);
  else if (buy?.by === "unit") {
    name = buy.name ?? name;
    display = unitAmount(buy, food, parts);
  } else if (buy?.by === "weight") {
    name = buy.name;
    display = weightToBuy(grams * buy.factor);
  } else display = food.gPerMl ? weightToBuy(grams / food.gPerMl, "ml", "l") : weightToBuy(grams);
  return { name, grams: round1(grams), display, pantry };
}

const rank = (a: string) => {
  const i = (AISLES as readonly string[]).indexOf(a);
  return i < 0 ? AISLES.length : i;
};

/**
 * Sums every item of every meal by the line it is bought on, grouped by aisle in the food table's
 * aisle order, names in order within an aisle.
 */
export function shoppingList(days: readonly PlanDay[], foodById: ReadonlyMap<string, Food>): ShoppingList {
  const grams = new Map<string, number>();
  for (const d of days)
    for (const m of d.meals)
      for (const it of m.items) grams.set(it.food_id, (grams.get(it.food_id) ?? 0) + it.grams);
  const lines = new Map<string, { food: Food; grams: number }[]>();
  for (const [id, g] of grams) {
    const food = foodById.get(id);
    if (!food || NOT_BOUGHT.has(id)) continue;
    const lineId = lineFoodId(id);
    lines.set(lineId, [...(lines.get(lineId) ?? []), { food, grams: g }]);
  }
  const byAisle = new Map<string, ShoppingItem[]>();
  for (const [id, parts] of lines) {
    const food = foodById.get(id) ?? parts[0]?.food;
    if (!food) continue;
    byAisle.set(food.aisle, [...(byAisle.get(food.aisle) ?? []), shoppingItem(food, parts)]);
  }
  return [...byAisle]
    .sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]))
    .map(([aisle, items]) => ({ aisle, items: items.sort((a, b) => a.name.localeCompare(b.name)) }));
}
