import { renameInStep, type SubstituteRequest, substituteFor } from "../rules/substitutes";
import type { Food, Ingredient, Recipe } from "./library-types";
import { type PreparedLibrary, type RecipeFacts, recipeFacts } from "./prepare-library";

// The version of a recipe a person cooks: each role line swapped as rules/substitutes says, the steps
// renamed to match. The engine plans from versions and the checker rebuilds the same version, so a
// plan's items are always "this person's recipe × servings".

/** The person's version of the recipe; the same object when nothing changes. */
export function recipeVersion(
  recipe: Recipe,
  req: SubstituteRequest,
  foodById: ReadonlyMap<string, Food>,
): Recipe {
  let changed = false;
  let instructions = recipe.instructions;
  let name = recipe.name;
  const ingredients: Ingredient[] = recipe.ingredients.map((line) => {
    const [foodId, grams, role] = line;
    const food = foodById.get(foodId);
    if (!role || !food) return line;
    const sub = substituteFor(role, food, recipe.cuisine, req, foodById);
    if (!sub) return line;
    changed = true;
    instructions = instructions.map((step) => renameInStep(step, food, sub.food));
    name = renameInStep(name, food, sub.food);
    return [sub.food.id, Math.round(grams * sub.factor * 100) / 100, role];
  });
  return changed ? { ...recipe, name, ingredients, instructions } : recipe;
}

const versions = new WeakMap<PreparedLibrary, Map<string, RecipeFacts>>();

/** Facts of the person's version, computed once per distinct version and kept with the library. */
export function versionFacts(lib: PreparedLibrary, base: RecipeFacts, req: SubstituteRequest): RecipeFacts {
  const recipe = recipeVersion(base.recipe, req, lib.foodById);
  if (recipe === base.recipe) return base;
  const key = `${recipe.id}|${recipe.ingredients.map(([id, g]) => `${id}:${g}`).join(",")}`;
  let byKey = versions.get(lib);
  if (!byKey) {
    byKey = new Map();
    versions.set(lib, byKey);
  }
  const hit = byKey.get(key);
  if (hit) return hit;
  // Every food of a version is in the table (substitutes come from it), so facts never fail here.
  const facts = recipeFacts(recipe, lib.foodById) as RecipeFacts;
  byKey.set(key, facts);
  return facts;
}
