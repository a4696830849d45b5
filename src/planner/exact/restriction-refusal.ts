import { listOfGroups } from "../../shared/allergens";
import { labelOf } from "../../shared/domain";
import type { RefusalChange } from "../../shared/plan-refusal";
import type { PlanContext } from "../library/plan-context";
import { fmt } from "../output/format";
import type { Refusal } from "../plan-types";
import { NO_RESTRICTIONS } from "../rules/allergies";
import { contextFor, LESS_RESTRICTIVE, weekWorks } from "./advice";

// When a person's allergies or excluded foods leave too few recipes for a week (docs/product/
// allergies.md), the refusal names them rather than a nutrient rule, and says what was tested to help:
// taking a food off the "don't eat" list, or a less restrictive food preference with the same
// allergies. An allergy is never suggested away. Each suggestion is a whole week the engine planned.

/** Weeks tried for the suggestion, so a refusal stays fast (each is one week's search). */
const MAX_TRIES = 3;

/** What the restrictions leave out, as people read it: "peanuts and tree nuts" or "mushrooms". */
function whatIsLeftOut(ctx: PlanContext): string {
  const r = ctx.restrictions;
  const groups = listOfGroups(r.allergies);
  const foods = r.excludedFoods.map((f) => `“${f}”`).join(", ");
  return [groups, foods].filter(Boolean).join(" and ");
}

/**
 * The refusal to give instead of `base` when the restrictions are what blocks: the same request
 * without them plans a week. Null when the person has none, or when the week fails without them too
 * (then the nutrient rule `base` names is the cause).
 */
export function restrictionRefusal(ctx: PlanContext, base: Refusal, seed: number): Refusal | null {
  const r = ctx.restrictions;
  if (r === NO_RESTRICTIONS) return null;
  const named = new Set(r.fromConditions.map((c) => c.text));
  const free = contextFor(ctx, {
    allergies: [],
    excluded_foods: [],
    health_conditions: ctx.req.health_conditions.filter((c) => !named.has(c.trim())),
  });
  if (!free || !weekWorks(free, seed)) return null;

  const diet = labelOf(ctx.req.diet).toLowerCase();
  const left = whatIsLeftOut(ctx);
  const kinds = [
    r.allergies.length > 0 && "your allergies",
    r.excludedFoods.length > 0 && "foods you don't eat",
  ]
    .filter(Boolean)
    .join(" and ");
  let tries = 0;
  const works = (alt: PlanContext | null) => alt !== null && tries++ < MAX_TRIES && weekWorks(alt, seed);
  let suggestion = `No change we tried keeps ${left} out and gives a plan; a dietitian can plan around ${kinds} with you.`;
  let change: RefusalChange = { field: r.allergies.length > 0 ? "allergies" : "excluded_foods" };
  const found =
    r.excludedFoods.find((f) =>
      works(contextFor(ctx, { excluded_foods: r.excludedFoods.filter((x) => x !== f) })),
    ) ?? null;
  if (found) {
    suggestion = `Taking “${found}” off the foods you don't eat gives a plan.`;
    change = { field: "excluded_foods", value: found };
  } else {
    const maintain =
      ctx.req.fitness_goal === "weight_gain" ? contextFor(ctx, { fitness_goal: "maintain" }) : null;
    if (maintain && works(maintain)) {
      suggestion = `The Maintain goal (${fmt(maintain.targets.calories)} kcal a day instead of ${fmt(ctx.targets.calories)}), still without ${left}, can be planned.`;
      change = { field: "fitness_goal", value: "maintain" };
    } else {
      const other = LESS_RESTRICTIVE[ctx.req.diet].find((d) => works(contextFor(ctx, { diet: d })));
      if (other) {
        suggestion = `The ${labelOf(other).toLowerCase()} food preference, still without ${left}, can be planned.`;
        change = { field: "diet", value: other };
      }
    }
  }
  return {
    code: base.code === "no_recipes" ? "no_recipes" : "rules_conflict",
    rule: `Free from ${left} (${kinds})`,
    rule_id: "restrictions",
    message: `Without ${left}, we have too few ${diet} recipes to plan a week at ${fmt(ctx.targets.calories)} kcal a day that keeps every other rule (the one that broke: ${base.rule}); the same week can be planned when they are allowed, so they are what blocks it.`,
    suggestion,
    change,
  };
}
