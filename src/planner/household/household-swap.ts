import type { MealType } from "../../shared/domain";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import type { SwapOption } from "../../shared/plan-swap";
import type { Refusal } from "../plan-types";
import { planBudgets } from "../rules/day-budgets";
import {
  type SwapOptions,
  type SwapOptionsResult,
  type SwapResult,
  type SwapTarget,
  swapMeal,
  swapOptions,
} from "../swap/swap-meal";
import { allHouseholdNotes } from "./household-data";
import { householdSetup, solveMembers } from "./household-plan";
import type { Eater, HouseholdEater } from "./household-types";
import { canShare, whyNotShared } from "./shared-dish";

// A meal of a household plan swapped for the household (docs/product/household.md): the owner's
// meal is swapped as any plan's is (swap/swap-meal.ts: the day re-solved, the week's rules kept),
// the new dish must suit every member who shared the old one, and each member's week is solved
// again around the owner's, every member's day on their own targets and the whole plan checked.
// The alternatives offered are the owner's that every member sharing the meal can share, each one
// tried as the household's swap first, so every dish offered can be chosen.

const refusal = (r: Omit<Refusal, "code">): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { ...r, code: "swap_not_possible" },
});

/** The members who eat the owner's meal `t` from the same pot (not away, no dish of their own). */
function sharersOf(plan: PlanData, eaters: readonly Eater[], t: SwapTarget): Eater[] {
  const meal = plan.days[t.day]?.meals[t.meal];
  if (!meal) return [];
  return eaters.filter((e) =>
    plan.members
      ?.find((m) => m.member_id === e.member.member_id)
      ?.days[t.day]?.meals.some(
        (x) => x.type === meal.type && x.recipe_id === meal.recipe_id && !x.own_dish_reason,
      ),
  );
}

type Ready = Extract<ReturnType<typeof householdSetup>, { ok: true }>;

/** The owner's week alone, without the members' portions and the notes about them. */
function ownerWeekOf(plan: PlanData, setup: Ready): PlanData {
  const { set, eaters } = setup;
  const stale = new Set(allHouseholdNotes(plan, eaters, planBudgets(set.req, plan), set.library));
  const { members: _, ...rest } = plan;
  return { ...rest, notes: plan.notes.filter((n) => !stale.has(n)) };
}

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
    for (const e of sharersOf(plan, eaters, t)) {
      const why = whyNotShared(facts, e, meal.type);
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
  const swapped = swapMeal(owner, ownerWeekOf(plan, setup), t, recipeId, o);
  if (!swapped.ok) return swapped;
  const solved = solveMembers(set, eaters, swapped.plan);
  if (!solved.ok) return refusal({ ...solved.refusal });
  return { ok: true, plan: solved.plan, resized: swapped.resized };
}

/** Owner's alternatives looked at per dish offered: a few more than asked, as some may not suit a day. */
const TRIED_PER_OFFER = 3;

/**
 * Up to `limit` alternatives (default 4) for one meal of a household plan: the owner's alternatives
 * (swapOptions) that every member who shares the meal can share, each of which the household's swap
 * makes with every eater's day on target. With no members, the owner's alternatives.
 */
export function householdSwapOptions(
  owner: PlanRequestInput | PlanRequest,
  members: readonly HouseholdEater[],
  plan: PlanData,
  t: SwapTarget,
  o: SwapOptions = {},
): SwapOptionsResult {
  if (members.length === 0 || !plan.members) return swapOptions(owner, plan, t, o);
  const setup = householdSetup(owner, members, { weekStart: plan.week_start, ...o });
  if (!setup.ok) return setup;
  const type: MealType | undefined = plan.days[t.day]?.meals[t.meal]?.type;
  const sharers = sharersOf(plan, setup.eaters, t);
  const limit = o.limit ?? 4;
  const offered = swapOptions(owner, ownerWeekOf(plan, setup), t, {
    ...o,
    limit: limit * TRIED_PER_OFFER,
    accept: (f) => type !== undefined && sharers.every((e) => canShare(f, e, type)),
  });
  if (!offered.ok) return offered;
  const options: SwapOption[] = [];
  let last: Refusal | undefined;
  for (const option of offered.options) {
    if (options.length >= limit) break;
    const swapped = swapHouseholdMeal(owner, members, plan, t, option.recipe_id, o);
    if (!swapped.ok) {
      last = swapped.refusal;
      continue;
    }
    // Offered only if everyone who shared the old dish shares the new one, not a dish of their own.
    const still = sharersOf(swapped.plan, setup.eaters, t);
    if (still.length < sharers.length) continue;
    options.push({
      ...option,
      day_calories: swapped.plan.days[t.day]?.totals.calories ?? option.day_calories,
    });
  }
  if (options.length > 0) return { ok: true, options };
  return refusal({
    rule: "A swap must suit everyone who eats this meal",
    rule_id: last?.rule_id ?? "swap",
    ...(last?.member_id ? { member_id: last.member_id } : {}),
    message:
      "None of the alternatives for this meal keeps the day of everyone who shares it within their rules.",
    suggestion: "Swap a meal on another day, or keep this one.",
  });
}
