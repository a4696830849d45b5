import { KCAL_TOLERANCE, PROTEIN_MAX_FRACTION, PROTEIN_MIN_FRACTION, pct, pctRange } from "./day-bands";
import type { ActivityLevel, FitnessGoal, Gender, MealType } from "./domain";

export { KCAL_TOLERANCE, PROTEIN_MAX_FRACTION, PROTEIN_MIN_FRACTION, pct, pctRange } from "./day-bands";

// The figures people read about their plan, in one place: the planning engine plans and checks by
// them (src/planner/rules/figures.ts re-exports them), and the FAQ, the how-it-works steps, the
// feature copy and the plan viewer's nutrition bars write them from here. Sources are those of
// docs/nutrition.md (cited as N§n). Changing a figure here changes the engine and the copy together.

// ── Energy (N§1) ──────────────────────────────────────────────────────────────────────────────────
/** Weight loss: 20 % of TDEE clamped to 300–750 kcal (AHA/ACC/TOS: 500–750 kcal/day). */
export const LOSS_DEFICIT_SHARE = 0.2;
export const LOSS_DEFICIT_MIN_KCAL = 300;
export const LOSS_DEFICIT_MAX_KCAL = 750;
/** Weight gain: 15 % of TDEE clamped to 250–500 kcal. */
export const GAIN_SURPLUS_SHARE = 0.15;
export const GAIN_SURPLUS_MIN_KCAL = 250;
export const GAIN_SURPLUS_MAX_KCAL = 500;
/** Weight-loss floors (N§1): 1,500 kcal male, 1,200 kcal female and other. */
export const LOSS_FLOOR_KCAL: Record<Gender, number> = { male: 1500, female: 1200, other: 1200 };
/** BMI below 18.5 with goal weight_loss is refused (N§1). */
export const UNDERWEIGHT_BMI = 18.5;

// ── Protein (N§2) ─────────────────────────────────────────────────────────────────────────────────
/**
 * Protein g per kg of reference weight, by goal and activity (N§2; ISSN position stand, Jäger 2017:
 * 1.4–2.0 g/kg for exercising people; RDA 0.8): weight loss 1.2 when sedentary or lightly active and
 * 1.6 when more active, weight gain 1.6 (1.8 when very or extremely active), maintain 1.0.
 */
export const PROTEIN_G_PER_KG: Record<FitnessGoal, Record<ActivityLevel, number>> = {
  weight_loss: {
    sedentary: 1.2,
    lightly_active: 1.2,
    moderately_active: 1.6,
    very_active: 1.6,
    extremely_active: 1.6,
  },
  weight_gain: {
    sedentary: 1.6,
    lightly_active: 1.6,
    moderately_active: 1.6,
    very_active: 1.8,
    extremely_active: 1.8,
  },
  maintain: {
    sedentary: 1.0,
    lightly_active: 1.0,
    moderately_active: 1.0,
    very_active: 1.0,
    extremely_active: 1.0,
  },
};
/** From BMI 30 protein is counted per kg of an adjusted body weight (N§2). */
export const ADJUSTED_WEIGHT_FROM_BMI = 30;
/** The protein target is kept within 15–35 % of energy (N§2). */
export const PROTEIN_SHARE_MIN = 0.15;
export const PROTEIN_SHARE_MAX = 0.35;

// ── Fat, carbohydrate, fibre, sodium (N§2–N§4) ────────────────────────────────────────────────────
/** Fat 25–35 % of energy, keto 60–75 % (N§2, N§4). Hard. */
export const FAT_SHARE = { min: 0.25, max: 0.35 } as const;
export const KETO_FAT_SHARE = { min: 0.6, max: 0.75 } as const;
/** Carbohydrate 45–65 % (IOM AMDR): the upper bound is held hard, the lower one is a soft goal (N§2). */
export const CARB_SHARE = { softMin: 0.45, max: 0.65 } as const;
/** Diabetes and PCOS: carbohydrate at most 45 % of energy (N§3). */
export const LOW_CARB_SHARE_MAX = 0.45;
/** Keto: net carbohydrate (carbohydrate − fibre) at most 50 g/day (N§4). */
export const KETO_NET_CARBS_MAX_G = 50;
/** Fibre at least 14 g per 1,000 kcal (IOM 2005): soft, hard with diabetes (N§3). */
export const FIBER_G_PER_1000_KCAL = 14;
/** Fibre ceiling: at most the larger of 50 g and 20 g per 1,000 kcal a day (nutrition.md §4). */
export const FIBER_CEILING_MIN_G = 50;
export const FIBER_CEILING_G_PER_1000_KCAL = 20;
/** Breakfast, lunch and dinner each carry at least this much protein (nutrition.md §5). */
export const MAIN_MEAL_PROTEIN_MIN_G = 10;

