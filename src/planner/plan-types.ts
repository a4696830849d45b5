import type { PlanData } from "../shared/plan-data";

/** Why no plan could be built: a stable code, the rule in words, what happened, and what to change. */
export type RefusalCode =
  | "underweight_weight_loss"
  | "energy_too_low"
  | "energy_too_high"
  | "no_recipes"
  | "rules_conflict"
  /** No other recipe can take a meal's place without breaking a rule of the plan (decisions D17). */
  | "swap_not_possible"
  /** The engine's own checker rejected the plan it built; never expected, never hidden. */
  | "plan_check_failed";

export interface Refusal {
  code: RefusalCode;
  /** The blocking rule, as a user would read it: "Sodium at most 1,500 mg a day (high blood pressure)". */
  rule: string;
  message: string;
  suggestion: string;
}

export type PlanResult = { ok: true; plan: PlanData } | { ok: false; refusal: Refusal };

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
  netCarbsMax_g: number | null;
  mealCarbShareMax: number | null;
  /** Thyroid: an iodine source every day where the diet allows. */
  iodineDaily: boolean;
  /** Why these numbers, for the plan notes. */
  notes: string[];
}
