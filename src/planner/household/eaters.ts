import { MEAL_TYPES } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import { buildContext, type PlanContext } from "../library/plan-context";
import type { PreparedLibrary } from "../library/prepare-library";
import type { Refusal } from "../plan-types";
import { parseConditions } from "../rules/conditions";
import { isChild } from "../targets/child-targets";
import { computeTargets } from "../targets/targets";
import { type Eater, type HouseholdEater, WEEKEND } from "./household-types";

// Each member as the engine plans a person: a request built from their fields (the owner's cuisine
// and cooking settings, since the household cooks together; no foods to include), their targets
// (a child's by targets/child-targets.ts) and their own context of eligible recipe versions.

/** The member's planning request; a child's goal is maintain whatever the member says. */
export function memberRequest(owner: PlanRequest, m: HouseholdEater): PlanRequest {
  return {
    age: m.age,
    gender: m.gender,
    height_cm: m.height_cm,
    weight_kg: m.weight_kg,
    activity_level: m.activity_level,
    health_conditions: [...m.health_conditions],
    foods_to_include: [],
    fitness_goal: isChild(m.age) ? "maintain" : m.fitness_goal,
    cuisine: owner.cuisine,
    diet: m.diet,
    allergies: [...m.allergies],
    excluded_foods: [...m.excluded_foods],
    ...(owner.cooking ? { cooking: owner.cooking } : {}),
  };
}

/** The member's context for the plan's weekdays, or the refusal of their targets, naming them. */
export function eaterOf(
  owner: PlanContext,
  m: HouseholdEater,
  lib: PreparedLibrary,
): { ok: true; eater: Eater } | { ok: false; refusal: Refusal } {
  const req = memberRequest(owner.req, m);
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) return { ok: false, refusal: { ...tr.refusal, member_id: m.member_id } };
  const ctx = buildContext(req, cond, tr.targets, lib, owner.weekdays);
  const homeOn = owner.weekdays.map((d) => [
    ...(WEEKEND.has(d) ? m.meals_at_home.weekend : m.meals_at_home.weekday),
  ]);
  const by = ctx.eligibleByMeal;
  const eligible = {
    breakfast: new Set(by.breakfast),
    lunch: new Set(by.lunch),
    dinner: new Set(by.dinner),
    snack: new Set(by.snack),
  };
  return {
    ok: true,
    eater: {
      member: m,
      req,
      ctx,
      child: isChild(m.age),
      homeOn,
      awayOn: homeOn.map((home) => MEAL_TYPES.filter((t) => !home.includes(t))),
      eligible,
    },
  };
}
