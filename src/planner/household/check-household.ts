import type { PlanData, PlanDay } from "../../shared/plan-data";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import { checkPlan } from "../check/checker";
import type { Library } from "../library/prepare-library";
import { linkLeftovers } from "../output/leftover-meals";
import { assemblePlan, buildDay, recipeSource } from "../output/plan-output";
import { householdSetup } from "./household-plan";
import type { HouseholdEater } from "./household-types";

// Every person of a household plan checked against their own targets and rules, from plan_data
// alone (docs/product/household.md): the owner's week by the checker as any plan's; each member's
// week rebuilt from its recipes and servings (the stored items must be exactly those), their meals
// away left out, and passed through the same checker. Tests and the bench read plans through this.

export interface PersonProblems {
  /** Absent for the owner. */
  member_id?: string;
  problems: string[];
}

export function checkHouseholdPlan(
  plan: PlanData,
  owner: PlanRequestInput | PlanRequest,
  members: readonly HouseholdEater[],
  lib: Partial<Library> = {},
): PersonProblems[] {
  const setup = householdSetup(owner, members, { weekStart: plan.week_start, ...lib });
  if (!setup.ok) return [{ problems: [`the household is refused: ${setup.refusal.rule_id}`] }];
  const { set, eaters } = setup;
  const out: PersonProblems[] = [{ problems: checkPlan(plan, set.req, set.library) }];
  for (const e of eaters) {
    const id = e.member.member_id;
    const week = plan.members?.find((m) => m.member_id === id);
    const problems: string[] = [];
    out.push({ member_id: id, problems });
    if (!week) {
      problems.push("no week in the plan");
      continue;
    }
    const days: PlanDay[] = week.days.map((d, i) => {
      const owner = plan.days[i];
      const sources = d.meals.flatMap((m) => {
        const facts = e.ctx.recipeById.get(m.recipe_id);
        if (!(e.homeOn[i] ?? []).includes(m.type)) problems.push(`${d.day} ${m.type}: planned while away`);
        if (!m.own_dish_reason && !owner?.meals.some((x) => x.type === m.type && x.recipe_id === m.recipe_id))
          problems.push(`${d.day} ${m.type}: shared, but not the owner's dish`);
        if (!facts) {
          problems.push(`${d.day} ${m.type}: unknown recipe ${m.recipe_id}`);
          return [];
        }
        const from = m.leftover_of && week.days.findIndex((x) => x.day === m.leftover_of?.day);
        const leftoverOf =
          m.leftover_of && from !== undefined && from >= 0
            ? { day: from, slot: m.leftover_of.type }
            : undefined;
        return [recipeSource(e.ctx, m.type, leftoverOf ? { ...facts, leftoverOf } : facts, m.servings)];
      });
      return buildDay({ day: d.day, date: d.date ?? plan.days[i]?.date ?? "" }, sources);
    });
    linkLeftovers(days);
    days.forEach((d, i) => {
      d.meals.forEach((m, j) => {
        const stored = week.days[i]?.meals[j];
        const same =
          stored?.recipe_id === m.recipe_id &&
          stored.items.length === m.items.length &&
          stored.items.every(
            (it, k) =>
              it.food_id === m.items[k]?.food_id && Math.abs(it.grams - (m.items[k]?.grams ?? -1)) < 0.051,
          );
        if (!same) problems.push(`${d.day} ${m.type}: items are not the recipe × servings`);
      });
    });
    const { cooking_budget: _, ...own } = assemblePlan(e.ctx, days, [], plan.week_start, plan.engine.seed);
    const rebuilt: PlanData = { ...own, ...(plan.variety ? { variety: plan.variety } : {}) };
    problems.push(...checkPlan(rebuilt, e.req, set.library, { away: e.awayOn }));
  }
  return out;
}
