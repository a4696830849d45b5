import type { ShoppingItem, ShoppingList } from "./plan-data";
import { G_PER_OZ, ML_PER_CUP, showAmount, type UnitSystem } from "./units";

// A shopping line as the viewer, the shared page, the PDF and the copied text show it, in the
// person's units (docs/product/shopping-list.md). `display` is stored metric, in the unit the food is
// bought in: "850 g", "4 avocados (about 670 g)", "2 cans (400 g each)", "1 bunch", "2 tsp". In
// imperial a weight to buy is rounded up in ounces and pounds, so the basket still covers the week; a
// pack's printed size and the "about" weight of produce are converted to the nearest ounce. Pantry
// lines, and lines of plans made before pantry existed, read as units.ts always read them.

const OZ_PER_LB = 16;
const FL_OZ_ML = ML_PER_CUP / 8;
const QUART_ML = ML_PER_CUP * 4;
const EPS = 1e-9;
const ceilTo = (x: number, step: number) => Math.max(step, Math.ceil(x / step - EPS) * step);
const roundTo = (x: number, step: number) => Math.max(step, Math.round(x / step) * step);

const QUARTERS: Readonly<Record<number, string>> = { 0: "", 1: "¼", 2: "½", 3: "¾" };
/** 1.75 → "1¾", 0.5 → "½": a number in quarters as a scale or a cup is marked. */
function quarters(x: number): string {
  const q = Math.round(x * 4);
  const whole = Math.floor(q / 4);
  const frac = QUARTERS[q % 4] ?? "";
  return whole === 0 ? frac || "0" : `${whole}${frac}`;
}
const counted = (x: number, one: string, many: string) => `${quarters(x)} ${x > 1 ? many : one}`;

/** A weight to buy in ounces (quarters below 4 oz) and pounds (quarters below 5 lb), rounded up. */
export function ouncesToBuy(grams: number): string {
  const oz = grams / G_PER_OZ;
  const shown = oz < 4 ? ceilTo(oz, 0.25) : ceilTo(oz, 1);
  if (shown < OZ_PER_LB) return `${quarters(shown)} oz`;
  const lb = oz / OZ_PER_LB;
  return `${quarters(lb < 5 ? ceilTo(lb, 0.25) : ceilTo(lb, 0.5))} lb`;
}

/** A liquid to buy in cups up to a quart, then quarts by the half, rounded up. */
export function liquidToBuy(ml: number): string {
  const cups = ml / ML_PER_CUP;
  if (cups <= 4 + EPS) return counted(ceilTo(cups, 0.25), "cup", "cups");
  return counted(ceilTo(ml / QUART_ML, 0.5), "quart", "quarts");
}

/** "about 1½ lb", "about 6 oz": the weight produce is picked by, to the nearest ounce or quarter pound. */
function aboutWeight(grams: number): string {
  const oz = grams / G_PER_OZ;
  if (oz < OZ_PER_LB - 0.5) return `${roundTo(oz, 1)} oz`;
  const lb = oz / OZ_PER_LB;
  return `${quarters(lb < 5 ? roundTo(lb, 0.25) : roundTo(lb, 0.5))} lb`;
}

/** A pack's printed size: "14 oz", "34 fl oz", "1¾ oz". */
function packSize(amount: number, unit: string): string {
  if (unit === "ml" || unit === "l") return `${Math.round(amount / FL_OZ_ML)} fl oz`;
  const oz = amount / G_PER_OZ;
  return `${oz < 4 ? quarters(roundTo(oz, 0.5)) : Math.round(oz)} oz`;
}

const BASE: Readonly<Record<string, number>> = { g: 1, kg: 1000, ml: 1, l: 1000 };
const PLAIN = /^(\d+(?:\.\d+)?) (g|kg|ml|l)$/;
/** A count of whole items or packs: "4 avocados", "1 bunch", "2 cans"; never "250 g". */
const COUNTED = /^\d+ (?!(g|kg|ml|l)\b)[a-zà-ÿ]/;
const INNER = /\((about )?(\d+(?:\.\d+)?) (g|kg|ml|l)( each)?\)/g;

/** The line's amount in the chosen units. */
export function showShopping(
  item: Pick<ShoppingItem, "name" | "display" | "pantry">,
  units: UnitSystem,
): string {
  const { display } = item;
  if (units === "metric") return display;
  if (item.pantry === false) {
    const plain = PLAIN.exec(display);
    if (plain) {
      const base = Number(plain[1]) * (BASE[plain[2] ?? "g"] ?? 1);
      return plain[2] === "g" || plain[2] === "kg" ? ouncesToBuy(base) : liquidToBuy(base);
    }
    if (COUNTED.test(display))
      return display.replace(
        INNER,
        (_, aboutWord: string | undefined, n: string, unit: string, each = "") => {
          const base = Number(n) * (BASE[unit] ?? 1);
          const isWeight = unit === "g" || unit === "kg";
          if (aboutWord) return `(about ${isWeight ? aboutWeight(base) : liquidToBuy(base)}${each})`;
          return `(${packSize(base, unit)}${each})`;
        },
      );
  }
  return showAmount(display, units, item.name);
}

/** The lines to buy, then the pantry lines to check, each still grouped by aisle. */
export function splitPantry(list: ShoppingList): { buy: ShoppingList; pantry: ShoppingList } {
  const part = (pantry: boolean) =>
    list
      .map((a) => ({ aisle: a.aisle, items: a.items.filter((i) => (i.pantry === true) === pantry) }))
      .filter((a) => a.items.length > 0);
  return { buy: part(false), pantry: part(true) };
}
