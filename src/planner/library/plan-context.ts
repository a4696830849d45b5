import { cookingOf } from "../../shared/cooking";
import { CUISINES, DIETS, type MealType } from "../../shared/domain";
import type { WeekdayName } from "../../shared/plan-dates";
import type { PlanRequest } from "../../shared/plan-request";
import type { Conditions, Targets } from "../plan-types";
import { NO_RESTRICTIONS, type Restrictions, restrictionsFor } from "../rules/allergies";
import { dayBudgets, MONDAY_FIRST } from "../rules/day-budgets";
import { type DietOptions, excludedAttrs } from "../rules/diet-eligibility";
import { isMostlyFruit } from "../rules/meal-rules";
import { type Dish, dishExclusion, mainCarbOf } from "../rules/recipe-rules";
import type { SubstituteRequest } from "../rules/substitutes";
import type { FoodAttr } from "./library-types";
import { type PreparedLibrary, perLibrary, type RecipeFacts } from "./prepare-library";
import { versionFacts } from "./recipe-version";

/** Everything derived from one request that the optimiser, the notes and the checker share. */
export interface PlanContext {
  req: PlanRequest;
  cond: Conditions;
  targets: Targets;
  dietOpts: DietOptions;
  excluded: readonly FoodAttr[];
  /** Allergies and excluded foods, as the set of foods no meal may hold (rules/allergies). */
  restrictions: Restrictions;
  lib: PreparedLibrary;
  /** Every recipe in this person's version (rules/substitutes), include items too. */
  recipes: readonly RecipeFacts[];
  recipeById: ReadonlyMap<string, RecipeFacts>;
  /** Recipes that meet the diet and condition rules, by meal type (include-item recipes left out). */
  eligibleByMeal: Record<MealType, readonly RecipeFacts[]>;
  /** The weekday of each plan day, and the hands-on minutes each may take (search/cooking-budget). */
  weekdays: readonly WeekdayName[];
  budgets: readonly number[];
  /** Whether a lunch or dinner may be cooked once and eaten again (rules/leftovers). */
  leftovers: boolean;
  /** The same-food rule set aside for this week, when no week could keep it (search/rule-relaxation). */
  relaxOneFood?: boolean;
}

/** What the substitutes need to know of a request; the checker asks the same. */
export function substituteRequestFor(
  req: Pick<PlanRequest, "diet" | "cuisine">,
  cond: Pick<Conditions, "highBloodPressure">,
  excluded: readonly FoodAttr[],
  restrictions: Restrictions = NO_RESTRICTIONS,
): SubstituteRequest {
  return { diet: req.diet, cuisine: req.cuisine, cond, excluded, blocked: restrictions.blocked };
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
  mainCarb: mainCarbOf(f.parts),
});

/** Why a recipe is out for this request, or null when it fits (rules/recipe-rules, N§3–§4). */
export function recipeExclusion(
  f: RecipeFacts,
  req: Pick<PlanRequest, "diet" | "cuisine">,
  cond: Conditions,
  excluded: readonly FoodAttr[],
  restrictions: Restrictions = NO_RESTRICTIONS,
): string | null {
  return dishExclusion(dishOf(f), { diet: req.diet, cuisine: req.cuisine, cond, excluded, restrictions });
}

/** The recipes as one kind of request sees them: its versions, and the eligible ones by meal. */
interface LibraryView {
  recipes: readonly RecipeFacts[];
  recipeById: ReadonlyMap<string, RecipeFacts>;
  eligibleByMeal: Record<MealType, readonly RecipeFacts[]>;
}

/** Distinct views kept per library; a handful cover nearly every request, the bound keeps memory flat. */
const MAX_VIEWS = 128;
const viewsOf = perLibrary<LibraryView>();
/** Every recipe's version per diet, cuisine and salt setting (2 × 48 lists, made by warmVersions). */
const versionListsOf = perLibrary<readonly RecipeFacts[]>();
/** The same for people with allergies or exclusions: as many sets as people, so bounded like the views. */
const restrictedListsOf = perLibrary<readonly RecipeFacts[]>();

