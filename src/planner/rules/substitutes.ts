import type { Cuisine, Diet } from "../../shared/domain";
import type { Food, FoodAttr, IngredientRole } from "../library/library-types";
import type { Conditions } from "../plan-types";
import { ADDED_FAT_MIN_G_PER_100G, REDUCED_SALT_FACTOR } from "./figures";

// Ingredient roles (issue 12): a recipe is written the way its cuisine cooks it, with the traditional
// cooking fat, dairy milk and ordinary salt, and marks those lines with a role. The engine then makes
// the version that suits the person: olive oil for the Mediterranean diet, a plant fat or plant milk
// where the diet leaves animal foods out, no seed oils for paleo, less salt with high blood pressure.
// Nutrition and diet eligibility are computed from the version, never from the original.

export const INGREDIENT_ROLES = [
  "fat",
  "milk",
  "salt",
  "sweetener",
] as const satisfies readonly IngredientRole[];

/** Plant fats a cook of each cuisine reaches for, in order; the first the diet allows is used. */
const PLANT_FATS: Record<Cuisine, readonly string[]> = {
  indian: ["mustard-oil", "coconut-oil", "olive-oil"],
  asian: ["peanut-oil", "coconut-oil", "olive-oil"],
  mexican: ["vegetable-oil", "avocado-oil", "olive-oil"],
  american: ["vegetable-oil", "avocado-oil", "olive-oil"],
  european: ["canola-oil", "olive-oil"],
  italian: ["olive-oil"],
  mediterranean: ["olive-oil"],
  middle_eastern: ["olive-oil"],
};
/** Unsweetened plant milks, soy first (closest in protein); paleo leaves soy out, so almond. */
const PLANT_MILKS: readonly string[] = ["soy-milk-unsweetened", "almond-milk"];
/** Sweeteners in the order a cook would swap them: honey where sugar is out (paleo), syrup for vegans. */
const SWEETENERS: readonly string[] = ["honey", "maple-syrup", "sugar"];

export interface SubstituteRequest {
  diet: Diet;
  cuisine: Cuisine;
  cond: Pick<Conditions, "highBloodPressure">;
  /** What the diet leaves out (rules/diet-eligibility). */
  excluded: readonly FoodAttr[];
}

/** What a role's line becomes: another food, the same food in a different amount, or unchanged. */
export interface Substitute {
  food: Food;
  factor: number;
}

/** Which foods a role line may name, so a writer cannot mark the onions as the cooking fat. */
export function fitsRole(role: IngredientRole, food: Food): boolean {
  switch (role) {
    case "fat":
      return food.per100g.fat_g >= ADDED_FAT_MIN_G_PER_100G;
    case "milk":
      return food.gPerMl !== undefined && /milk/.test(food.name) && !/condensed|powder/.test(food.name);
    case "salt":
      return food.id === "salt";
    case "sweetener":
      return food.attrs.includes("refined_sugar") || food.attrs.includes("honey");
  }
}

const allowed = (food: Food, excluded: readonly FoodAttr[]) => !food.attrs.some((a) => excluded.includes(a));

function firstAllowed(ids: readonly string[], req: SubstituteRequest, foodById: ReadonlyMap<string, Food>) {
  for (const id of ids) {
    const food = foodById.get(id);
    if (food && allowed(food, req.excluded)) return food;
  }
  return null;
}

/**
 * The food and amount a role line takes for this person; null keeps the line as written. `cuisine`
 * is the recipe's own cuisine: a borrowed Italian dish keeps its olive oil.
 */
export function substituteFor(
  role: IngredientRole,
  food: Food,
  cuisine: Cuisine,
  req: SubstituteRequest,
  foodById: ReadonlyMap<string, Food>,
): Substitute | null {
  switch (role) {
    case "fat": {
      if (req.diet === "mediterranean") {
        const olive = foodById.get("olive-oil");
        return olive && olive.id !== food.id ? { food: olive, factor: 1 } : null;
      }
      if (allowed(food, req.excluded)) return null;
      const plant = firstAllowed(PLANT_FATS[cuisine], req, foodById);
      return plant ? { food: plant, factor: 1 } : null;
    }
    case "milk": {
      if (allowed(food, req.excluded)) return null;
      const plant = firstAllowed(PLANT_MILKS, req, foodById);
      return plant ? { food: plant, factor: 1 } : null;
    }
    case "salt":
      return req.cond.highBloodPressure ? { food, factor: REDUCED_SALT_FACTOR } : null;
    case "sweetener": {
      if (allowed(food, req.excluded)) return null;
      const other = firstAllowed(SWEETENERS, req, foodById);
      return other ? { food: other, factor: 1 } : null;
    }
  }
}

/** Step text follows the swap: "Heat the ghee" becomes "Heat the mustard oil". */
export function renameInStep(step: string, from: Food, to: Food): string {
  if (from.id === to.id) return step;
  const pattern = new RegExp(`\\b${from.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "gi");
  return step.replace(pattern, (hit) => (hit[0] === hit[0]?.toUpperCase() ? capital(to.name) : to.name));
}

const capital = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);
