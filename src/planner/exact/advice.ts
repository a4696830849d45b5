import { type Diet, labelOf } from "../../shared/domain";
import type { RefusalChange } from "../../shared/plan-refusal";
import type { PlanRequest } from "../../shared/plan-request";
import { resolveIncludes } from "../include/include-items";
import { buildContext, dietOptionsFor, type PlanContext } from "../library/plan-context";
import { fmt } from "../output/format";
import { blockingField } from "../rules/rule-fields";
import type { RuleGroup } from "../search/day-problem";
import { searchAlone } from "../search/day-spec";
import { planWithRelaxation } from "../search/rule-relaxation";
import { computeTargets } from "../targets/targets";

// What would actually help, tested before it is said (issue 12). The refusal's suggestion names a
// change only when the engine has tried it: the other goal or food preference is planned for the
// failed day on its own (a few milliseconds each); for variety, the Maintain goal is planned as a
// whole week, and the other food preference must offer half as many recipes again for every meal.
// Cuisine is named only where it changes which recipes fit (vegetarian in Indian plans leaves out
// eggs): every other plan already borrows recipes from every cuisine, so another cuisine would not help.

/** Food preferences that allow more, nearest first. */
export const LESS_RESTRICTIVE: Record<Diet, readonly Diet[]> = {
  vegan: ["vegetarian"],
  vegetarian: ["mediterranean", "non_vegetarian"],
  keto: ["paleo", "mediterranean", "non_vegetarian"],
  paleo: ["mediterranean", "non_vegetarian"],
  mediterranean: ["non_vegetarian"],
  non_vegetarian: [],
};
/** Alternatives tried per refusal, so a refusal stays fast. */
const MAX_TRIES = 3;
/** For variety: the other food preference needs this many times the recipes for every meal. */
const VARIETY_POOL_RATIO = 1.5;

export const NOTHING_HELPS =
  "No other goal or food preference we tried gives a plan with your health rules; a dietitian can plan this week with you.";

export function contextFor(ctx: PlanContext, change: Partial<PlanRequest>): PlanContext | null {
  const req = { ...ctx.req, ...change };
  const tr = computeTargets(req, ctx.cond);
  return tr.ok ? buildContext(req, ctx.cond, tr.targets, ctx.lib, ctx.weekdays) : null;
}

function dayWorks(alt: PlanContext, day: number, seed: number): boolean {
  const { items } = resolveIncludes(alt);
  return searchAlone(alt, items, day, seed)?.hard === 0;
}

/**
 * Variety is a weekly rule: only a whole week shows that a change helps, planned as a request with
 * the change would be (the variety fallback, the cooking budget's steps, the last-resort relaxation).
 */
export function weekWorks(alt: PlanContext, seed: number): boolean {
  const { items } = resolveIncludes(alt);
  return planWithRelaxation(alt, items, seed).outcome.week.ok;
}

function poolRatio(alt: PlanContext, ctx: PlanContext): number {
  const meals = ["breakfast", "lunch", "dinner", "snack"] as const;
  return Math.min(
    ...meals.map((m) => alt.eligibleByMeal[m].length / Math.max(1, ctx.eligibleByMeal[m].length)),
  );
}

/** What to change, in words and as data: a change the engine tested, or the answer that blocks. */
export interface Advice {
  suggestion: string;
  change: RefusalChange;
}

/** The suggestion for a refusal on `group` (or variety) on `day`, naming only changes that tested well. */
export function advise(ctx: PlanContext, group: RuleGroup | "variety", day: number, seed: number): Advice {
  let tries = 0;
  const variety = group === "variety";
  const works = (alt: PlanContext | null, week = false): alt is PlanContext => {
    if (!alt || tries >= MAX_TRIES) return false;
    tries++;
    return week ? weekWorks(alt, seed) : dayWorks(alt, day, seed);
  };
  /** For variety, another food preference or cuisine helps only with many more recipes. */
  const moreRecipes = (alt: PlanContext | null) =>
    !variety || (alt !== null && poolRatio(alt, ctx) >= VARIETY_POOL_RATIO);
  // A lower target: Maintain instead of Gain weight (the rules that bind at high targets, variety
  // among them: fewer recipes are dense enough for a high target).
  if (ctx.req.fitness_goal === "weight_gain") {
    const alt = contextFor(ctx, { fitness_goal: "maintain" });
    if (works(alt, variety))
      return {
        suggestion: `The Maintain goal (${fmt(alt.targets.calories)} kcal a day instead of ${fmt(ctx.targets.calories)}) can be planned with your food preference and health rules.`,
        change: { field: "fitness_goal", value: "maintain" },
      };
  }
  for (const diet of LESS_RESTRICTIVE[ctx.req.diet]) {
    const alt = contextFor(ctx, { diet });
    if (moreRecipes(alt) && works(alt)) {
      const how = variety
        ? `has at least half as many recipes again for every meal`
        : `can reach ${fmt(alt.targets.calories)} kcal a day with your other rules`;
      return {
        suggestion: `The ${labelOf(diet).toLowerCase()} food preference ${how}.`,
        change: { field: "diet", value: diet },
      };
    }
  }
  // Indian vegetarian leaves out eggs (dietOptionsFor): the one case where the cuisine changes the recipes.
  if (dietOptionsFor(ctx.req).noEggs) {
    const alt = contextFor(ctx, { cuisine: "mediterranean" });
    if (moreRecipes(alt) && works(alt))
      return {
        suggestion: "Another cuisine lets eggs into vegetarian meals, which gives a plan.",
        change: { field: "cuisine", value: "mediterranean" },
      };
  }
  return { suggestion: NOTHING_HELPS, change: { field: blockingField(group, ctx.cond) } };
}
