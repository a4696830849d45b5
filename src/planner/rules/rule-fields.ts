import type { RefusalChange } from "../../shared/plan-refusal";
import type { Conditions } from "../plan-types";
import type { RuleGroup } from "./day-rule";

// The answer a person changes when a rule blocks their week and no tested change helped: the screen
// reopens that answer (src/shared/plan-refusal.ts). Every rule group declares one, so a new rule
// cannot reach the screen without a way to act on it.

const BLOCKING_FIELD: Readonly<Record<RuleGroup | "variety", RefusalChange["field"]>> = {
  // Energy and portions follow from the target, which follows from age, body and activity.
  energy: "body",
  meal_energy: "body",
  protein: "body",
  protein_max: "body",
  // The macronutrient bands are met through what the food preference allows.
  fat: "diet",
  carbs: "diet",
  sat_fat: "diet",
  fiber: "diet",
  keto_net_carbs: "diet",
  fish: "diet",
  red_meat: "diet",
  variety: "diet",
  // Rules a health condition brings.
  sodium: "health_conditions",
  meal_carbs: "health_conditions",
  pcos_protein: "health_conditions",
  iodine: "health_conditions",
  cooking_time: "cooking",
  fiber_max: "diet",
  meal_protein: "diet",
  one_food: "diet",
};

/** The answer behind `group` for this person: sodium is a condition's rule only with high blood pressure. */
export function blockingField(group: RuleGroup | "variety", cond: Conditions): RefusalChange["field"] {
  if (group === "sodium" && !cond.highBloodPressure) return "diet";
  return BLOCKING_FIELD[group];
}
