import type { Food } from "./library-types";

/** The nutrients the engine plans with; all per serving or per day, never per 100 g. */
export interface Nutrients {
  kcal: number;
  protein_g: number;
  fat_g: number;
  sat_fat_g: number;
  carbs_g: number;
  fiber_g: number;
  sodium_mg: number;
  potassium_mg: number;
  /** For the soft calcium goal (rules/nutrient-rules CALCIUM) and its note (output/calcium-note). */
  calcium_mg: number;
}

export const NUTRIENT_KEYS = [
  "kcal",
  "protein_g",
  "fat_g",
  "sat_fat_g",
  "carbs_g",
  "fiber_g",
  "sodium_mg",
  "potassium_mg",
  "calcium_mg",
] as const satisfies readonly (keyof Nutrients)[];

export function zeroNutrients(): Nutrients {
  return {
    kcal: 0,
    protein_g: 0,
    fat_g: 0,
    sat_fat_g: 0,
    carbs_g: 0,
    fiber_g: 0,
    sodium_mg: 0,
    potassium_mg: 0,
    calcium_mg: 0,
  };
}

/** acc += n × factor, in place. */
export function addScaled(acc: Nutrients, n: Nutrients, factor = 1): Nutrients {
  for (const k of NUTRIENT_KEYS) acc[k] += n[k] * factor;
  return acc;
}

/** grams × per100g / 100 for one food. */
export function foodNutrients(food: Food, grams: number): Nutrients {
  const p = food.per100g;
  const f = grams / 100;
  return {
    kcal: p.kcal * f,
    protein_g: p.protein_g * f,
    fat_g: p.fat_g * f,
    sat_fat_g: p.sat_fat_g * f,
    carbs_g: p.carbs_g * f,
    fiber_g: p.fiber_g * f,
    sodium_mg: p.sodium_mg * f,
    potassium_mg: p.potassium_mg * f,
    calcium_mg: p.calcium_mg * f,
  };
}

/** Carbohydrate minus fibre (the keto rule counts this). */
export function netCarbs(n: Pick<Nutrients, "carbs_g" | "fiber_g">): number {
  return Math.max(0, n.carbs_g - n.fiber_g);
}

export interface GramsOfFood {
  food: Food;
  grams: number;
}

/** Sum over ingredients: the only way the engine learns what a recipe or a meal contains. */
export function sumNutrients(parts: readonly GramsOfFood[]): Nutrients {
  const acc = zeroNutrients();
  for (const { food, grams } of parts) addScaled(acc, foodNutrients(food, grams));
  return acc;
}
