import type { PlanDay, PlanMeal } from "../../shared/plan-data";
import type { PlanContext } from "../library/plan-context";
import { keepsDayRules, keepsDishRules, mealParts } from "./checked-day";
import { isRecipeTimesServings } from "./checker-structure";

// What a refit after the search (output/whole-counts.ts, output/energy-trim.ts) must keep of a day, as
// the checker holds a finished plan: every day rule in force, every dish rule (a dish's main
// carbohydrate and net carbs follow its grams), and each meal its recipe times one factor for its
// weighed foods. A refit that breaks one is not made.

/** Whether a refitted day still keeps what the checker holds it to, for this person's context. */
export function refitKeeps(ctx: PlanContext, relaxed: readonly string[] = []): (day: PlanDay) => boolean {
  const foodById = ctx.lib.foodById;
  const dishPlan = {
    diet: ctx.req.diet,
    cuisine: ctx.req.cuisine,
    cond: ctx.cond,
    excluded: ctx.excluded,
    restrictions: ctx.restrictions,
  };
  const isDessert = (id: string) => ctx.recipeById.get(id)?.recipe.dessert === true;
  const isRecipe = (m: PlanMeal) => {
    const recipe = ctx.recipeById.get(m.recipe_id)?.recipe;
    return (
      m.include_item !== undefined || (!!recipe && isRecipeTimesServings(recipe.ingredients, m, foodById))
    );
  };
  return (day) => {
    const parts = mealParts(day, foodById);
    return (
      keepsDayRules(day, ctx.targets, foodById, relaxed, parts) &&
      keepsDishRules(parts, dishPlan, isDessert) &&
      day.meals.every(isRecipe)
    );
  };
}
