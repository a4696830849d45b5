import type { MealType } from "../../shared/domain";
import { dishOf } from "../library/plan-context";
import type { RecipeFacts } from "../library/prepare-library";
import { isMostlyFruit } from "../rules/meal-rules";
import { RECIPE_RULES } from "../rules/recipe-rules";
import type { Eater } from "./household-types";

// Whether a dish cooked for the owner can be served to a member from the same pot
// (docs/product/household.md): the member's own version of the recipe must be the very same
// version (the same foods in the same amounts, so the checker reads the member's recipe × servings),
// it must be eligible for the member's diet, conditions, allergies and exclusions, and a child gets
// no tea or coffee. The answer is a rule id, as data: the notes and plan_data carry it.

/**
 * The foods that carry caffeine in a tea or coffee item (content/library/foods.csv), which children
 * do not have (docs/product/household.md); a test holds the ids to the food table.
 */
export const CAFFEINE_FOODS: ReadonlySet<string> = new Set([
  "tea-brewed",
  "green-tea-brewed",
  "coffee-brewed",
]);

export const hasCaffeine = (f: RecipeFacts): boolean => f.parts.some((p) => CAFFEINE_FOODS.has(p.food.id));

/** The same version: the same foods in the same amounts per serving. */
export function sameVersion(a: RecipeFacts, b: RecipeFacts): boolean {
  const x = a.recipe.ingredients;
  const y = b.recipe.ingredients;
  if (x === y) return true;
  return x.length === y.length && x.every((line, i) => line[0] === y[i]?.[0] && line[1] === y[i]?.[1]);
}

/** One dish from one pot: the same recipe in the same version (each person's context has its own copy). */
export const sameDish = (a: RecipeFacts, b: RecipeFacts): boolean =>
  a.recipe.id === b.recipe.id && sameVersion(a, b);

/** Whether a member can share `f` (the owner's version) at a meal of type `meal`: whyNotShared's null. */
export function canShare(f: RecipeFacts, e: Eater, meal: MealType): boolean {
  const mine = e.ctx.recipeById.get(f.recipe.id);
  return (
    mine !== undefined && e.eligible[meal].has(mine) && sameVersion(mine, f) && !(e.child && hasCaffeine(f))
  );
}

/** Why a member cannot share `f` (the owner's version) at a meal of type `meal`, or null when they can. */
export function whyNotShared(f: RecipeFacts, e: Eater, meal: MealType): string | null {
  const mine = e.ctx.recipeById.get(f.recipe.id);
  if (!mine) return "not_in_library";
  if (canShare(f, e, meal)) return null;
  if (e.child && hasCaffeine(f)) return "child_caffeine";
  // The dish as cooked for the owner, read by the member's dish rules: what keeps it off their plate.
  const plan = {
    diet: e.req.diet,
    cuisine: e.req.cuisine,
    cond: e.ctx.cond,
    excluded: e.ctx.excluded,
    restrictions: e.ctx.restrictions,
  };
  const broken = RECIPE_RULES.find((r) => r.why(dishOf(f), plan) !== null);
  if (broken) return broken.name;
  if (!e.eligible[meal].has(mine))
    return meal !== "snack" && isMostlyFruit(mine.parts) ? "meal_fruit" : "not_eligible";
  return "recipe_version";
}

/** A member may eat `f` as their own dish: eligible for them, and caffeine-free for a child. */
export const ownDishOk = (f: RecipeFacts, e: Eater, meal: MealType): boolean =>
  e.eligible[meal].has(f) && !(e.child && hasCaffeine(f));