/**
 * The same food all day (docs/nutrition.md §5): a food other than grains and breads, fats, drinks and
 * seasonings that gives a tenth or more of a meal's energy is a main part of it, and may be one in at
 * most two of a day's breakfast, lunch and dinner; no solid food passes 500 g in a day.
 */
export const ONE_FOOD_MAIN_SHARE = 0.1;
export const ONE_FOOD_MAIN_MEALS_MAX = 2;
export const ONE_FOOD_GRAMS_MAX = 500;
/** Saturated fat below 10 % of energy soft (WHO, DGA 2020–2025), below 12 % hard (N§2). */
export const SAT_FAT_SHARE_SOFT = 0.1;
export const SAT_FAT_SHARE_HARD = 0.12;
/** Sodium at most 2,300 mg/day (DGA); 1,500 mg with high blood pressure (DASH / NHLBI). Hard. */
export const SODIUM_MAX_MG = 2300;
export const SODIUM_MAX_HBP_MG = 1500;

/**
 * Calcium RDA, mg a day (IOM 2011; N§1 for children 4–12, N§2 from 13), by the age each band starts
 * at: 1,000 ages 4–8, 1,300 ages 9–18, 1,000 ages 19–50 and men 51–70, 1,200 women from 51 and men
 * from 71. "Other" takes the mean of the two (product choice, as for the BMR's constant).
 */
export const CALCIUM_RDA_MG: readonly { fromAge: number; male: number; female: number }[] = [
  { fromAge: 4, male: 1000, female: 1000 },
  { fromAge: 9, male: 1300, female: 1300 },
  { fromAge: 19, male: 1000, female: 1000 },
  { fromAge: 51, male: 1000, female: 1200 },
  { fromAge: 71, male: 1200, female: 1200 },
];
/** Soft goal (N§2): the week's daily average at least 80 % of the RDA; below it the notes say so. */
export const CALCIUM_GOAL_SHARE = 0.8;

/** The calcium RDA for an age and gender, mg a day. */
export function calciumRdaMg(age: number, gender: Gender): number {
  let band = CALCIUM_RDA_MG[0] as (typeof CALCIUM_RDA_MG)[number];
  for (const b of CALCIUM_RDA_MG) if (age >= b.fromAge) band = b;
  return gender === "other" ? (band.male + band.female) / 2 : band[gender];
}

// ── Meals and the week (N§5) ──────────────────────────────────────────────────────────────────────
/** Soft energy split (N§5): breakfast 25 %, lunch 35 %, dinner 30 %, snacks 10 %. */
export const ENERGY_SPLIT: Record<MealType, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.3,
  snack: 0.1,
};
/** Hard: no single meal carries more than 45 % of the day's energy (N§5). */
export const MEAL_ENERGY_SHARE_MAX = 0.45;
/** Variety: a recipe at most twice a week and never on consecutive days. */
export const RECIPE_MAX_PER_WEEK = 2;
/**
 * Variety's one exception: a breakfast or snack may be a routine, cooked up to four times a week and on
 * days in a row, as most people eat the same breakfast on most mornings (the "weekday
 * breakfasts may repeat as people's do"). Lunches and dinners keep RECIPE_MAX_PER_WEEK.
 */
export const ROUTINE_MAX_PER_WEEK = 4;

// ── How the figures are written ───────────────────────────────────────────────────────────────────
/** "1,850" for 1849.6: whole numbers with thousands separators. */
export function fmt(n: number): string {
  return Math.round(n).toLocaleString("en-US");
}

/** "twice" for 2: how often a weekly rule allows something. */
export function timesText(n: number): string {
  return n === 1
    ? "once"
    : n === 2
      ? "twice"
      : n === 3
        ? "three times"
        : n === 4
          ? "four times"
          : `${n} times`;
}

/**
 * The figures as the product's copy writes them. A function, not a constant, so a page that writes
 * none of them (the landing page) does not carry them.
 */
export function figureText() {
  return {
    /** "5 %": how far a day may be from its energy target, either way. */
    energyTolerance: pct(KCAL_TOLERANCE),
    /** "90–135 %": the share of the protein target every day lands in. */
    proteinBand: pctRange(PROTEIN_MIN_FRACTION, PROTEIN_MAX_FRACTION),
    proteinShare: pctRange(PROTEIN_SHARE_MIN, PROTEIN_SHARE_MAX),
    sodiumMax: `${fmt(SODIUM_MAX_MG)} mg`,
    sodiumMaxHbp: `${fmt(SODIUM_MAX_HBP_MG)} mg`,
    lowCarbMax: pct(LOW_CARB_SHARE_MAX),
    recipeMaxPerWeek: timesText(RECIPE_MAX_PER_WEEK),
    routineMaxPerWeek: timesText(ROUTINE_MAX_PER_WEEK),
  };
}
