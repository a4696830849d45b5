import { z } from "zod";

// Metric or imperial display (kept with the profile). Body figures and plan amounts are stored metric;
// imperial is a way of showing them, in the measures an American cook reaches for: spoons and cups for
// small amounts and liquids, ounces and pounds for what goes on a scale, °F and inches in the steps.
// Ingredient lines, shopping quantities and recipe steps all go through this file, so the viewer, the
// shared page and the PDF read alike.

export const UNIT_SYSTEMS = ["metric", "imperial"] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];
export const unitSystemSchema = z.enum(UNIT_SYSTEMS).default("metric");

export const G_PER_OZ = 28.349523125;
const OZ_PER_LB = 16;
const ML_PER_TSP = 4.92892159375;
export const ML_PER_CUP = 236.5882365;
const TSP_PER_CUP = 48;
const CM_PER_IN = 2.54;
const KG_PER_LB = 0.45359237;

export const cmToFeetInches = (cm: number) => {
  const total = Math.round(cm / CM_PER_IN);
  return { feet: Math.floor(total / 12), inches: total % 12 };
};
export const feetInchesToCm = (feet: number, inches: number) =>
  Math.round((feet * 12 + inches) * CM_PER_IN * 10) / 10;
export const kgToLb = (kg: number) => Math.round((kg / KG_PER_LB) * 10) / 10;
/** Kept to 10 g, so pounds typed in come back as typed (100 lb, not 100.1). */
export const lbToKg = (lb: number) => Math.round(lb * KG_PER_LB * 100) / 100;

const GLYPHS = new Map([
  [1 / 8, "⅛"],
  [1 / 4, "¼"],
  [1 / 3, "⅓"],
  [1 / 2, "½"],
  [2 / 3, "⅔"],
  [3 / 4, "¾"],
]);
const QUARTERS = [0, 1 / 4, 1 / 2, 3 / 4, 1];
const CUP_PARTS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];
const HALVES = [0, 1 / 2, 1];
const WHOLE = [0, 1];

/** 1.7 → "1¾", 0.3 with thirds → "⅓": the nearest number a cup, spoon or scale is marked with. */
function kitchenNumber(x: number, parts: readonly number[]): string {
  const whole = Math.floor(x);
  let best = 0;
  for (const p of parts) if (Math.abs(x - whole - p) < Math.abs(x - whole - best)) best = p;
  if (best === 1) return String(whole + 1);
  const frac = GLYPHS.get(best) ?? "";
  return whole === 0 ? frac || "0" : `${whole}${frac}`;
}
/** Servings, which the engine sets in quarters: 1.5 → "1½", 0.75 → "¾". */
export const servingsNumber = (x: number) => kitchenNumber(x, QUARTERS);
const numberOf = (n: string) => {
  const whole = /^\d+/.exec(n)?.[0] ?? "0";
  const frac = [...GLYPHS].find(([, g]) => n.endsWith(g))?.[0] ?? 0;
  return Number(whole) + frac;
};
const counted = (n: string, one: string, many: string) => `${n} ${numberOf(n) > 1 ? many : one}`;

/**
 * The measuring spoons between a pinch and a quarter cup, in teaspoons: the planner's ingredient lines
 * (planner/output/spoons.ts) and the imperial amounts here both measure with them, each naming its own
 * ends ("pinch" / "a pinch", "4 tbsp" / "¼ cup").
 */
export const SPOON_STEPS: readonly (readonly [tsp: number, text: string])[] = [
  [1 / 8, "⅛ tsp"],
  [1 / 4, "¼ tsp"],
  [1 / 2, "½ tsp"],
  [3 / 4, "¾ tsp"],
  [1, "1 tsp"],
  [1.5, "1½ tsp"],
  [2, "2 tsp"],
  [2.5, "2½ tsp"],
  [3, "1 tbsp"],
  [4.5, "1½ tbsp"],
  [6, "2 tbsp"],
  [7.5, "2½ tbsp"],
  [9, "3 tbsp"],
  [10.5, "3½ tbsp"],
];

/** The rung nearest `x` by ratio (a pinch is as far below ⅛ tsp as ¼ tsp is above it). */
export function nearestByRatio<T>(x: number, rungs: readonly (readonly [number, T])[]): readonly [number, T] {
  let best = rungs[0] as readonly [number, T];
  for (const r of rungs) if (Math.abs(Math.log(x / r[0])) < Math.abs(Math.log(x / best[0]))) best = r;
  return best;
}

