import type { ActivityLevel, Gender, MealType } from "../../shared/domain";

// Every product choice of the planning engine, in one place. Sources: docs/nutrition.md (cited as N§n, its
// n-th section: 1 energy, 2 macronutrients, 3 conditions, 4 diets, 5 meals) and the rules (issue 3).
// Changing a figure here changes the engine, the checker and the plan notes together. The figures people also
// read in the site's copy and the plan viewer live in src/shared/nutrition-figures.ts and are re-exported
// here, so the engine, the copy and the viewer's nutrition bars cannot disagree.

export {
  ADJUSTED_WEIGHT_FROM_BMI,
  CALCIUM_GOAL_SHARE,
  CALCIUM_RDA_MG,
  CARB_SHARE,
  calciumRdaMg,
  ENERGY_SPLIT,
  FAT_SHARE,
  FIBER_G_PER_1000_KCAL,
  GAIN_SURPLUS_MAX_KCAL,
  GAIN_SURPLUS_MIN_KCAL,
  GAIN_SURPLUS_SHARE,
  KCAL_TOLERANCE,
  KETO_FAT_SHARE,
  KETO_NET_CARBS_MAX_G,
  LOSS_DEFICIT_MAX_KCAL,
  LOSS_DEFICIT_MIN_KCAL,
  LOSS_DEFICIT_SHARE,
  LOSS_FLOOR_KCAL,
  LOW_CARB_SHARE_MAX,
  MEAL_ENERGY_SHARE_MAX,
  PROTEIN_G_PER_KG,
  PROTEIN_MAX_FRACTION,
  PROTEIN_MIN_FRACTION,
  PROTEIN_SHARE_MAX,
  PROTEIN_SHARE_MIN,
  RECIPE_MAX_PER_WEEK,
  ROUTINE_MAX_PER_WEEK,
  SAT_FAT_SHARE_HARD,
  SAT_FAT_SHARE_SOFT,
  SODIUM_MAX_HBP_MG,
  SODIUM_MAX_MG,
  UNDERWEIGHT_BMI,
} from "../../shared/nutrition-figures";

import { UNDERWEIGHT_BMI } from "../../shared/nutrition-figures";

export const ENGINE_VERSION = "1.0.0";

// ── Energy (N§1) ──────────────────────────────────────────────────────────────────────────────────
/** Mifflin-St Jeor sex constants; 'other' is the midpoint (the combined equation with sex = 0.5). */
export const BMR_SEX_CONSTANT: Record<Gender, number> = { male: 5, female: -161, other: -78 };
/** Mifflin-St Jeor coefficients per kg, per cm, per year of age. */
export const BMR_PER_KG = 10;
export const BMR_PER_CM = 6.25;
export const BMR_PER_YEAR = -5;

export const ACTIVITY_FACTORS: Record<ActivityLevel, number> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extremely_active: 1.9,
};

/** Targets are rounded to the nearest 10 kcal. */
export const TARGET_ROUNDING_KCAL = 10;

/** Age 13–17 (N§1 safety rules): weight loss uses at most a 10 % deficit and at most 300 kcal. */
export const TEEN_MAX_AGE = 17;
export const TEEN_DEFICIT_SHARE = 0.1;
export const TEEN_DEFICIT_MAX_KCAL = 300;

/** The refusal below UNDERWEIGHT_BMI with goal weight_loss (N§1), word for word. */
export const UNDERWEIGHT_LOSS_MESSAGE = `Weight-loss plans are not offered below a BMI of ${UNDERWEIGHT_BMI}. Choose Maintain or Gain weight.`;

// ── Macronutrients and daily limits (N§2) ─────────────────────────────────────────────────────────
export const KCAL_PER_G = { protein: 4, carbs: 4, fat: 9 } as const;
/**
 * The reference weight protein is counted per kg of (N§2; ASPEN and ESPEN use ideal or adjusted weight
 * in obesity): the actual weight below BMI ADJUSTED_WEIGHT_FROM_BMI; from it the adjusted body weight,
 * IBW + 0.4 × (actual − IBW), with the ideal body weight (IBW) by Devine and never above the actual weight.
 */
