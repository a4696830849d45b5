import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALLERGENS, type Allergen } from "../../shared/allergens";
import { ACTIVITY_LEVELS, CUISINES, DIETS, FITNESS_GOALS, MEAL_TYPES } from "../../shared/domain";
import type { PlanRequest } from "../../shared/plan-request";
import { buildHouseholdPlan, checkHouseholdPlan } from "../index";
import type { HouseholdEater } from "./household-types";

// Issue 26: random households of one to six people (children of 4–12 among them, mixed diets,
// conditions, allergies, meals away) get a week in which the independent checker finds no rule
// broken for anyone, or a refusal that names the person (member_id, absent for the owner) and the
// rule (rule_id). FC_SEED / FC_RUNS explore others; the default keeps the file well under 20 s.

const RUNS = Number(process.env.FC_RUNS ?? 6);
const SEED = Number(process.env.FC_SEED ?? 20261127);
const CONDITIONS = [[], [], ["diabetes"], ["high_blood_pressure"], ["thyroid"]] as const;

const body = (minAge: number, maxAge: number) =>
  fc.record({
    age: fc.integer({ min: minAge, max: maxAge }),
    gender: fc.constantFrom("female" as const, "male" as const, "other" as const),
    activity_level: fc.constantFrom(...ACTIVITY_LEVELS.slice(0, 4)),
    diet: fc.constantFrom(...DIETS),
    health_conditions: fc.constantFrom(...CONDITIONS).map((c) => [...c]),
    allergies: fc.subarray<Allergen>([...ALLERGENS], { maxLength: 2 }),
  });

/** Heights and weights near a child's or an adult's usual, from the age. */
const sized = <T extends { age: number }>(b: T, k: number) => {
  const height_cm = b.age <= 12 ? Math.round(100 + 5.5 * (b.age - 4) + 10 * k) : Math.round(155 + 30 * k);
  const bmi = b.age <= 12 ? 15 + 3 * k : 20 + 8 * k;
  return { ...b, height_cm, weight_kg: Math.round(bmi * (height_cm / 100) ** 2) };
};

const owner: fc.Arbitrary<PlanRequest> = fc
  .tuple(
    body(18, 70),
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.constantFrom(...FITNESS_GOALS),
    fc.constantFrom(...CUISINES),
  )
  .map(([b, k, fitness_goal, cuisine]) => ({ ...sized(b, k), fitness_goal, cuisine, foods_to_include: [] }));

const memberOf = (i: number): fc.Arbitrary<HouseholdEater> =>
  fc
    .tuple(
      fc.oneof(body(4, 12), body(13, 80)),
      fc.double({ min: 0, max: 1, noNaN: true }),
      fc.constantFrom(...FITNESS_GOALS),
      fc.subarray([...MEAL_TYPES], { minLength: 1 }),
    )
    .map(([b, k, fitness_goal, weekday]) => ({
      ...sized(b, k),
      member_id: `m${i}`,
      name: `Member ${i}`,
      excluded_foods: [],
      fitness_goal,
      meals_at_home: { weekday, weekend: [...MEAL_TYPES] },
    }));

const household = fc
  .integer({ min: 0, max: 5 })
  .chain((n) => fc.tuple(owner, fc.tuple(...Array.from({ length: n }, (_, i) => memberOf(i + 1)))));

describe("household plans (property)", () => {
  it("hold every person to their own rules, or refuse naming the person and the rule", async () => {
    await fc.assert(
      fc.asyncProperty(household, fc.integer({ min: 0, max: 1000 }), async ([o, members], seed) => {
        const r = await buildHouseholdPlan(o, members, { seed, weekStart: "2026-11-30" });
        if (!r.ok) {
          expect(r.refusal.rule_id).not.toBe("");
          expect(r.refusal.rule_id).not.toBe("plan_check");
          if (r.refusal.member_id !== undefined)
            expect(members.map((m) => m.member_id)).toContain(r.refusal.member_id);
          return;
        }
        expect(r.plan.members?.length ?? 0).toBe(members.length);
        for (const person of checkHouseholdPlan(r.plan, o, members))
          expect(person).toEqual({ ...person, problems: [] });
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 60_000);
});