/** Measuring spoons in teaspoons, up to a quarter cup; an amount takes the nearest by ratio. */
const SPOONS = [[1 / 16, "a pinch"], ...SPOON_STEPS, [12, "¼ cup"]] as const;
const spoons = (tsp: number): string => nearestByRatio(tsp, SPOONS)[1];

/** Spoons below a quarter cup, then cups; below ½ cup, whole tablespoons where no cup mark is near. */
function volume(ml: number): string {
  const tsp = ml / ML_PER_TSP;
  if (tsp < TSP_PER_CUP / 4) return spoons(tsp);
  const cups = ml / ML_PER_CUP;
  const n = kitchenNumber(cups, CUP_PARTS);
  if (cups < 1 / 2 && Math.abs(numberOf(n) - cups) / cups > 0.1) return `${Math.round(tsp / 3)} tbsp`;
  return counted(n, "cup", "cups");
}

/**
 * What a food is, read from its name, for amounts too small to weigh: grams in a level teaspoon
 * (from SR28's household measures) and whether a cook spoons it (spices, herbs, fats, nuts, seeds,
 * sauces) rather than weighs it (meat, fish, cheese, bread, vegetables). The first match wins.
 */
const KINDS: readonly (readonly [name: RegExp, gPerTsp: number, spooned: boolean])[] = [
  [/parmesan|pecorino|grated/, 1.7, true],
  [/yogurt|yoghurt|\bcurd\b|sour cream|cream cheese|ricotta|cottage cheese|hummus/, 5, true],
  [
    /chicken|beef|pork|lamb|mutton|turkey|\bham\b|bacon|sausage|fish|salmon|tuna|\bcod\b|bass|shrimp|prawn|anchov|sardine|tofu|tempeh|seitan|\beggs?\b|\bbread\b|tortilla|pita|naan|cheese|cheddar|mozzarella|feta|paneer|halloumi|queso|monterey/,
    3,
    false,
  ],
  [/\bsalt\b/, 6, true],
  [/baking (powder|soda)/, 4.6, true],
  [/cocoa/, 1.8, true],
  [/honey|syrup|molasses|jaggery/, 7, true],
  [
    /(nut|almond|peanut|cashew|seed) butter|tahini|paste|sauce|ketchup|mayonnaise|horseradish|miso|pesto|chutney|tamarind|mustard(?! seed| green)/,
    5.3,
    true,
  ],
  [/butter(?! bean| lettuce)|ghee|\blard\b|margarine|\boil\b/, 4.7, true],
  [/sugar|sweetener/, 4.2, true],
  [/flour|starch|cornmeal|semolina|besan|breadcrumbs|panko|gluten|protein powder/, 2.6, true],
  [/yeast/, 3, true],
  [
    /\bleaves\b|parsley|cilantro|\bdill\b|\bmint\b|basil|chives|tarragon|methi|scallion|spring onion/,
    1,
    true,
  ],
  [/thyme|oregano|rosemary|\bsage\b|marjoram|herbs/, 1, true],
  [
    /powder|\bground\b|masala|cumin|turmeric|paprika|cinnamon|cardamom|nutmeg|\bcloves\b|chil+i flakes|cayenne|(black|white) pepper|peppercorn|saffron|asafoetida|ajwain|sumac|allspice|star anise|caraway|fenugreek|spice|seasoning/,
    2.5,
    true,
  ],
  [/seeds?\b|flaxseed|\bchia\b|\bhemp\b/, 3, true],
  [/nuts?\b|almonds?\b|walnut|pecan|pistachio|cashew|hazelnut|peanut|macadamia|coconut/, 3, true],
  [/raisin|cranberries|currants|sultanas|olives|capers/, 3, true],
  [/oats/, 1.7, true],
  [/\bdal\b|rice|lentil|quinoa|millet|couscous|bulgur|barley|chickpea|beans/, 4, true],
  [/ginger/, 2, true],
];
const DEFAULT_KIND = [/./, 3, false] as const;
/**
 * Foods a cook counts, up to a number still worth counting: a clove of garlic weighs about 3 g, a sheet
 * of nori 2.5 g, a bay leaf 0.2 g, a curry leaf 0.1 g, a large egg 50 g.
 */