export const ADJUSTED_WEIGHT_SHARE = 0.4;
/** Devine: base kg at 152.4 cm (60 in), plus 0.9 kg per cm above; 'other' is the midpoint. */
export const IBW_BASE_KG: Record<Gender, number> = { male: 50, female: 45.5, other: 47.75 };
export const IBW_BASE_HEIGHT_CM = 152.4;
export const IBW_KG_PER_CM = 0.9;
/** Product choice inside the 15–35 % range: keto keeps protein at most 30 % so 60 % fat still fits. */
export const KETO_PROTEIN_SHARE_MAX = 0.3;
/** Soft: protein above 115 % of the target is penalised (N§2). */
export const PROTEIN_SOFT_MAX_FRACTION = 1.15;
/**
 * With high blood pressure a recipe's added salt (its "salt" role line) is halved: the DASH advice to
 * salt lightly, and what leaves room for three meals under the 1,500 mg day.
 */
export const REDUCED_SALT_FACTOR = 0.5;
/** Potassium soft goal with high blood pressure (National Academies 2019). */
export const POTASSIUM_GOAL_MG: Record<Gender, number> = { male: 3400, female: 2600, other: 3000 };

// ── Conditions (N§3) and diets (N§4) ──────────────────────────────────────────────────────────────
/** Diabetes: no single meal carries more than 40 % of the day's carbohydrate. */
export const DIABETES_MEAL_CARB_SHARE_MAX = 0.4;
/** PCOS: protein at least 20 % of energy. */
export const PCOS_PROTEIN_SHARE_MIN = 0.2;
/** Product choice: a recipe counts as keto when one serving has at most 12 g net carbohydrate. */
export const KETO_RECIPE_NET_CARBS_MAX_G = 12;
/** Mediterranean: fish or seafood at least twice a week, red meat at most twice a week (N§4). */
export const MED_FISH_MEALS_MIN = 2;
export const MED_RED_MEAT_MEALS_MAX = 2;
/** Days (0 = Monday) on which the engine first tries to place the mediterranean fish meals. */
export const MED_FISH_DAYS: readonly number[] = [1, 4];
/** Product choice: an "added fat" is a food with at least 80 g fat per 100 g (oils, butter, ghee, lard). */
export const ADDED_FAT_MIN_G_PER_100G = 80;
/**
 * Product choice (ingredient roles): a cooking fat whose fat is more than 30 % saturated (butter,
 * ghee, lard, coconut oil) is cooked as the cuisine's plant oil on keto, where fat is 60–75 % of
 * energy and saturated fat must stay under 12 % (N§2), and is never chosen as a substitute.
 */
export const SATURATED_COOKING_FAT_SHARE = 0.3;
/**
 * The calcium note (N§2; output/calcium-note.ts), product choices: it names up to 3 dairy or
 * calcium-added foods that carry at least 100 mg of calcium per 100 kcal (milk, yogurt, cheese,
 * fortified soy milk; not butter, cream or condensed milk), each in the amount, rounded up to 10 g or
 * ml, that makes up the week's gap, and none that would take more than 500 g a day.
 */
export const CALCIUM_SOURCE_MIN_MG_PER_100_KCAL = 100;
export const CALCIUM_NOTE_FOODS = 3;
export const CALCIUM_NOTE_ROUNDING = 10;
export const CALCIUM_NOTE_MAX_G = 500;
/** Thyroid: an iodine source "most days" means at least 4 of 7 (N§3); the engine aims for every day. */
export const THYROID_IODINE_DAYS_MIN = 4;
/**
 * Product choice for the low-glycaemic-load preference (diabetes, PCOS): carbohydrate from foods whose
 * fibre is under 8 % of their carbohydrate (refined grains, sugars, white rice), dairy excepted
 * (lactose is low-GI), is counted as high-GL and penalised.
 */
export const HIGH_GL_FIBER_RATIO = 0.08;

// ── Meals (N§5, docs/product/plan-data-shape.md) ──────────────────────────────────────────────────
export const MEAL_TIMES: Record<MealType, string> = {
  breakfast: "8:00 AM",
  lunch: "1:00 PM",
  snack: "4:00 PM",
  dinner: "7:30 PM",
};
/**
 * A day with two snacks has the first mid-morning, between breakfast and lunch, and the second at the
 * afternoon time above: no two meals of a day share a time (output/meal-times.ts).
 */
export const MORNING_SNACK_TIME = "10:30 AM";
/** Targets at or above this allow a second snack (N§5: "a second snack may be added for high targets"). */
export const SECOND_SNACK_MIN_KCAL = 2600;
/** Servings 0.5 to 2 in steps of 0.25 (issue 3). */
export const SERVING_STEP = 0.25;
export const SERVINGS_MIN = 0.5;
export const SERVINGS_MAX = 2;
/** At most two snacks a day (N§5: "a second snack may be added"), so 3–5 meals. */
export const SNACKS_MAX_PER_DAY = 2;
/**
 * The variety fallback (issue 12), tried in this order before a refusal on variety: (a) every day may
 * take the snacks SNACKS_MAX_PER_DAY allows from the first try, (b) a recipe may appear up to 3 times a
 * week, still never on consecutive days. The notes name each step used (rules/variety.ts); the checker
 * accepts a third use only for a recipe the notes name, and never a fourth or consecutive days.
 */
