import type { MealType } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import type { Conditions, Targets } from "../plan-types";
import { diabetesExclusion } from "../rules/conditions";
import { type DietOptions, excludedAttrs, firstExcluded } from "../rules/diet-eligibility";
import { KETO_RECIPE_NET_CARBS_MAX_G } from "../rules/figures";
import { standInExclusion } from "../rules/stand-ins";
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

/** Why a recipe is out for this request, or null when it fits (diet from ingredients, N§3–§4). */
export function recipeExclusion(
  f: RecipeFacts,
  req: Pick<PlanRequest, "diet" | "cuisine">,
  cond: Conditions,
  excluded: readonly FoodAttr[],
): string | null {
  const attr = firstExcluded(f.attrs, excluded);
  if (attr) return `contains ${attr.replace("_", " ")}`;
  if (req.diet === "keto" && f.netCarbs_g > KETO_RECIPE_NET_CARBS_MAX_G) return "too many net carbs for keto";
  if (req.diet === "mediterranean" && !f.oliveOilMain) return "olive oil is not its main fat";
  const standIn = standInExclusion(
    f.recipe.cuisine,
    f.parts.map((p) => p.food),
    req,
  );
  if (standIn) return standIn;
  return cond.diabetes ? diabetesExclusion(f.recipe, f.attrs) : null;
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
