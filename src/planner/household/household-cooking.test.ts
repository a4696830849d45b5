import { describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { buildHouseholdPlan, checkHouseholdPlan } from "../index";
import { DEFAULT_LIBRARY } from "../library/default-library";
import { dayBudgets, planBudgets } from "../rules/day-budgets";
import { REHEAT_HANDS_ON_MIN } from "../rules/leftovers";
import { RELAX_STEPS } from "../search/cooking-budget";
import { householdMember, ownerRequest } from "../test-support/households";
import type { HouseholdEater } from "./household-types";

// docs/product/household.md, The cooking budget: a member's own dishes add their hands-on minutes to
// the household's day once per dish (a portion cooked on an earlier day only reheats), and take the
// day past the budget by at most the budget's own relaxation. Households whose members need many
// dishes of their own: a vegan beside a meat-eating cook, a diabetic grandparent, a keto cook's family.

const adult = (o: Partial<PlanRequest> & Pick<PlanRequest, "cuisine" | "diet">): PlanRequest =>
  ownerRequest({ height_cm: 166, weight_kg: 63, ...o });
const member = (o: Partial<HouseholdEater> & Pick<HouseholdEater, "member_id" | "diet">): HouseholdEater =>
  householdMember({ name: o.member_id, height_cm: 178, activity_level: "lightly_active", ...o });
const HOUSEHOLDS: { owner: PlanRequest; members: HouseholdEater[] }[] = [
  {
    owner: adult({ cuisine: "indian", diet: "non_vegetarian" }),
    members: [
      member({ member_id: "vegan", diet: "vegan" }),
      member({ member_id: "kid", diet: "non_vegetarian", age: 8, height_cm: 128, weight_kg: 26 }),
    ],
  },
  {
    owner: adult({ cuisine: "mexican", diet: "non_vegetarian" }),
    members: [
      member({ member_id: "rosa", diet: "non_vegetarian", gender: "female" }),
      member({
        member_id: "abuela",
        diet: "non_vegetarian",
        gender: "female",
        age: 72,
        health_conditions: ["diabetes"],
      }),
    ],
  },
  {
    owner: adult({ cuisine: "european", diet: "keto" }),
    members: [member({ member_id: "lars", diet: "non_vegetarian" })],
  },
];

const minutesOf = new Map(DEFAULT_LIBRARY.recipes.map((r) => [r.id, r.handsOnMin]));

/** Each day's household cooking from plan_data: the owner's, and each own dish once (reheating a portion). */
function householdMinutes(plan: PlanData): number[] {
  return plan.days.map((d, i) => {
    const own = new Map<string, number>();
    for (const m of plan.members ?? [])
      for (const x of m.days[i]?.meals ?? [])
        if (x.own_dish_reason)
          own.set(
            `${x.type}|${x.recipe_id}|${x.leftover_of ? "reheat" : ""}`,
            x.leftover_of ? REHEAT_HANDS_ON_MIN : (minutesOf.get(x.recipe_id) ?? 0),
          );
    return (d.cooking_minutes?.hands_on ?? 0) + [...own.values()].reduce((a, b) => a + b, 0);
  });
}

describe("household cooking time", () => {
  it("keeps own dishes within the relaxed budget, or refuses naming the cooking time", async () => {
    let made = 0;
    let ownDishes = 0;
    for (const h of HOUSEHOLDS)
      for (const seed of [1, 2]) {
        const r = await buildHouseholdPlan(h.owner, h.members, { seed, weekStart: "2026-11-30" });
        if (!r.ok) {
          expect(r.refusal.member_id).toBeDefined();
          continue;
        }
        made++;
        ownDishes += (r.plan.members ?? [])
          .flatMap((m) => m.days.flatMap((d) => d.meals))
          .filter((x) => x.own_dish_reason).length;
        const stated = planBudgets(h.owner, r.plan);
        const relaxed = dayBudgets(
          h.owner,
          r.plan.days.map((d) => d.day),
          Math.max(...RELAX_STEPS),
        );
        householdMinutes(r.plan).forEach((minutes, i) => {
          expect(minutes).toBeLessThanOrEqual(Math.max(stated[i] ?? 0, relaxed[i] ?? 0));
        });
        expect(checkHouseholdPlan(r.plan, h.owner, h.members).flatMap((p) => p.problems)).toEqual([]);
      }
    // The households above lean on dishes of their own: the bound is read on plans that have them.
    expect(made).toBeGreaterThan(2);
    expect(ownDishes).toBeGreaterThan(20);
  });
});