const COUNTS: readonly (readonly [name: RegExp, grams: number, one: string, many: string, most: number])[] = [
  [/^garlic$/, 3, "clove", "cloves", 12],
  [/^nori\b/, 2.5, "sheet", "sheets", 10],
  [/^bay lea/, 0.2, "leaf", "leaves", 20],
  [/^curry lea/, 0.1, "leaf", "leaves", 30],
  [/^eggs?$/, 50, "egg", "eggs", 60],
];
const countOf = (food: string, grams: number) => {
  const c = COUNTS.find(([re]) => re.test(food.toLowerCase().trim()));
  if (!c || grams / c[1] > c[4] || grams / c[1] < (c[1] < 1 ? 1 : 0.5)) return undefined;
  const n = kitchenNumber(grams / c[1], c[1] < 1 ? WHOLE : HALVES);
  // "2 eggs", not "2 eggs egg": the unit is the food itself.
  return { text: counted(n, c[2], c[3]), whole: c[2] === food.trim() || c[3] === food.trim() };
};

/** Below a quarter ounce nothing reads in ounces: "0.1 oz" is not on any kitchen scale. */
const SPOON_BELOW_G = G_PER_OZ / 4;

/**
 * The amount as a cook measures it: "a pinch", "¼ tsp", "2 cloves", "4¼ oz", "2¾ lb". `gPerTsp` is the
 * food's own density when its household measure is a spoon or a cup; otherwise its kind's.
 */
function weight(grams: number, food: string, gPerTsp?: number): string {
  const count = countOf(food, grams);
  if (count) return count.text;
  const name = food.toLowerCase();
  const [, kindTsp, spooned] = KINDS.find(([re]) => re.test(name)) ?? DEFAULT_KIND;
  const tsp = grams / (gPerTsp ?? kindTsp);
  if (((spooned || gPerTsp) && tsp <= TSP_PER_CUP / 4) || grams < SPOON_BELOW_G) return spoons(tsp);
  const oz = grams / G_PER_OZ;
  const n = kitchenNumber(oz, oz < 8 ? QUARTERS : oz < 12 ? HALVES : WHOLE);
  if (numberOf(n) < OZ_PER_LB) return `${n} oz`;
  const lb = oz / OZ_PER_LB;
  return `${kitchenNumber(lb, lb < 5 ? QUARTERS : HALVES)} lb`;
}

const AMOUNT = /^(\d+(?:\.\d+)?) (g|kg|ml|l)\b/;
/** A counted line's weight: "2 eggs (100 g)", "3 slices whole-wheat bread (96 g)", a pot's "about 6 eggs (288 g)". */
const COUNTED_WEIGHT = /^((?:about )?\d+ [^()]+) \((\d+(?:\.\d+)?) g\)$/;

/** A counted ingredient line in imperial: the count stays and its weight reads in ounces. */
function countedLine(text: string): string {
  const m = COUNTED_WEIGHT.exec(text);
  if (!m) return text;
  const oz = Number(m[2]) / G_PER_OZ;
  return `${m[1]} (${kitchenNumber(oz, oz < 8 ? QUARTERS : HALVES)} oz)`;
}
const BASE: Record<string, number> = { g: 1, kg: 1000, ml: 1, l: 1000 };
const isWeight = (unit: string) => unit === "g" || unit === "kg";
/** "a pinch" of something reads "a pinch of salt"; "a few drops" likewise. */
const joined = (amount: string, rest: string) =>
  amount.startsWith("a ") && !/^\s*of\b/.test(rest) ? `${amount} of${rest}` : `${amount}${rest}`;
const inSpoons = (amount: string) => / (tsp|tbsp|cups?)$/.test(amount) || amount.startsWith("a ");

/** A shopping quantity's household measure, "(about 1.5 cups, cubed)", and the spoons it stands for. */
const HOUSEHOLD = /^ \(about (\d+(?:\.\d+)?) (tsp|tbsp|cups?|fl oz|oz|lb)\b([^()]*)\)/;
const MEASURE_TSP: Record<string, number> = { tsp: 1, tbsp: 3, cup: TSP_PER_CUP, cups: TSP_PER_CUP };

