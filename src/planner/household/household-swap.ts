import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import type { Refusal } from "../plan-types";
import { planBudgets } from "../rules/day-budgets";
import { type SwapOptions, type SwapResult, type SwapTarget, swapMeal } from "../swap/swap-meal";
import { allHouseholdNotes } from "./household-data";
import { householdSetup, solveMembers } from "./household-plan";
import type { HouseholdEater } from "./household-types";
import { whyNotShared } from "./shared-dish";

// A meal of a household plan swapped for the household (docs/product/household.md): the owner's
// meal is swapped as any plan's is (swap/swap-meal.ts: the day re-solved, the week's rules kept),
// the new dish must suit every member who shared the old one, and each member's week is solved
// again around the owner's, every member's day on their own targets and the whole plan checked.

const refusal = (r: Omit<Refusal, "code">): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { ...r, code: "swap_not_possible" },
});

/** The household plan with one of the owner's meals replaced by `recipeId` for everyone who shared it. */
export function swapHouseholdMeal(
  owner: PlanRequestInput | PlanRequest,
  members: readonly HouseholdEater[],
  plan: PlanData,
  t: SwapTarget,
  recipeId: string,
  o: SwapOptions = {},
): SwapResult {
  if (members.length === 0 || !plan.members) return swapMeal(owner, plan, t, recipeId, o);
  const setup = householdSetup(owner, members, { weekStart: plan.week_start, ...o });
  if (!setup.ok) return setup;
  const { set, eaters } = setup;
  const meal = plan.days[t.day]?.meals[t.meal];
  const facts = set.ctx.recipeById.get(recipeId);
  if (meal && facts) {
    for (const e of eaters) {
      const mine = plan.members.find((m) => m.member_id === e.member.member_id);
      const shares = mine?.days[t.day]?.meals.some(
        (x) => x.type === meal.type && x.recipe_id === meal.recipe_id && !x.own_dish_reason,
      );
      const why = shares ? whyNotShared(facts, e, meal.type) : null;
      if (why)
        return refusal({
          rule: `${facts.recipe.name} must suit everyone who eats this meal`,
          rule_id: why,
          member_id: e.member.member_id,
          message: `${facts.recipe.name} does not suit ${e.member.name}, who shares this meal.`,
          suggestion: "Choose another of the alternatives offered.",
        });
    }
  }
  // The owner's week alone, without the members' portions and the notes about them.
  const stale = new Set(allHouseholdNotes(plan, eaters, planBudgets(set.req, plan), set.library));
  const { members: _, ...rest } = plan;
  const ownerOnly: PlanData = { ...rest, notes: plan.notes.filter((n) => !stale.has(n)) };
  const swapped = swapMeal(owner, ownerOnly, t, recipeId, o);
  if (!swapped.ok) return swapped;
  const solved = solveMembers(set, eaters, swapped.plan);
  if (!solved.ok) return refusal({ ...solved.refusal });
  return { ok: true, plan: solved.plan, resized: swapped.resized };
}
