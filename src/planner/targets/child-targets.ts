import type { ActivityLevel, Gender } from "../../shared/domain";
import { isChildAge } from "../../shared/household";
import {
  CARB_SHARE,
  calciumRdaMg,
  FAT_SHARE,
  FIBER_G_PER_1000_KCAL,
  KETO_NET_CARBS_MAX_G,
  LOW_CARB_SHARE_MAX,
  SAT_FAT_SHARE_HARD,
  SAT_FAT_SHARE_SOFT,
  SODIUM_MAX_HBP_MG,
} from "../../shared/nutrition-figures";
import type { PlanRequest } from "../../shared/plan-request";
import { fmt, pct, pctRange } from "../output/format";
import type { Conditions, Targets } from "../plan-types";
import * as R from "../rules/figures";

// Children aged 4–12 in a household plan (docs/product/household.md): planned for growth, never for
// weight loss. Energy is the IOM 2005 Estimated Energy Requirement; protein the RDA per kg; fat
// 25–35 % of energy; sodium by age (National Academies 2019); no meal above 45 % of the day.

/** Ages 4–8 and 9–12 differ in the EER's constant and in sodium. */
const YOUNG_MAX_AGE = 8;

/** IOM 2005 EER for boys and girls 3–8 (the constant +20 kcal of growth; +25 from age 9). */
const EER = {
  male: { base: 88.5, perYear: -61.9, perKg: 26.7, perM: 903 },
  female: { base: 135.3, perYear: -30.8, perKg: 10.0, perM: 934 },
} as const;
const GROWTH_KCAL = { young: 20, older: 25 } as const;
/** Physical-activity coefficients; very and extremely active share the "very active" one. */
const PA: Record<"male" | "female", Record<ActivityLevel, number>> = {
  male: {
    sedentary: 1.0,
    lightly_active: 1.13,
    moderately_active: 1.26,
    very_active: 1.42,
    extremely_active: 1.42,
  },
  female: {
    sedentary: 1.0,
    lightly_active: 1.16,
    moderately_active: 1.31,
    very_active: 1.56,
    extremely_active: 1.56,
  },
};
/** Protein RDA ages 4–13, g per kg (IOM 2005). */
export const CHILD_PROTEIN_G_PER_KG = 0.95;
/**
 * The day's protein stays within the IOM acceptable range for ages 4–18, 10–30 % of energy; the
 * RDA itself is the hard floor (it is already a minimum), so no child's day falls short of it.
 */
export const CHILD_PROTEIN_SHARE_MAX = 0.3;
const CHILD_PROTEIN_SHARE_SOFT_MAX = 0.2;
/** Sodium at most 1,900 mg ages 4–8, 2,200 mg ages 9–12 (National Academies 2019). */
export const CHILD_SODIUM_MAX_MG = { young: 1900, older: 2200 } as const;

/** Ages 4–12 are a child's (src/shared/household.ts, which the member schema reads too). */
export const isChild = isChildAge;

const band = (age: number) => (age <= YOUNG_MAX_AGE ? "young" : "older");

/** EER of one sex, kcal a day, unrounded: weight in kg, height in metres. */
function eerOf(
  sex: "male" | "female",
  req: Pick<PlanRequest, "age" | "weight_kg" | "height_cm" | "activity_level">,
) {
  const c = EER[sex];
  const pa = PA[sex][req.activity_level];
  return (
    c.base +
    c.perYear * req.age +
    pa * (c.perKg * req.weight_kg + c.perM * (req.height_cm / 100)) +
    GROWTH_KCAL[band(req.age)]
  );
}

/** The child's EER; "other" is the mean of the boy's and the girl's figures. */
export function childEer(
  req: Pick<PlanRequest, "age" | "weight_kg" | "height_cm" | "activity_level"> & { gender: Gender },
): number {
  if (req.gender === "other") return (eerOf("male", req) + eerOf("female", req)) / 2;
  return eerOf(req.gender, req);
}

