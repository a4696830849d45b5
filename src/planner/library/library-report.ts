import { type Cuisine, MEAL_TYPES, type MealType } from "../../shared/domain";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import type { Refusal } from "../plan-types";
import { ANIMAL_MAIN_ATTRS } from "../rules/main-protein";
import { DEFAULT_LIBRARY, FOOD_BY_ID } from "./default-library";
import type { Food } from "./library-types";
import type { Nutrients } from "./nutrients";
import { type Library, prepareLibrary, type RecipeFacts } from "./prepare-library";
import { contextForRequest } from "./request-context";

// What the library report and the other tools (bench/, scripts/) ask of the library, answered by the
// engine's own code. Which recipes a request may use comes from the plan context the search plans from
// (request-context.ts → plan-context.ts: the person's versions, the dish rules, fruit plates as snacks
// only), so a tool never re-derives the diet rules and can never disagree with the plans.

/** A recipe as a tool names it. */
export interface RecipeRef {
  id: string;
  name: string;
  cuisine: Cuisine;
}

export type EligibleRecipes =
  | { ok: true; byMeal: Record<MealType, readonly RecipeRef[]> }
  | { ok: false; refusal: Refusal };

const refOf = (f: RecipeFacts): RecipeRef => ({
  id: f.recipe.id,
  name: f.recipe.name,
  cuisine: f.recipe.cuisine,
});

/**
 * The recipes a request may be planned from, per meal type and in the search's order: the lists its
 * days draw on (include items apart). A request whose targets are refused (BMI) has no lists.
 */
export function eligibleRecipes(
  input: PlanRequestInput | PlanRequest,
  library: Partial<Library> = {},
): EligibleRecipes {
  const set = contextForRequest(input, library);
  if (!set.ok) return set;
  const lists = set.ctx.eligibleByMeal;
  const byMeal = {} as Record<MealType, readonly RecipeRef[]>;
  for (const m of MEAL_TYPES) byMeal[m] = lists[m].map(refOf);
  return { ok: true, byMeal };
}

/** A recipe as written (before any person's swaps), with its nutrition computed as plans compute it. */
export interface RecipeNutrition extends RecipeRef {
  meals: readonly MealType[];
  /** A foods-to-include item (tea, coffee…): never a planned meal of its own. */
  includeItem: boolean;
  perServing: Nutrients;
}

export interface LibraryRecipes {
  recipes: readonly RecipeNutrition[];
  /** Recipes the engine leaves out: an unknown food, no ingredients, a duplicate id. */
  invalid: readonly { recipeId: string; reason: string }[];
}

/** Every recipe of the library with its per-serving nutrition, and those the engine cannot use. */
export function libraryRecipes(library: Partial<Library> = {}): LibraryRecipes {
  const lib = prepareLibrary({
    foods: library.foods ?? DEFAULT_LIBRARY.foods,
    recipes: library.recipes ?? DEFAULT_LIBRARY.recipes,
  });
  return {
    recipes: lib.recipes.map((f) => ({
      ...refOf(f),
      meals: f.recipe.meals,
      includeItem: f.recipe.includeItem !== undefined,
      perServing: f.perServing,
    })),
    invalid: lib.invalid,
  };
}

/** A food of the engine's table, by the id plan items carry. */
export const foodById = (id: string): Food | undefined => FOOD_BY_ID.get(id);

/**
 * Whether foods (a meal's items) make a non-vegetarian main: meat, poultry, fish or eggs, the test the
 * search's meatless-main cost applies (rules/main-protein.ts).
 */
export function hasAnimalMain(foodIds: Iterable<string>): boolean {
  for (const id of foodIds) {
    const attrs = FOOD_BY_ID.get(id)?.attrs;
    if (attrs && ANIMAL_MAIN_ATTRS.some((a) => attrs.includes(a))) return true;
  }
  return false;
}