/** In imperial, "(about 1 cup, chopped (1/2" pieces))" reads "(about 1 cup, chopped, ½" pieces)", "3.5" "3½". */
const tidy = (tail: string) =>
  tail
    .replace(/\bfl, oz\b/g, "fl oz")
    .replace(/\b1\/2"/g, '½"')
    .replace(/\b1\/4"/g, '¼"')
    .replace(/\b(\d+)\.5\b/g, "$1½")
    .replace(/ \((\d[^()]*\b(?:oz|g))\)/g, " of $1")
    .replace(/ \(([^()]*)\)(?=[^()]*\))/g, ", $1");

/** A shopping quantity in imperial: the household measure stays where it adds to the amount. */
function shoppingAmount(n: number, unit: string, raw: string, food: string): string {
  const tail = raw.replace(/\bfl, oz\b/, "fl oz");
  const h = HOUSEHOLD.exec(tail);
  const spoonsOf = h ? (MEASURE_TSP[h[2] ?? ""] ?? 0) * Number(h[1]) : 0;
  const base = n * (BASE[unit] ?? 1);
  const amount = isWeight(unit)
    ? weight(base, food, spoonsOf > 0 ? base / spoonsOf : undefined)
    : volume(base);
  // "16 eggs (about 16 large)" would count them twice.
  if (isWeight(unit) && countOf(food, base)) return amount;
  if (!h) return `${amount}${tidy(tail)}`;
  const rest = tail.slice(h[0].length);
  // Ounces beside ounces, or spoons beside spoons, say the same thing twice.
  if (spoonsOf === 0 || inSpoons(amount)) return `${amount}${tidy(rest)}`;
  return `${amount}${tidy(` (about ${volume(spoonsOf * ML_PER_TSP)}${h[3] ?? ""})${rest}`)}`;
}

/**
 * Rewrites the metric amount at the start of a plan line in the chosen system. For an ingredient line
 * ("120 g rolled oats", "250 ml milk") the food is the rest of the line; a shopping quantity ("1.2 kg
 * (about 8 cups)") names its food separately (without it, the amount is read as an unknown food).
 * Anything else ("8 tea bags", "¼ tsp salt") stays.
 */
export function showAmount(text: string, system: UnitSystem, food?: string): string {
  const m = AMOUNT.exec(text);
  if (!m) return system === "metric" ? text : countedLine(text);
  const [head, num = "0", unit = "g"] = m;
  const rest = text.slice(head.length);
  if (system === "metric") return text;
  // A quantity alone, or with its household measure, is a shopping quantity even when its food is not named.
  const quantity = food ?? (rest === "" || rest.startsWith(" (") ? "" : undefined);
  if (quantity !== undefined) return shoppingAmount(Number(num), unit, rest, quantity);
  const base = Number(num) * (BASE[unit] ?? 1);
  if (isWeight(unit) && countOf(rest, base)?.whole) return countOf(rest, base)?.text ?? text;
  return joined(isWeight(unit) ? weight(base, rest) : volume(base), rest);
}

const STEP_AMOUNT = /(\b[Aa]n? )?\b(\d+(?:\.\d+)?) ?(ml|g|kg|l|°C|cm|mm)(?![\w°])/g;

/** °F as an oven dial reads (to 25 °F) or, below boiling, as a thermometer does (to 1 °F). */
function fahrenheit(c: number): string {
  const f = (c * 9) / 5 + 32;
  return `${c >= 100 ? Math.round(f / 25) * 25 : Math.round(f)} °F`;
}
/** "2 cm cubes" read "¾-inch cubes"; "cover by 3 cm" reads "cover by 1¼ inches". */
const ATTRIBUTIVE =
  /^ (?!(thick|thin|long|wide|deep|high|apart|between|across|each|of|and|or|to|in|on|at|by|with)\b)[a-z]/;
function inches(cm: number, after: string): string {
  const x = cm / CM_PER_IN;
  const n = x < 0.19 ? "⅛" : kitchenNumber(x, x < 2 ? QUARTERS : x < 6 ? HALVES : WHOLE);
  return ATTRIBUTIVE.test(after) ? `${n}-inch` : counted(n, "inch", "inches");
}

/**
 * A recipe step in the chosen system: "simmer in 400 ml water" reads "simmer in 1⅔ cups water",
 * "bake at 200 °C" "bake at 400 °F", "a 20 cm pan" "an 8-inch pan". Metric steps are left as written.
 */
export function showStep(step: string, system: UnitSystem): string {
  if (system === "metric") return step;
  return step.replace(STEP_AMOUNT, (whole, article: string | undefined, num: string, unit: string, at) => {
    const n = Number(num);
    const after = step.slice(at + whole.length);
    let shown: string;
    if (unit === "°C") shown = fahrenheit(n);
    else if (unit === "cm" || unit === "mm") shown = inches(unit === "mm" ? n / 10 : n, after);
    else {
      const base = n * (BASE[unit] ?? 1);
      shown = isWeight(unit) ? weight(base, after.split(/[,.;]/)[0] ?? "") : volume(base);
      const of = /^\s*of\b/.test(after) ? "" : " of";
      if (shown.startsWith("a ")) return `${article?.[0] ?? "a"} ${shown.slice(2)}${of}`;
    }
    // "a 20 cm pan" becomes "an 8-inch pan".
    const an = /^(8|11(?!\d)|18(?!\d))/.test(shown);
    return article ? `${article[0]}${an ? "n" : ""} ${shown}` : shown;
  });
}