/**
 * The person's version of every recipe; versions depend on the diet, the cuisine, the salt rule and
 * the foods an allergy or exclusion blocks (a blocked cooking fat or milk is swapped like a diet's).
 */
function versionsFor(
  lib: PreparedLibrary,
  req: Pick<PlanRequest, "diet" | "cuisine">,
  cond: Pick<Conditions, "highBloodPressure">,
  excluded: readonly FoodAttr[],
  restrictions: Restrictions = NO_RESTRICTIONS,
): readonly RecipeFacts[] {
  const key = `${req.diet}|${req.cuisine}|${cond.highBloodPressure}|${restrictions.key}`;
  const lists = restrictions.key ? restrictedListsOf(lib) : versionListsOf(lib);
  const hit = lists.get(key);
  if (hit) return hit;
  const subReq = substituteRequestFor(req, cond, excluded, restrictions);
  const list = lib.recipes.map((f) => versionFacts(lib, f, subReq));
  if (restrictions.key && lists.size >= MAX_VIEWS) lists.clear();
  lists.set(key, list);
  return list;
}

/**
 * Versions and eligibility depend only on the diet, the cuisine and the health conditions, not on the
 * body or the goal, so they are worked out once per such request and shared (read-only) after that.
 */
function libraryView(
  req: PlanRequest,
  cond: Conditions,
  excluded: readonly FoodAttr[],
  restrictions: Restrictions,
  lib: PreparedLibrary,
): LibraryView {
  const key = [
    req.diet,
    req.cuisine,
    cond.diabetes,
    cond.highBloodPressure,
    cond.thyroid,
    cond.pcos,
    restrictions.key,
  ].join("|");
  const byKey = viewsOf(lib);
  const hit = byKey.get(key);
  if (hit) return hit;
  const eligibleByMeal: Record<MealType, RecipeFacts[]> = { breakfast: [], lunch: [], dinner: [], snack: [] };
  const recipes = versionsFor(lib, req, cond, excluded, restrictions);
  for (const f of recipes) {
    if (f.recipe.includeItem) continue;
    if (recipeExclusion(f, req, cond, excluded, restrictions)) continue;
    for (const m of f.recipe.meals) {
      // A fruit plate serves as a snack or beside a meal, never as the meal (nutrition.md §5).
      if (m !== "snack" && isMostlyFruit(f.parts)) continue;
      eligibleByMeal[m].push(f);
    }
  }
  const view = { recipes, recipeById: new Map(recipes.map((f) => [f.recipe.id, f])), eligibleByMeal };
  if (byKey.size >= MAX_VIEWS) byKey.clear();
  byKey.set(key, view);
  return view;
}

export function buildContext(
  req: PlanRequest,
  cond: Conditions,
  targets: Targets,
  lib: PreparedLibrary,
  weekdays: readonly WeekdayName[] = MONDAY_FIRST,
  extraMinutes = 0,
): PlanContext {
  const dietOpts = dietOptionsFor(req);
  const excluded = excludedAttrs(req.diet, dietOpts);
  const restrictions = restrictionsFor(req, lib.foodById.values());
  return {
    req,
    cond,
    targets,
    dietOpts,
    excluded,
    restrictions,
    lib,
    ...libraryView(req, cond, excluded, restrictions, lib),
    weekdays,
    budgets: dayBudgets(req, weekdays, extraMinutes),
    leftovers: cookingOf(req.cooking).leftovers,
  };
}

/**
 * Works out every recipe version any request can ask for (each diet and cuisine, with and without the
 * reduced salt of high blood pressure), so that no request pays for them: the planning threads call it
 * when they start, and the bench before it times plans. About half a second, once per library.
 */
export function warmVersions(lib: PreparedLibrary): void {
  for (const diet of DIETS) {
    for (const cuisine of CUISINES) {
      const excluded = excludedAttrs(diet, dietOptionsFor({ diet, cuisine }));
      for (const highBloodPressure of [false, true])
        versionsFor(lib, { diet, cuisine }, { highBloodPressure }, excluded);
    }
  }
}