export const VARIETY_FALLBACK_MAX_USES = 3;

// ── Foods to include (N§5) ────────────────────────────────────────────────────────────────────────
/** Portion for a free-text food that has no household measure. */
export const INCLUDE_DEFAULT_PORTION_G = 100;
/** Free-text portions are capped (grams and energy) so a wish for "rice" stays a side, not a meal. */
export const INCLUDE_MAX_PORTION_G = 250;
export const INCLUDE_MAX_PORTION_KCAL = 200;

/**
 * Product choice: free-text conditions that plainly name a listed condition get that condition's
 * rules (someone who types "hypertension" under Other should get the sodium limit).
 */
export const CONDITION_SYNONYMS: Record<string, "diabetes" | "high_blood_pressure" | "thyroid" | "pcos"> = {
  diabetic: "diabetes",
  type_1_diabetes: "diabetes",
  type_2_diabetes: "diabetes",
  hypertension: "high_blood_pressure",
  high_bp: "high_blood_pressure",
  hypothyroidism: "thyroid",
  hyperthyroidism: "thyroid",
  polycystic_ovary_syndrome: "pcos",
  pcod: "pcos",
};

// ── Optimiser (engineering choices; tuned on the bench) ───────────────────────────────────────────
/** The search aims inside these bands so rounding meal figures for display never breaks a rule. */
export const SOLVER_KCAL_TOLERANCE = 0.045;
export const SOLVER_SHARE_MARGIN = 0.003;
export const SOLVER_PROTEIN_MARGIN_G = 0.5;
export const SOLVER_SODIUM_MARGIN_MG = 5;
export const SOLVER_NET_CARBS_MARGIN_G = 0.5;
/** Objective weights, in points; 10 points = 1 % calorie error. */
export const W_KCAL_PER_PCT = 10;
export const W_SPLIT_PER_PCT = 0.5;
export const W_FOREIGN_MEAL = 40;
export const W_PROTEIN_SHORT_PER_PCT = 0.5;
export const W_PROTEIN_OVER_PER_PCT = 0.3;
export const W_FIBER_SHORT_PER_G = 0.3;
export const W_SAT_FAT_OVER_PER_PCT = 2;
export const W_CARB_LOW_PER_PCT = 0.2;
export const W_POTASSIUM_SHORT_PER_100MG = 0.4;
/**
 * Calcium (N§2, soft): each 100 mg a day falls short of CALCIUM_GOAL_SHARE of the RDA costs this
 * much, so the search prefers the day with milk, yogurt, cheese or fortified soy where the other
 * goals allow; a day that cannot reach it is still planned.
 */
export const W_CALCIUM_SHORT_PER_100MG = 1;
export const W_HIGH_GL_PER_10G = 0.8;
export const W_IODINE_DAY = 3;
/**
 * Issue 12 (product choice): tofu and seitan where the diet does not need them (Asian plans that are
 * not vegan) stay a side note of the week: up to this many meals, then each costs W_STAND_IN_OVER,
 * a little less than a borrowed meal, so an Asian tofu dish still beats a dish of another cuisine.
 */
export const STAND_IN_MEALS_PER_WEEK = 2;
export const W_STAND_IN_MEAL = 4;
export const W_STAND_IN_OVER = 30;
/** Issue 12 (product choice): a non-vegetarian plan's lunch or dinner without meat, fish or eggs. */
export const W_MEATLESS_MAIN = 8;
/** A recipe already used this week costs this much more (more distinct recipes per week). */
export const W_REUSE = 1.5;
/** A third use of a recipe (variety fallback) costs this much more again: only where it is needed. */
export const W_THIRD_USE = 3;
/** Seeded noise per (day, recipe), up to this many points: the seed's say in the plan. */
export const VARIETY_NOISE = 2.5;
/**
 * HiGHS settings for the refusal proof (exact/day-model.ts): an LP of a few hundred rows that solves
 * in milliseconds. The limit only guards against a pathological model; an LP that hits it proves nothing.
 */
export const LP_OPTIONS = {
  // Presolve costs more than it saves on a model this small (measured: about half the solve time).
  presolve: "off",
  time_limit: 1,
  random_seed: 0,
} as const;
