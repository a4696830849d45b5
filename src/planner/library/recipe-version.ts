import {
  allergySwap,
  renameInStep,
  type Substitute,
  type SubstituteRequest,
  substituteFor,
} from "../rules/substitutes";
import type { Food, Ingredient, IngredientRole, Recipe } from "./library-types";
import { type PreparedLibrary, perLibrary, type RecipeFacts, recipeFacts } from "./prepare-library";

// The version of a recipe a person cooks: each role line swapped as rules/substitutes says, the steps
// renamed to match. The engine plans from versions and the checker rebuilds the same version, so a
// plan's items are always "this person's recipe × servings".

/** One role line that changes for this person. */
interface Swap {
  line: number;
  /** Absent for a line swapped only because the person must not eat its food (rules/substitutes ALLERGY_SWAPS). */
  role?: IngredientRole;
  food: Food;
  sub: Substitute;
}

function swapsOf(recipe: Recipe, req: SubstituteRequest, foodById: ReadonlyMap<string, Food>): Swap[] {
  const swaps: Swap[] = [];
  recipe.ingredients.forEach(([foodId, grams, role], line) => {
    const food = role || req.blocked.has(foodId) ? foodById.get(foodId) : undefined;
    if (!food) return;
    const sub =
      (role ? substituteFor(role, food, recipe.cuisine, req, foodById) : null) ??
      allergySwap(food, grams, req, foodById);
    if (sub) swaps.push(role ? { line, role, food, sub } : { line, food, sub });
  });
  return swaps;
}

function applySwaps(recipe: Recipe, swaps: readonly Swap[]): Recipe {
  if (swaps.length === 0) return recipe;
  // A protein line only ever becomes tofu (rules/substitutes), and the writer's tofu steps say how.
  const tofu = swaps.some((s) => s.role === "protein") ? recipe.tofuSteps : undefined;
  let instructions = tofu ? recipe.instructions.map((step, i) => tofu[i] ?? step) : recipe.instructions;
  let name = recipe.name;
  const ingredients: Ingredient[] = recipe.ingredients.slice();
  for (const { line, role, food, sub } of swaps) {
    const grams = (recipe.ingredients[line] as Ingredient)[1];
    instructions = instructions.map((step) => renameInStep(step, food, sub.food));
    name = renameInStep(name, food, sub.food);
    const amount = Math.round(grams * sub.factor * 100) / 100;
    ingredients[line] = role ? [sub.food.id, amount, role] : [sub.food.id, amount];
  }
  return { ...recipe, name, ingredients, instructions };
}

/** The person's version of the recipe; the same object when nothing changes. */
export function recipeVersion(
  recipe: Recipe,
  req: SubstituteRequest,
  foodById: ReadonlyMap<string, Food>,
): Recipe {
  return applySwaps(recipe, swapsOf(recipe, req, foodById));
}

const versionsOf = perLibrary<RecipeFacts>();

/**
 * Facts of the person's version, computed once per distinct version and kept with the library. The
 * swaps alone identify a version, so the renaming and the nutrition run only the first time.
 */
export function versionFacts(lib: PreparedLibrary, base: RecipeFacts, req: SubstituteRequest): RecipeFacts {
  const swaps = swapsOf(base.recipe, req, lib.foodById);
  if (swaps.length === 0) return base;
  const key = `${base.recipe.id}|${swaps.map((s) => `${s.line}:${s.sub.food.id}:${s.sub.factor}`).join(",")}`;
  const byKey = versionsOf(lib);
  const hit = byKey.get(key);
  if (hit) return hit;
  // Every food of a version is in the table (substitutes come from it), so facts never fail here.
  const facts = recipeFacts(applySwaps(base.recipe, swaps), lib.foodById) as RecipeFacts;
  byKey.set(key, facts);
  return facts;
}