/** A child's targets; the goal is always maintain (the household planner coerces it and says so). */
export function childTargets(req: PlanRequest, cond: Conditions): Targets {
  const eer = childEer(req);
  const calories = Math.round(eer / R.TARGET_ROUNDING_KCAL) * R.TARGET_ROUNDING_KCAL;
  const lowCarb = cond.diabetes || cond.pcos;
  const carbShareMax = lowCarb ? LOW_CARB_SHARE_MAX : CARB_SHARE.max;
  // With carbohydrate and fat at their caps the rest must be protein (as for adults: targets.ts).
  const floorShare = Math.max(1 - carbShareMax - FAT_SHARE.max, cond.pcos ? R.PCOS_PROTEIN_SHARE_MIN : 0);
  const protein_g = Math.round(Math.max(CHILD_PROTEIN_G_PER_KG * req.weight_kg, (floorShare * calories) / 4));
  const proteinMax_g = (CHILD_PROTEIN_SHARE_MAX * calories) / 4;
  const fat_g = Math.round((((FAT_SHARE.min + FAT_SHARE.max) / 2) * calories) / 9);
  const carbs_g = Math.round(
    Math.min(Math.max(0, (calories - 4 * protein_g - 9 * fat_g) / 4), (carbShareMax * calories) / 4),
  );
  const young = band(req.age);
  const sodiumMax_mg = Math.min(
    CHILD_SODIUM_MAX_MG[young],
    cond.highBloodPressure ? SODIUM_MAX_HBP_MG : Infinity,
  );
  const bmi = req.weight_kg / (req.height_cm / 100) ** 2;
  return {
    bmi,
    // A child's energy is not BMR × activity: the EER stands for both.
    bmr: eer,
    tdee: eer,
    calories,
    protein_g,
    proteinMin_g: protein_g,
    proteinMax_g,
    proteinSoftMax_g: Math.max(protein_g, (CHILD_PROTEIN_SHARE_SOFT_MAX * calories) / 4),
    proteinShareMin: cond.pcos ? R.PCOS_PROTEIN_SHARE_MIN : 0,
    fatShare: FAT_SHARE,
    carbShareMax,
    carbShareSoftMin: lowCarb ? 0 : CARB_SHARE.softMin,
    fat_g,
    carbs_g,
    fiber_g: Math.round((FIBER_G_PER_1000_KCAL * calories) / 1000),
    fiberHard: cond.diabetes,
    satFatShareSoft: SAT_FAT_SHARE_SOFT,
    satFatShareHard: SAT_FAT_SHARE_HARD,
    sodiumMax_mg,
    potassiumGoal_mg: cond.highBloodPressure ? R.POTASSIUM_GOAL_MG[req.gender] : null,
    calciumRda_mg: calciumRdaMg(req.age, req.gender),
    netCarbsMax_g: req.diet === "keto" ? KETO_NET_CARBS_MAX_G : null,
    mealCarbShareMax: cond.diabetes ? R.DIABETES_MEAL_CARB_SHARE_MAX : null,
    iodineDaily: cond.thyroid,
    notes: [
      `Daily target ${fmt(calories)} kcal: the Estimated Energy Requirement for a child of ${req.age} (IOM 2005), which includes growth; the goal is always to maintain.`,
      `Protein at least ${fmt(protein_g)} g a day (${CHILD_PROTEIN_G_PER_KG} g per kg, the RDA) and at most ${pct(CHILD_PROTEIN_SHARE_MAX)} of energy; fat ${pctRange(FAT_SHARE.min, FAT_SHARE.max)} of energy; sodium at most ${fmt(sodiumMax_mg)} mg; calcium ${fmt(calciumRdaMg(req.age, req.gender))} mg a day is the aim; no tea or coffee, and no meal above ${pct(R.MEAL_ENERGY_SHARE_MAX)} of the day.`,
      "These figures are estimates for a healthy child: a paediatrician advises on your child's needs.",
    ],
  };
}
