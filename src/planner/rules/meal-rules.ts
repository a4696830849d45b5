import {
  FIBER_CEILING_G_PER_1000_KCAL,
  FIBER_CEILING_MIN_G,
  MAIN_MEAL_PROTEIN_MIN_G,
} from "../../shared/nutrition-figures";
import { fmt } from "../output/format";
import type { DayRule } from "./day-rule";
import { ANOTHER, CHECK_EPS } from "./rule-text";

// Meals that are meals (docs/nutrition.md §5) and a day's fibre ceiling (§4): breakfast, lunch and
// dinner each carry at least 10 g of protein, and a day's fibre stays at most the larger of 50 g and
// 20 g per 1,000 kcal of its target.

const INF = Number.POSITIVE_INFINITY;
/** A meal is mostly fruit when fruit is more than this share of its weight (nutrition.md §5). */
export const FRUIT_WEIGHT_SHARE_MAX = 0.6;

/** Whether fruit is more than 60 % of these foods' weight: a fruit plate, not a meal. */
export function isMostlyFruit(
  parts: readonly { food: { attrs: readonly string[] }; grams: number }[],
): boolean {
  let all = 0;
  let fruit = 0;
  for (const p of parts) {
    all += p.grams;
    if (p.food.attrs.includes("fruit")) fruit += p.grams;
  }
  return all > 0 && fruit > FRUIT_WEIGHT_SHARE_MAX * all;
}
/**
 * A breakfast that is a glass and nothing to eat (a recipe marked `drink`: a milkshake, a smoothie, a
 * spiced milk) costs the day this much, in the units of its soft score (one percent of calorie error
 * costs W_KCAL_PER_PCT 10): breakfasts as each cuisine eats them (docs/nutrition.md §5), the glass
 * kept for the mornings nothing else fits. Read on the realistic set (2026-11-28): without it 44 % of
 * Indian breakfasts were milkshakes or almond milk (120 of 273); with 20 about 10 %, the mornings moving
 * to boiled eggs or a masala omelette with soaked nuts, dahi chura and curd bowls; weeks over 40 lines
 * to buy stayed 0 on three draws of 300.
 */
export const W_DRINK_BREAKFAST = 20;

/** Slot meal codes of the day scorer: 0 breakfast, 1 lunch, 2 dinner, 3 snack. */
const SNACK = 3;

/** The day's fibre ceiling, from its energy target. */
export const fiberCeiling = (kcal: number) =>
  Math.max(FIBER_CEILING_MIN_G, (FIBER_CEILING_G_PER_1000_KCAL * kcal) / 1000);

export const FIBER_MAX: DayRule = {
  group: "fiber_max",
  score(d) {
    if (!d.on.fiber_max) return;
    const cap = fiberCeiling(d.t.calories);
    if (d.Fi > cap) d.hard += ((d.Fi - cap) / cap) * 100;
  },
  model(m) {
    if (m.on("fiber_max"))
      m.addRow(
        -INF,
        fiberCeiling(m.T) - m.F.fiber_g,
        m.lin((n) => n.fiber_g),
      );
  },
  check: ({ t, n, name }) =>
    n.fiber_g > fiberCeiling(t.calories) + CHECK_EPS
      ? [`${name}: ${fmt(n.fiber_g)} g fibre, over the day's ceiling of ${fmt(fiberCeiling(t.calories))} g`]
      : [],
  refusal: ({ t, diet }) => ({
    rule: `Fibre at most ${fmt(fiberCeiling(t.calories))} g a day`,
    message: `Every combination of ${diet} recipes that reaches your targets carries more than ${fmt(fiberCeiling(t.calories))} g of fibre a day, which brings bloating and takes minerals with it.`,
    suggestion: ANOTHER,
  }),
};

export const MEAL_PROTEIN: DayRule = {
  group: "meal_protein",
  score(d) {
    if (!d.on.meal_protein) return;
    for (let s = 0; s < d.slotProtein.length; s++) {
      const p = d.slotProtein[s] as number;
      if (p < 0 || d.slotMeal[s] === SNACK) continue;
      if (p < MAIN_MEAL_PROTEIN_MIN_G)
        d.hard += ((MAIN_MEAL_PROTEIN_MIN_G - p) / MAIN_MEAL_PROTEIN_MIN_G) * 100;
    }
  },
  model(m) {
    if (!m.on("meal_protein")) return;
    m.slotMeals.forEach((meal, s) => {
      if (meal === "snack") return;
      const cells = m.cells.filter((c) => c.slot === s);
      // Σ protein of the slot's pick ≥ 10 g × (the slot is filled).
      m.addRow(0, INF, [
        ...cells.map((c) => [c.q, c.facts.perServing.protein_g / 4] as const),
        ...cells.map((c) => [c.y, -MAIN_MEAL_PROTEIN_MIN_G] as const),
      ]);
    });
  },
  check: ({ name, meals }) =>
    meals.flatMap((x) => [
      ...(x.main && x.protein_g < MAIN_MEAL_PROTEIN_MIN_G - CHECK_EPS
        ? [`${name} ${x.name}: ${fmt(x.protein_g)} g protein, under ${MAIN_MEAL_PROTEIN_MIN_G} g for a meal`]
        : []),
      ...(x.main && x.mostlyFruit ? [`${name} ${x.name}: mostly fruit, served as a meal`] : []),
    ]),
  refusal: ({ diet }) => ({
    rule: `Breakfast, lunch and dinner with at least ${MAIN_MEAL_PROTEIN_MIN_G} g protein each`,
    message: `No choice of ${diet} recipes gives every meal of a day ${MAIN_MEAL_PROTEIN_MIN_G} g of protein while meeting your other rules.`,
    suggestion: ANOTHER,
  }),
};
