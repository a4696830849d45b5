import type { Cuisine, Diet } from "../../shared/domain";
import type { Food, FoodAttr } from "../library/library-types";
import type { Conditions } from "../plan-types";
import { blockText, firstBlocked, type Restrictions } from "./allergies";
import { diabetesExclusion } from "./conditions";
import { firstExcluded } from "./diet-eligibility";
import { KETO_RECIPE_NET_CARBS_MAX_G } from "./figures";
import { CHECK_EPS } from "./rule-text";
import { standInExclusion } from "./stand-ins";

// The registry of rules about a single dish (the day rules are in day-rules.ts): which recipes a plan
// may serve. The planner asks them to choose recipes (library/plan-context), the checker asks the same
// entries of every meal of a finished plan, and the property tests run through this list.

/** A dish as the rules read it: a recipe in the person's version, or a meal of a finished plan. */
export interface Dish {
  cuisine: Cuisine;
  foods: readonly Food[];
  attrs: ReadonlySet<FoodAttr>;
  netCarbsPerServing_g: number;
  oliveOilMain: boolean;
  dessert: boolean;
}

/** What the dish rules need to know of the plan. */
export interface DishPlan {
  diet: Diet;
  cuisine: Cuisine;
  cond: Conditions;
  /** What the diet leaves out (rules/diet-eligibility). */
  excluded: readonly FoodAttr[];
  /** The person's allergies and the foods they do not eat (rules/allergies). */
  restrictions: Restrictions;
}

export interface RecipeRule {
  /** A short name, for tests and the bench. */
  name: string;
  /** Why the dish is out of this plan, or null when it may be served. */
  why: (dish: Dish, plan: DishPlan) => string | null;
}

/** N§4: the diet's foods, from the attributes of every food in the dish. */
export const DIET_FOODS: RecipeRule = {
  name: "diet_foods",
  why: (d, p) => {
    const attr = firstExcluded(d.attrs, p.excluded);
    return attr ? `contains ${attr.replace("_", " ")}` : null;
  },
};

/** Allergies and excluded foods (docs/product/allergies.md): no dish holds a blocked food. */
export const ALLERGIES: RecipeRule = {
  name: "allergies",
  why: (d, p) => {
    const hit = firstBlocked(d.foods, p.restrictions);
    return hit ? `contains ${hit.food.name}: ${blockText(hit.block)}` : null;
  },
};

/** N§4 (product choice): a keto dish has at most 12 g net carbohydrate per serving. */
export const KETO_DISH: RecipeRule = {
  name: "keto_dish",
  why: (d, p) =>
    p.diet === "keto" && d.netCarbsPerServing_g > KETO_RECIPE_NET_CARBS_MAX_G + CHECK_EPS
      ? "too many net carbs for keto"
      : null,
};

/** N§4: on the Mediterranean diet olive oil is the main added fat. */
export const OLIVE_OIL_MAIN: RecipeRule = {
  name: "olive_oil_main",
  why: (d, p) => (p.diet === "mediterranean" && !d.oliveOilMain ? "olive oil is not its main fat" : null),
};

/** Issue 12: tofu and seitan outside Asian cooking only for vegans (rules/stand-ins). */
export const STAND_INS: RecipeRule = {
  name: "stand_ins",
  why: (d, p) => standInExclusion(d.cuisine, d.foods, p),
};

/** N§3: with diabetes no dessert and no added sugar or honey (foods to include aside, N§5). */
export const DIABETES_NO_SUGAR: RecipeRule = {
  name: "diabetes_no_sugar",
  why: (d, p) => (p.cond.diabetes ? diabetesExclusion({ dessert: d.dessert }, d.attrs) : null),
};

export const RECIPE_RULES: readonly RecipeRule[] = [
  ALLERGIES,
  DIET_FOODS,
  KETO_DISH,
  OLIVE_OIL_MAIN,
  STAND_INS,
  DIABETES_NO_SUGAR,
];

/** The first rule that keeps the dish out of the plan, in the registry's order, or null. */
export function dishExclusion(dish: Dish, plan: DishPlan): string | null {
  for (const rule of RECIPE_RULES) {
    const why = rule.why(dish, plan);
    if (why) return why;
  }
  return null;
}
