import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { parseConditions } from "../rules/conditions";
import { ownerRequest } from "../test-support/households";
import { computeTargets } from "./targets";

// docs/product/household.md: a child's energy is the IOM 2005 EER, recomputed here by hand.

/** A moderately active boy of 6, 116 cm and 21 kg, on the household tests' defaults otherwise. */
const child = (over: Partial<PlanRequest>): PlanRequest =>
  ownerRequest({
    age: 6,
    gender: "male",
    height_cm: 116,
    weight_kg: 21,
    activity_level: "moderately_active",
    ...over,
  });
const targetsOf = (req: PlanRequest) => {
  const r = computeTargets(req, parseConditions(req.health_conditions));
  if (!r.ok) throw new Error(r.refusal.rule_id);
  return r.targets;
};

describe("children's targets", () => {
  it("a boy of 6: 88.5 − 61.9·6 + 1.26·(26.7·21 + 903·1.16) + 20 = 1,763.4, so 1,760 kcal", () => {
    const t = targetsOf(child({}));
    expect(88.5 - 61.9 * 6 + 1.26 * (26.7 * 21 + 903 * 1.16) + 20).toBeCloseTo(1763.41, 2);
    expect(t.calories).toBe(1760);
    expect(t.protein_g).toBe(20); // 0.95 g × 21 kg
    expect(t.proteinMin_g).toBe(20);
    expect(t.sodiumMax_mg).toBe(1900);
    expect(t.fatShare).toEqual({ min: 0.25, max: 0.35 });
  });

  it("a girl of 10: 135.3 − 30.8·10 + 1.16·(10·32 + 934·1.40) + 25 = 1,740.3, so 1,740 kcal", () => {
    const t = targetsOf(
      child({ age: 10, gender: "female", height_cm: 140, weight_kg: 32, activity_level: "lightly_active" }),
    );
    expect(t.calories).toBe(1740);
    expect(t.sodiumMax_mg).toBe(2200);
    expect(t.protein_g).toBe(30); // 0.95 g × 32 kg = 30.4
  });

  it("is the same whatever goal a child's request names, and the mean of both formulas for other", () => {
    const base = child({});
    expect(targetsOf({ ...base, fitness_goal: "weight_loss" }).calories).toBe(targetsOf(base).calories);
    const girl = 135.3 - 30.8 * 6 + 1.31 * (10 * 21 + 934 * 1.16) + 20;
    const boy = 88.5 - 61.9 * 6 + 1.26 * (26.7 * 21 + 903 * 1.16) + 20;
    expect(targetsOf({ ...base, gender: "other" }).calories).toBe(Math.round((boy + girl) / 2 / 10) * 10);
  });

  it("leaves a 13-year-old on the adult formulas", () => {
    const t = targetsOf(child({ age: 13, height_cm: 158, weight_kg: 48 }));
    // Mifflin-St Jeor: 10·48 + 6.25·158 − 5·13 + 5 = 1,407.5, × 1.55 = 2,181.6
    expect(t.calories).toBe(2180);
    expect(t.sodiumMax_mg).toBe(2300);
  });
});
