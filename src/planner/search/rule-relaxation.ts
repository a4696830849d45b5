import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import { type BudgetedWeek, planWithinBudget } from "./cooking-budget";

// The last resort before a refusal: the same-food rule (rules/same-food-rules.ts) set aside for the
// week. It keeps a day from leaning on one food; a person whose targets and diet leave no week
// without that is better served by a week that says so (plan_data.relaxed_rules, the notes) than by a
// refusal. Every other rule still holds, and the checker holds the week to them.

export interface RelaxedWeek extends BudgetedWeek {
  relaxedRules: "one_food"[];
}

export function planWithRelaxation(ctx: PlanContext, fixed: readonly FixedItem[], seed: number): RelaxedWeek {
  const first = planWithinBudget(ctx, fixed, seed);
  if (first.outcome.week.ok) return { ...first, relaxedRules: [] };
  const again = planWithinBudget({ ...ctx, relaxOneFood: true }, fixed, seed);
  // A refusal names what still blocks with the rule set aside: the rule that can be relaxed is not
  // the one to change.
  return { ...again, relaxedRules: again.outcome.week.ok ? ["one_food"] : [] };
}
