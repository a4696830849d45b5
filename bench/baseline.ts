import {
  eligibleRecipes,
  type Library,
  mondayOf,
  mulberry32,
  type PickedMeal,
  type PlanResult,
  pickedWeek,
} from "../src/planner/index";
import type { MealType } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";

// The random-pick planner self-hosted tools ship: one random recipe per slot from the diet-filtered
// list, one serving each, no targets beyond the filter. The lists are the engine's own eligible
// recipes and the week is built by the engine's output builder (pickedWeek), so the same checker can
// judge it.

const SLOTS: readonly MealType[] = ["breakfast", "lunch", "dinner", "snack"];

export function randomPickPlan(
  req: PlanRequest,
  library: Library,
  seed: number,
  weekStart: string,
): PlanResult {
  const eligible = eligibleRecipes(req, library);
  if (!eligible.ok) return eligible;
  const rand = mulberry32(seed);
  const days: PickedMeal[][] = [];
  for (let d = 0; d < 7; d++) {
    const day: PickedMeal[] = [];
    for (const type of SLOTS) {
      const list = eligible.byMeal[type];
      const f = list[Math.floor(rand() * list.length)];
      if (!f) {
        if (type === "snack") continue;
        return {
          ok: false,
          refusal: {
            code: "no_recipes",
            rule: `a ${type} recipe`,
            rule_id: "no_recipes",
            message: "empty list",
            suggestion: "",
          },
        };
      }
      day.push({ type, recipeId: f.id, servings: 1 });
    }
    days.push(day);
  }
  return pickedWeek(req, days, { ...library, seed, weekStart: mondayOf(weekStart) });
}
