import { labelOf } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import { fmt, pct, pctRange } from "../output/format";
import type { Conditions, Refusal, Targets } from "../plan-types";
import * as R from "../rules/figures";
import { childTargets, isChild } from "./child-targets";

export function bmiOf(weightKg: number, heightCm: number): number {
  return weightKg / (heightCm / 100) ** 2;
}

/** Mifflin-St Jeor (N§1). */
export function bmrOf(req: Pick<PlanRequest, "weight_kg" | "height_cm" | "age" | "gender">): number {
  return (
    R.BMR_PER_KG * req.weight_kg +
    R.BMR_PER_CM * req.height_cm +
    R.BMR_PER_YEAR * req.age +
    R.BMR_SEX_CONSTANT[req.gender]
  );
}

/** Devine ideal body weight, never below its base at 152.4 cm. */
export function idealWeightOf(req: Pick<PlanRequest, "height_cm" | "gender">): number {
  return R.IBW_BASE_KG[req.gender] + R.IBW_KG_PER_CM * Math.max(0, req.height_cm - R.IBW_BASE_HEIGHT_CM);
}

/** The weight protein is counted per kg of: actual below BMI 30, adjusted from BMI 30 (N§2). */
export function referenceWeightOf(req: Pick<PlanRequest, "height_cm" | "gender" | "weight_kg">): number {
  if (bmiOf(req.weight_kg, req.height_cm) < R.ADJUSTED_WEIGHT_FROM_BMI) return req.weight_kg;
  const ibw = Math.min(idealWeightOf(req), req.weight_kg);
  return ibw + R.ADJUSTED_WEIGHT_SHARE * (req.weight_kg - ibw);
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const roundTo = (x: number, step: number) => Math.round(x / step) * step;

interface Energy {
  raw: number;
  notes: string[];
}

function goalEnergy(req: PlanRequest, tdee: number): Energy {
  if (req.fitness_goal === "maintain") return { raw: tdee, notes: ["Maintain: the target is your TDEE."] };
  if (req.fitness_goal === "weight_gain") {
    const surplus = clamp(tdee * R.GAIN_SURPLUS_SHARE, R.GAIN_SURPLUS_MIN_KCAL, R.GAIN_SURPLUS_MAX_KCAL);
    return {
      raw: tdee + surplus,
      notes: [
        `Gain weight: a surplus of ${fmt(surplus)} kcal (${pct(R.GAIN_SURPLUS_SHARE)} of TDEE, kept within ${R.GAIN_SURPLUS_MIN_KCAL}–${R.GAIN_SURPLUS_MAX_KCAL} kcal).`,
      ],
    };
  }
  const teen = req.age <= R.TEEN_MAX_AGE;
  const deficit = teen
    ? Math.min(tdee * R.TEEN_DEFICIT_SHARE, R.TEEN_DEFICIT_MAX_KCAL)
    : clamp(tdee * R.LOSS_DEFICIT_SHARE, R.LOSS_DEFICIT_MIN_KCAL, R.LOSS_DEFICIT_MAX_KCAL);
  const floor = R.LOSS_FLOOR_KCAL[req.gender];
  const notes = teen
    ? [
        `Lose weight, age ${req.age}: a gentler deficit of ${fmt(deficit)} kcal (at most ${pct(R.TEEN_DEFICIT_SHARE)} and ${R.TEEN_DEFICIT_MAX_KCAL} kcal under ${R.TEEN_MAX_AGE + 1}). Please speak to a doctor before dieting while still growing.`,
      ]
    : [
        `Lose weight: a deficit of ${fmt(deficit)} kcal (${pct(R.LOSS_DEFICIT_SHARE)} of TDEE, kept within ${R.LOSS_DEFICIT_MIN_KCAL}–${R.LOSS_DEFICIT_MAX_KCAL} kcal).`,
      ];
  // N§1: never below the floor; when even the floor is more than TDEE allows, the target is TDEE.
  const raw = Math.max(tdee - deficit, Math.min(floor, tdee));
  if (raw > tdee - deficit) {
    notes.push(
      raw < floor
        ? `Your TDEE is below the ${fmt(floor)} kcal floor for weight loss, so the target stays at your TDEE.`
        : `The target is held at the ${fmt(floor)} kcal minimum for weight loss.`,
    );
  }
  return { raw, notes };
}

export type TargetsResult = { ok: true; targets: Targets } | { ok: false; refusal: Refusal };

export function computeTargets(req: PlanRequest, cond: Conditions): TargetsResult {
  // Children 4–12 are planned only in a household, on their own figures (child-targets.ts).
  if (isChild(req.age)) return { ok: true, targets: childTargets(req, cond) };
  const bmi = bmiOf(req.weight_kg, req.height_cm);
  if (req.fitness_goal === "weight_loss" && bmi < R.UNDERWEIGHT_BMI) {
    return {
      ok: false,
      refusal: {
        code: "underweight_weight_loss",
        rule: `No weight-loss plans below a BMI of ${R.UNDERWEIGHT_BMI}`,
        rule_id: "underweight",
        message: R.UNDERWEIGHT_LOSS_MESSAGE,
        suggestion: `Your BMI is ${bmi.toFixed(1)}. Choose Maintain or Gain weight.`,
        change: { field: "fitness_goal", value: "maintain" },
      },
    };
  }
  const bmr = bmrOf(req);
  const factor = R.ACTIVITY_FACTORS[req.activity_level];
  const tdee = bmr * factor;
  const energy = goalEnergy(req, tdee);
  const calories = roundTo(energy.raw, R.TARGET_ROUNDING_KCAL);
  const keto = req.diet === "keto";

  const proteinShareMin = cond.pcos ? R.PCOS_PROTEIN_SHARE_MIN : 0;
  const fatShare = keto ? R.KETO_FAT_SHARE : R.FAT_SHARE;
  const lowCarb = cond.diabetes || cond.pcos;
  const carbShareMax = lowCarb ? R.LOW_CARB_SHARE_MAX : R.CARB_SHARE.max;
  // With carbohydrate and fat at their caps (45 % and 35 % with diabetes) the rest of the energy must
  // be protein; a target below that share would put its own 135 % ceiling out of reach.
  const leftForProtein = 1 - carbShareMax - fatShare.max;
  const proteinFloorShare = Math.max(R.PROTEIN_SHARE_MIN, proteinShareMin, leftForProtein);
  const proteinCapShare = keto ? R.KETO_PROTEIN_SHARE_MAX : R.PROTEIN_SHARE_MAX;
  const perKg = R.PROTEIN_G_PER_KG[req.fitness_goal][req.activity_level];
  const refWeight = referenceWeightOf(req);
  const protein_g = Math.round(
    clamp(perKg * refWeight, (proteinFloorShare * calories) / 4, (proteinCapShare * calories) / 4),
  );
  const perWhat =
    refWeight < req.weight_kg
      ? `a reference weight of ${fmt(refWeight)} kg (adjusted, as for any BMI of ${R.ADJUSTED_WEIGHT_FROM_BMI} or more)`
      : "body weight";

  const fat_g = Math.round((((fatShare.min + fatShare.max) / 2) * calories) / 9);
  const carbsRest = Math.max(0, (calories - 4 * protein_g - 9 * fat_g) / 4);
  const carbs_g = Math.round(Math.min(carbsRest, (carbShareMax * calories) / 4));
  const sodiumMax_mg = cond.highBloodPressure ? R.SODIUM_MAX_HBP_MG : R.SODIUM_MAX_MG;

  const notes = [
    `Daily target ${fmt(calories)} kcal: BMR ${fmt(bmr)} kcal (Mifflin-St Jeor) × ${factor} for ${labelOf(req.activity_level).toLowerCase()} = TDEE ${fmt(tdee)} kcal.`,
    ...energy.notes,
    `Protein ${protein_g} g a day (${perKg} g per kg of ${perWhat}, kept within ${pctRange(proteinFloorShare, proteinCapShare)} of energy); every day has ${pct(R.PROTEIN_MIN_FRACTION)}–${pct(R.PROTEIN_MAX_FRACTION)} of it, and no meal more than ${pct(R.MEAL_ENERGY_SHARE_MAX)} of the day's energy.`,
    `Fat ${pctRange(fatShare.min, fatShare.max)} of energy, saturated fat under ${pct(R.SAT_FAT_SHARE_SOFT)} (never ${pct(R.SAT_FAT_SHARE_HARD)}), sodium at most ${fmt(sodiumMax_mg)} mg a day.`,
  ];

  return {
    ok: true,
    targets: {
      bmi,
      bmr,
      tdee,
      calories,
      protein_g,
      proteinMin_g: protein_g * R.PROTEIN_MIN_FRACTION,
      proteinMax_g: protein_g * R.PROTEIN_MAX_FRACTION,
      proteinSoftMax_g: protein_g * R.PROTEIN_SOFT_MAX_FRACTION,
      proteinShareMin,
      fatShare,
      carbShareMax,
      carbShareSoftMin: keto || lowCarb ? 0 : R.CARB_SHARE.softMin,
      fat_g,
      carbs_g,
      fiber_g: Math.round((R.FIBER_G_PER_1000_KCAL * calories) / 1000),
      fiberHard: cond.diabetes,
      satFatShareSoft: R.SAT_FAT_SHARE_SOFT,
      satFatShareHard: R.SAT_FAT_SHARE_HARD,
      sodiumMax_mg,
      potassiumGoal_mg: cond.highBloodPressure ? R.POTASSIUM_GOAL_MG[req.gender] : null,
      calciumRda_mg: R.calciumRdaMg(req.age, req.gender),
      netCarbsMax_g: keto ? R.KETO_NET_CARBS_MAX_G : null,
      mealCarbShareMax: cond.diabetes ? R.DIABETES_MEAL_CARB_SHARE_MAX : null,
      iodineDaily: cond.thyroid,
      notes,
    },
  };
}
