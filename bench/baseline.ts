import { buildContext } from "../src/planner/library/plan-context";
import type { Library } from "../src/planner/library/prepare-library";
import { prepareLibrary } from "../src/planner/library/prepare-library";
import { assemblePlan, buildDay, type MealSource } from "../src/planner/output/plan-output";
import { mondayOf, planWeek } from "../src/planner/output/week-start";
import type { PlanResult } from "../src/planner/plan-types";
import { parseConditions } from "../src/planner/rules/conditions";
import { mulberry32 } from "../src/planner/search/prng";
import { computeTargets } from "../src/planner/targets/targets";
import type { MealType } from "../src/shared/domain";
import type { PlanRequest } from "../src/shared/plan-request";

// The random-pick planner self-hosted tools ship: one random recipe per slot from the diet-filtered
// list, one serving each, no targets beyond the filter. Same output builder as the engine, so the
// same checker can judge it.

const SLOTS: readonly MealType[] = ["breakfast", "lunch", "dinner", "snack"];

export function randomPickPlan(
  req: PlanRequest,
  library: Library,
  seed: number,
  weekStart: string,
): PlanResult {
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) return tr;
  const ctx = buildContext(req, cond, tr.targets, prepareLibrary(library));
  const rand = mulberry32(seed);
  const days: MealSource[][] = [];
  for (let d = 0; d < 7; d++) {
    const day: MealSource[] = [];
    for (const type of SLOTS) {
      const list = ctx.eligibleByMeal[type];
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
      day.push({
        type,
        name: f.recipe.name,
        recipeId: f.recipe.id,
        cuisine: f.recipe.cuisine,
        instructions: f.recipe.instructions,
        parts: f.parts,
        servings: 1,
      });
    }
    days.push(day);
  }
  const start = mondayOf(weekStart);
  const calendar = planWeek(start);
  const built = days.map((d, i) => buildDay(calendar[i] as (typeof calendar)[number], d));
  return { ok: true, plan: assemblePlan(ctx, built, [], start, seed) };
}
