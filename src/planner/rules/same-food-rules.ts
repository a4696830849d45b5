import {
  ONE_FOOD_GRAMS_MAX,
  ONE_FOOD_MAIN_MEALS_MAX,
  ONE_FOOD_MAIN_SHARE,
} from "../../shared/nutrition-figures";
import type { Food } from "../library/library-types";
import type { RecipeFacts } from "../library/prepare-library";
import { fmt } from "../output/format";
import type { DayRule } from "./day-rule";
import { ANOTHER, CHECK_EPS } from "./rule-text";

// The same food all day (docs/nutrition.md §5): no food other than grains and breads, fats, drinks
// and seasonings is a main part (a tenth or more of the energy) of three meals of a day, and no solid
// food passes 500 g in a day. The variety rule counts recipes; this one reads what is in them.

const INF = Number.POSITIVE_INFINITY;

/** Aisles whose foods may carry any number of meals: grains and breads, fats, drinks, seasonings. */
const STAPLE_AISLES: ReadonlySet<string> = new Set([
  "Grains, Pasta & Rice",
  "Bakery",
  "Oils, Vinegars & Condiments",
  "Spices & Herbs",
  "Beverages",
  "Baking",
]);

/** A cooking fat (butter, ghee, lard, oil): at least this much fat per 100 g. */
const COOKING_FAT_G_PER_100G = 80;

/** Whether a food may be a main part of every meal of a day (a staple: grains, breads, fats, drinks, seasonings). */
export const isStaple = (food: Food): boolean =>
  STAPLE_AISLES.has(food.aisle) || food.per100g.fat_g >= COOKING_FAT_G_PER_100G;

/** Whether a food is eaten by weight (not a drink, water or another liquid measured by volume). */
export const isSolid = (food: Food): boolean =>
  food.aisle !== "Beverages" && food.id !== "water" && food.gPerMl === undefined;

/** Grams per serving below which a food cannot bring a day near 500 g (the search skips them). */
const NEGLIGIBLE_G = 20;

export interface SameFoodPart {
  food: Food;
  gramsPerServing: number;
  /** A non-staple food that gives a tenth or more of the recipe's energy. */
  main: boolean;
  /** A solid food the 500 g bound reads. */
  weighed: boolean;
}

/** The foods of a recipe that the rule reads, with their grams per serving. */
export function sameFoodParts(f: RecipeFacts): SameFoodPart[] {
  const kcal = f.perServing.kcal;
  const byId = new Map<string, SameFoodPart>();
  for (const p of f.parts) {
    const prev = byId.get(p.food.id);
    const grams = (prev?.gramsPerServing ?? 0) + p.grams;
    byId.set(p.food.id, { food: p.food, gramsPerServing: grams, main: false, weighed: false });
  }
  return [...byId.values()].flatMap((x) => {
    const share = kcal > 0 ? (x.food.per100g.kcal * x.gramsPerServing) / 100 / kcal : 0;
    const main = !isStaple(x.food) && share >= ONE_FOOD_MAIN_SHARE;
    const weighed = isSolid(x.food) && x.gramsPerServing >= NEGLIGIBLE_G;
    return main || weighed ? [{ ...x, main, weighed }] : [];
  });
}

/**
 * The rule's soft goal, in the units of the day's soft score (one percent of calorie error costs
 * W_KCAL_PER_PCT 10): each food that is a main part of two of the day's breakfast, lunch and dinner
 * (eggs at breakfast and again at dinner, potatoes in both the lunch stew and the dinner roast) costs
 * this much, so the two main meals of a day are built on different foods where others fit as well.
 * Also where the rule itself is set aside for a week. Measured on bench:practical's realistic set
 * (2026-11-27): without it 47 % of days had such a food (eggs on 320 days, potatoes on 265); 10 left
 * 29 %, 20 left 18 % and 40 12 %, at lines to buy 26 → 27 at the median, own-cuisine share 97.4 →
 * 97.0-97.3 %; over three draws of 300 (seeds 2025, 7, 99) weeks over 40 lines to buy were 0, 0 and 0
 * at 10 against 0, 0 and 2 at 20 and 0, 2 and 2 at 40, and 40 left two main meals under 10 g protein.
 */
export const W_TWO_MAINS = 10;

