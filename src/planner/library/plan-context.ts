import type { MealType } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import type { Conditions, Targets } from "../plan-types";
import { type DietOptions, excludedAttrs } from "../rules/diet-eligibility";
import { type Dish, dishExclusion } from "../rules/recipe-rules";
import type { SubstituteRequest } from "../rules/substitutes";
import type { FoodAttr } from "./library-types";
import type { PreparedLibrary, RecipeFacts } from "./prepare-library";
import { versionFacts } from "./recipe-version";

/** Everything derived from one request that the optimiser, the notes and the checker share. */
export interface PlanContext {
  req: PlanRequest;
  cond: Conditions;
  targets: Targets;
  dietOpts: DietOptions;
  excluded: readonly FoodAttr[];
  lib: PreparedLibrary;
  /** Every recipe in this person's version (rules/substitutes), include items too. */
  recipes: readonly RecipeFacts[];
  recipeById: ReadonlyMap<string, RecipeFacts>;
  /** Recipes that meet the diet and condition rules, by meal type (include-item recipes left out). */
  eligibleByMeal: Record<MealType, RecipeFacts[]>;
}

/** What the substitutes need to know of a request; the checker asks the same. */
export function substituteRequestFor(
  req: Pick<PlanRequest, "diet" | "cuisine">,
  cond: Conditions,
  excluded: readonly FoodAttr[],
): SubstituteRequest {
  return { diet: req.diet, cuisine: req.cuisine, cond, excluded };
}

export function dietOptionsFor(req: Pick<PlanRequest, "diet" | "cuisine">): DietOptions {
  return { noEggs: req.diet === "vegetarian" && req.cuisine === "indian" };
}

/** The dish rules' view of a recipe in the person's version. */
export const dishOf = (f: RecipeFacts): Dish => ({
  cuisine: f.recipe.cuisine,
  foods: f.parts.map((p) => p.food),
  attrs: f.attrs,
  netCarbsPerServing_g: f.netCarbs_g,
  oliveOilMain: f.oliveOilMain,
  dessert: f.recipe.dessert === true,
});

/** Why a recipe is out for this request, or null when it fits (rules/recipe-rules, N§3–§4). */
export function recipeExclusion(
  f: RecipeFacts,
  req: Pick<PlanRequest, "diet" | "cuisine">,
  cond: Conditions,
  excluded: readonly FoodAttr[],
): string | null {
  return dishExclusion(dishOf(f), { diet: req.diet, cuisine: req.cuisine, cond, excluded });
}

export function buildContext(
  req: PlanRequest,
  cond: Conditions,
  targets: Targets,
  lib: PreparedLibrary,
): PlanContext {
  const dietOpts = dietOptionsFor(req);
  const excluded = excludedAttrs(req.diet, dietOpts);
  const eligibleByMeal: Record<MealType, RecipeFacts[]> = { breakfast: [], lunch: [], dinner: [], snack: [] };
  const subReq = substituteRequestFor(req, cond, excluded);
  const recipes = lib.recipes.map((f) => versionFacts(lib, f, subReq));
  for (const f of recipes) {
    if (f.recipe.includeItem) continue;
    if (recipeExclusion(f, req, cond, excluded)) continue;
    for (const m of f.recipe.meals) eligibleByMeal[m].push(f);
  }
  const recipeById = new Map(recipes.map((f) => [f.recipe.id, f]));
  return { req, cond, targets, dietOpts, excluded, lib, recipes, recipeById, eligibleByMeal };
}
