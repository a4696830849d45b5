import { attrsOf, hasIodineSource, oliveOilIsMainFat } from "../rules/diet-eligibility";
import { HIGH_GL_FIBER_RATIO } from "../rules/figures";
import { recipeLines } from "../rules/shopping-overlap";
import { isStandIn } from "../rules/stand-ins";
import type { Food, FoodAttr, Recipe } from "./library-types";
import { type GramsOfFood, type Nutrients, netCarbs, sumNutrients } from "./nutrients";

/** The data the engine plans from; the real library is the default, tests inject fixtures. */
export interface Library {
  foods: readonly Food[];
  recipes: readonly Recipe[];
}

/** What the engine knows about a recipe, all computed from its ingredients (per serving). */
export interface RecipeFacts {
  recipe: Recipe;
  parts: readonly GramsOfFood[];
  perServing: Nutrients;
  netCarbs_g: number;
  /** Carbohydrate from refined grains and sugars (see HIGH_GL_FIBER_RATIO), for the low-GL preference. */
  highGlCarbs_g: number;
  attrs: ReadonlySet<FoodAttr>;
  iodine: boolean;
  oliveOilMain: boolean;
  /** Carries tofu or seitan (rules/stand-ins). */
  standIn: boolean;
  /** The lines to buy its ingredients go on, pantry aside (rules/shopping-overlap.ts). */
  buys: readonly string[];
  /** The pantry lines its ingredients go on, to check rather than buy (rules/shopping-overlap.ts). */
  pantry: readonly string[];
  /**
   * Set on a candidate that is a portion of a meal cooked earlier in the week (rules/leftovers.ts):
   * the same recipe, eaten again, with reheating as its only work.
   */
  leftoverOf?: LeftoverRef;
}

/** The meal a leftover comes from: its day in the plan (0 = the first) and slot. */
export interface LeftoverRef {
  day: number;
  slot: "lunch" | "dinner";
}

export interface PreparedLibrary {
  foodById: ReadonlyMap<string, Food>;
  recipes: readonly RecipeFacts[];
  recipeById: ReadonlyMap<string, RecipeFacts>;
  /** Recipes left out because they name a food the table lacks (or have no ingredients). */
  invalid: readonly { recipeId: string; reason: string }[];
}

function highGlCarbs(parts: readonly GramsOfFood[]): number {
  let total = 0;
  for (const { food, grams } of parts) {
    const p = food.per100g;
    if (food.attrs.includes("dairy") || p.carbs_g <= 0) continue;
    if (p.fiber_g / p.carbs_g < HIGH_GL_FIBER_RATIO) total += ((p.carbs_g - p.fiber_g) * grams) / 100;
  }
  return total;
}

export function recipeFacts(recipe: Recipe, foodById: ReadonlyMap<string, Food>): RecipeFacts | string {
  if (recipe.ingredients.length === 0) return "no ingredients";
  const parts: GramsOfFood[] = [];
  for (const [foodId, grams] of recipe.ingredients) {
    const food = foodById.get(foodId);
    if (!food) return `unknown food "${foodId}"`;
    if (!(grams > 0)) return `non-positive grams for "${foodId}"`;
    parts.push({ food, grams });
  }
  const perServing = sumNutrients(parts);
  const attrs = attrsOf(parts.map((p) => p.food));
  return {
    recipe,
    parts,
    perServing,
    netCarbs_g: netCarbs(perServing),
    highGlCarbs_g: highGlCarbs(parts),
    attrs,
    iodine: hasIodineSource(attrs),
    oliveOilMain: oliveOilIsMainFat(parts),
    standIn: parts.some((p) => isStandIn(p.food)),
    ...recipeLines(parts, foodById),
  };
}

const cache = new WeakMap<readonly Recipe[], WeakMap<readonly Food[], PreparedLibrary>>();

/**
 * A lookup table kept with each prepared library and dropped with it, for what is worked out from
 * the library once per key (recipe versions, a request's eligible recipes).
 */
export function perLibrary<T>(): (lib: PreparedLibrary) => Map<string, T> {
  const tables = new WeakMap<PreparedLibrary, Map<string, T>>();
  return (lib) => {
    let table = tables.get(lib);
    if (!table) {
      table = new Map();
      tables.set(lib, table);
    }
    return table;
  };
}

/** Computes every recipe's facts once per (foods, recipes) pair; later plans reuse them. */
export function prepareLibrary(lib: Library): PreparedLibrary {
  let byFoods = cache.get(lib.recipes);
  const hit = byFoods?.get(lib.foods);
  if (hit) return hit;
  const foodById = new Map(lib.foods.map((f) => [f.id, f]));
  const recipes: RecipeFacts[] = [];
  const invalid: { recipeId: string; reason: string }[] = [];
  const seen = new Set<string>();
  for (const r of lib.recipes) {
    if (seen.has(r.id)) {
      invalid.push({ recipeId: r.id, reason: "duplicate id" });
      continue;
    }
    seen.add(r.id);
    const facts = recipeFacts(r, foodById);
    if (typeof facts === "string") invalid.push({ recipeId: r.id, reason: facts });
    else recipes.push(facts);
  }
  const prepared = { foodById, recipes, recipeById: new Map(recipes.map((f) => [f.recipe.id, f])), invalid };
  if (!byFoods) {
    byFoods = new WeakMap();
    cache.set(lib.recipes, byFoods);
  }
  byFoods.set(lib.foods, prepared);
  return prepared;
}
