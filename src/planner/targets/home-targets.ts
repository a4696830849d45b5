import type { MealType } from "../../shared/domain";
import { ENERGY_SPLIT, MEAL_ENERGY_SHARE_MAX } from "../../shared/nutrition-figures";
import type { Targets } from "../plan-types";

// A household member who eats a meal away from home (a weekday lunch at school or work) is planned
// only for the meals at home (docs/product/household.md). That day is held to the share of their
// targets the meals at home carry by the usual energy split (breakfast 25 %, lunch 35 %, dinner
// 30 %, snacks 10 %): every daily amount scales by it, every share of energy stays as it is, and
// no meal may carry more than 45 % of the whole day.

/** The share of a day's energy eaten at home when `away` meal types are eaten elsewhere. */
export function homeShare(away: readonly MealType[]): number {
  return Math.max(0, 1 - [...new Set(away)].reduce((a, m) => a + ENERGY_SPLIT[m], 0));
}

/** The targets of the meals at home; the same object when nothing is eaten away. */
export function homeTargets(t: Targets, away: readonly MealType[]): Targets {
  const k = homeShare(away);
  if (k === 1) return t;
  return {
    ...t,
    calories: t.calories * k,
    protein_g: t.protein_g * k,
    proteinMin_g: t.proteinMin_g * k,
    proteinMax_g: t.proteinMax_g * k,
    proteinSoftMax_g: t.proteinSoftMax_g * k,
    fat_g: t.fat_g * k,
    carbs_g: t.carbs_g * k,
    fiber_g: t.fiber_g * k,
    sodiumMax_mg: t.sodiumMax_mg * k,
    potassiumGoal_mg: t.potassiumGoal_mg === null ? null : t.potassiumGoal_mg * k,
    netCarbsMax_g: t.netCarbsMax_g === null ? null : t.netCarbsMax_g * k,
    // No meal above 45 % of the whole day, the meal away included: of the meals at home, 45 % / k.
    mealEnergyShareMax: Math.min(1, MEAL_ENERGY_SHARE_MAX / k),
  };
}