export const ONE_FOOD: DayRule = {
  group: "one_food",
  score(d) {
    if (d.on.one_food) d.hard += 100 * d.sameFood;
    d.soft += W_TWO_MAINS * d.twoMains;
  },
  model(m) {
    if (!m.on("one_food")) return;
    const cellsOf = new Map<string, { y: number; q: number; main: boolean; weighed: boolean; g: number }[]>();
    for (const c of m.cells)
      for (const p of sameFoodParts(c.facts)) {
        const list = cellsOf.get(p.food.id) ?? [];
        const main = p.main && m.slotMeals[c.slot] !== "snack";
        list.push({ y: c.y, q: c.q, main, weighed: p.weighed, g: p.gramsPerServing / 4 });
        cellsOf.set(p.food.id, list);
      }
    for (const cells of cellsOf.values()) {
      // Σ picks of the recipes it is a main part of, in breakfast, lunch and dinner ≤ 2.
      const mains = cells.filter((c) => c.main);
      if (mains.length > ONE_FOOD_MAIN_MEALS_MAX)
        m.addRow(
          -INF,
          ONE_FOOD_MAIN_MEALS_MAX,
          mains.map((c) => [c.y, 1] as const),
        );
      // Σ quarter servings × its grams per quarter ≤ 500.
      const weighed = cells.filter((c) => c.weighed);
      if (weighed.length > 0)
        m.addRow(
          -INF,
          ONE_FOOD_GRAMS_MAX,
          weighed.map((c) => [c.q, c.g] as const),
        );
    }
  },
  check: ({ name, foods }) =>
    foods.flatMap((f) => [
      ...(f.mainMeals > ONE_FOOD_MAIN_MEALS_MAX
        ? [`${name}: ${f.name} is a main part of ${f.mainMeals} meals`]
        : []),
      ...(f.solid && f.grams > ONE_FOOD_GRAMS_MAX + CHECK_EPS
        ? [`${name}: ${fmt(f.grams)} g of ${f.name}, over ${ONE_FOOD_GRAMS_MAX} g in a day`]
        : []),
    ]),
  refusal: ({ diet }) => ({
    rule: `No food in three meals of a day or over ${ONE_FOOD_GRAMS_MAX} g a day`,
    message: `Every choice of ${diet} recipes that meets your targets leans on one food for three meals of a day or more than ${ONE_FOOD_GRAMS_MAX} g of it.`,
    suggestion: ANOTHER,
  }),
};

/**
 * A finished day's foods as the check reads them, from each meal's items: the breakfast, lunch and
 * dinner a food is a main part of (a tenth of the meal's energy, not a staple), and its grams.
 */
export function dayFoods(
  meals: readonly { main: boolean; parts: readonly { food: Food; grams: number }[] }[],
): { name: string; mainMeals: number; grams: number; solid: boolean }[] {
  const byId = new Map<string, { name: string; mainMeals: number; grams: number; solid: boolean }>();
  for (const m of meals) {
    const kcal = m.parts.reduce((a, p) => a + (p.food.per100g.kcal * p.grams) / 100, 0);
    const inMeal = new Map<string, number>();
    for (const p of m.parts) {
      const x = byId.get(p.food.id) ?? { name: p.food.name, mainMeals: 0, grams: 0, solid: isSolid(p.food) };
      x.grams += p.grams;
      byId.set(p.food.id, x);
      inMeal.set(p.food.id, (inMeal.get(p.food.id) ?? 0) + (p.food.per100g.kcal * p.grams) / 100);
    }
    if (!m.main || kcal <= 0) continue;
    for (const [id, k] of inMeal) {
      const x = byId.get(id);
      const food = m.parts.find((p) => p.food.id === id)?.food;
      if (x && food && !isStaple(food) && k >= ONE_FOOD_MAIN_SHARE * kcal) x.mainMeals++;
    }
  }
  return [...byId.values()];
}

/** The note of a week planned with the rule set aside (search/rule-relaxation.ts). */
export const ONE_FOOD_RELAXED_NOTE = `On some days one food is a main part of three meals or passes ${ONE_FOOD_GRAMS_MAX} g: with your targets and food preference no week could avoid it, so the rule that keeps a day from leaning on one food was set aside for this week. Every other rule holds.`;
