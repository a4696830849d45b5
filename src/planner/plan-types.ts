import type { PlanData } from "../shared/plan-data";
import type { PlanRefusal } from "../shared/plan-refusal";

/** Why no plan could be built: the shared refusal shape (src/shared/plan-refusal.ts). */
export type { PlanRefusal as Refusal, RefusalCode } from "../shared/plan-refusal";

export type PlanResult = { ok: true; plan: PlanData } | { ok: false; refusal: PlanRefusal };

export interface Conditions {
  diabetes: boolean;
  highBloodPressure: boolean;
  thyroid: boolean;
  pcos: boolean;
  /** Free text the engine has no rule for, shown back in the notes. */
  other: string[];
}

export interface Targets {
  bmi: number;
  bmr: number;
  tdee: number;
  /** Target energy, rounded to 10 kcal. */
  calories: number;
  protein_g: number;
  /** Hard minimum: 90 % of the protein target. */
  proteinMin_g: number;
  /** Hard maximum, 135 % of the target, and the soft one, 115 %. */
  proteinMax_g: number;
  proteinSoftMax_g: number;
  /** Hard minimum share of energy from protein (PCOS), 0 when none. */
  proteinShareMin: number;
  fatShare: { min: number; max: number };
  /** Hard maximum share of energy from carbohydrate. */
  carbShareMax: number;
  /** Soft minimum share from carbohydrate; 0 where a rule relaxes it (keto, diabetes, PCOS). */
  carbShareSoftMin: number;
  fat_g: number;
  carbs_g: number;
  fiber_g: number;
  fiberHard: boolean;
  satFatShareSoft: number;
  satFatShareHard: number;
  sodiumMax_mg: number;
  potassiumGoal_mg: number | null;
  /** Calcium RDA by age and gender (IOM 2011): the soft goal is 80 % of it as the week's average. */
  calciumRda_mg: number;
  netCarbsMax_g: number | null;
  mealCarbShareMax: number | null;
  /**
   * The largest share of the day's energy one meal may carry, when not the usual 45 %: a household
   * member's day with a meal away holds its meals at home to 45 % of the whole day.
   */
  mealEnergyShareMax?: number;
  /** Thyroid: an iodine source every day where the diet allows. */
  iodineDaily: boolean;
  /** Why these numbers, for the plan notes. */
  notes: string[];
}
