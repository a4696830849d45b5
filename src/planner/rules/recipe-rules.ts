import type { Cuisine, Diet } from "../../shared/domain";
import type { Food, FoodAttr } from "../library/library-types";
import type { GramsOfFood } from "../library/nutrients";
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
  /** The food that gives the dish most of its carbohydrate (mainCarbOf), or null when none has any. */
  mainCarb: Food | null;
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

/** The food of these parts that gives the most carbohydrate (the first of equals), or null. */
export function mainCarbOf(parts: readonly GramsOfFood[]): Food | null {
  let best: Food | null = null;
  let most = 0;
  for (const { food, grams } of parts) {
    const carbs = (food.per100g.carbs_g * grams) / 100;
    if (carbs > most) {
      most = carbs;
      best = food;
    }
  }
  return best;
}

/** What may not be a diabetic dish's main carbohydrate (N§3: prefer low glycaemic-load foods). */
export const DIABETES_MAIN_CARB_ATTRS = [
  "refined_flour",
  "dried_fruit",
] as const satisfies readonly FoodAttr[];
export type DiabetesMainCarb = (typeof DIABETES_MAIN_CARB_ATTRS)[number];

/** The attribute and food that keep a dish out of a diabetic plan, as data, or null. */
export function diabetesMainCarb(
  dish: Pick<Dish, "mainCarb">,
): { attr: DiabetesMainCarb; food: Food } | null {
  const food = dish.mainCarb;
  const attr = food ? DIABETES_MAIN_CARB_ATTRS.find((a) => food.attrs.includes(a)) : undefined;
  return food && attr ? { attr, food } : null;
}

const MAIN_CARB_WORDS: Record<DiabetesMainCarb, string> = {
  refined_flour: "a refined-flour bake",
  dried_fruit: "dried fruit",
};

/**
 * Issue 22 §7, N§3 (low glycaemic load): with diabetes no dish has a refined-flour bake (white
 * bread, naan, pita, biscuits) or dried fruit (dates, raisins, dried figs) as its main carbohydrate.
 */
export const DIABETES_MAIN_CARB: RecipeRule = {
  name: "diabetes_main_carb",
  why: (d, p) => {
    const hit = p.cond.diabetes ? diabetesMainCarb(d) : null;
    return hit ? `its main carbohydrate is ${MAIN_CARB_WORDS[hit.attr]} (${hit.food.name})` : null;
  },
};

export const RECIPE_RULES: readonly RecipeRule[] = [
  ALLERGIES,
  DIET_FOODS,
  KETO_DISH,
  OLIVE_OIL_MAIN,
  STAND_INS,
  DIABETES_NO_SUGAR,
  DIABETES_MAIN_CARB,
];

/** The first rule that keeps the dish out of the plan, in the registry's order, or null. */
export function dishExclusion(dish: Dish, plan: DishPlan): string | null {
  for (const rule of RECIPE_RULES) {
    const why = rule.why(dish, plan);
    if (why) return why;
  }
  return null;
}
