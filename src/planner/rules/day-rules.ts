import {
  FIBER,
  FISH,
  IODINE,
  KETO_NET_CARBS,
  LOW_GL,
  MEAL_CARBS,
  PCOS_PROTEIN,
  POTASSIUM,
  RED_MEAT,
} from "./condition-rules";
import { COOKING_TIME } from "./cooking-rules";
import type { DayRule, DayTally, RefusalText, RefusalWords, RuleGroup } from "./day-rule";
import { ENERGY, ENERGY_SPLIT, MEAL_ENERGY } from "./energy-rules";
import * as R from "./figures";
import { FIBER_MAX, MEAL_PROTEIN } from "./meal-rules";
import { CALCIUM, CARBS, FAT, PROTEIN, PROTEIN_MAX, SAT_FAT, SODIUM } from "./nutrient-rules";
import { ANOTHER, times } from "./rule-text";
import { ONE_FOOD } from "./same-food-rules";

// The registry: every rule of a day, each defined once with its figures (rules/figures.ts), its
// search penalty, its solver rows, its check and its words. The search, the refusal proof and the
// checker run through this list in this order (the order is part of the behaviour: it fixes the
// solver's row order and the sums' rounding).
export const DAY_RULES: readonly DayRule[] = [
  ENERGY,
  ENERGY_SPLIT,
  MEAL_ENERGY,
  PROTEIN,
  PROTEIN_MAX,
  FAT,
  CARBS,
  SAT_FAT,
  SODIUM,
  KETO_NET_CARBS,
  FIBER,
  MEAL_CARBS,
  PCOS_PROTEIN,
  POTASSIUM,
  LOW_GL,
  IODINE,
  FISH,
  RED_MEAT,
  COOKING_TIME,
  FIBER_MAX,
  MEAL_PROTEIN,
  ONE_FOOD,
  CALCIUM,
];

/**
 * Every rule's score, in the registry's order, from one function with a call site per rule. A loop
 * over DAY_RULES makes one call site see eighteen functions, which V8 will not inline; written out,
 * each call is inlined and a day scores about 1.4 times as fast (the search scores millions a plan).
 * Generated from the list, so the registry stays the one place a rule is named.
 */
export const scoreDay = new Function(
  "rules",
  `return function scoreDay(d) {\n${DAY_RULES.map((_, i) => `  rules[${i}].score(d);`).join("\n")}\n};`,
)(DAY_RULES) as (d: DayTally) => void;

const BY_GROUP = new Map(DAY_RULES.flatMap((r) => (r.group ? [[r.group, r] as const] : [])));

/** Rule groups in the order a refusal names them when several break at once. */
export const REFUSAL_ORDER: readonly RuleGroup[] = [
  // The one rule a person sets directly: named first when leaving it out alone makes the day work.
  "cooking_time",
  "sodium",
  "protein",
  "protein_max",
  "keto_net_carbs",
  "pcos_protein",
  "fat",
  "sat_fat",
  "carbs",
  "fiber",
  "fiber_max",
  "meal_protein",
  "one_food",
  "meal_carbs",
  "red_meat",
  "fish",
  "iodine",
  "meal_energy",
  "energy",
];

/** The week's variety rule, which no single day can break. */
const VARIETY = (w: RefusalWords): RefusalText => ({
  rule: `No recipe more than ${times(R.RECIPE_MAX_PER_WEEK)} a week, nor on consecutive days (a breakfast or snack up to ${times(R.ROUTINE_MAX_PER_WEEK)})`,
  message: `There are not enough different ${w.diet} recipes that fit your targets to fill seven days, even with two snacks a day and some recipes ${times(R.VARIETY_FALLBACK_MAX_USES)} a week.`,
  suggestion: ANOTHER,
});

/** The refusal's words when `group` is the rule that blocks. */
export function refusalFor(group: RuleGroup | "variety", w: RefusalWords): RefusalText {
  if (group === "variety") return VARIETY(w);
  const rule = BY_GROUP.get(group);
  if (!rule?.refusal) throw new Error(`no refusal text for ${group}`);
  return rule.refusal(w);
}
