import { afterEach, describe, expect, it, vi } from "vitest";
import { computeTargets } from "../targets/targets";
import { BASE_REQUEST } from "../test-support/fixtures";
import { parseConditions } from "./conditions";
import { type DayTally, RULE_GROUPS, type RuleGroup } from "./day-rule";
import { DAY_RULES, scoreDay } from "./day-rules";
import * as R from "./figures";

// scoreDay is generated from the registry for speed; it must score a day exactly as the registry's
// rules do one after another.

function tallyOf(E: number, P: number, F: number, C: number, Na: number, conditions: string[]): DayTally {
  const req = { ...BASE_REQUEST, health_conditions: conditions };
  const tr = computeTargets(req, parseConditions(conditions));
  if (!tr.ok) throw new Error("no targets");
  return {
    t: tr.targets,
    on: Object.fromEntries(RULE_GROUPS.map((g) => [g, true])) as Record<RuleGroup, boolean>,
    E,
    P,
    F,
    S: F / 3,
    C,
    Fi: 12,
    Na,
    K: 2600,
    gl: C / 2,
    Ep: Math.max(E, 1),
    dev: Math.abs(E - tr.targets.calories),
    pct: 100 / tr.targets.calories,
    mealK: Float64Array.from([0.3, 0.3, 0.3, 0.1], (x) => x * E),
    split: Float64Array.from(["breakfast", "lunch", "dinner", "snack"] as const, (m) => R.ENERGY_SPLIT[m]),
    slotCarbs: Float64Array.from([0.3, 0.3, 0.3, 0.1], (x) => x * C),
    slotKcal: Float64Array.from([0.3, 0.3, 0.3, 0.1], (x) => x * E),
    slotProtein: Float64Array.from([0.3, 0.3, 0.3, 0.1], (x) => x * P),
    slotMeal: Int8Array.from([0, 1, 2, 3]),
    fixedCarbs: [8],
    fixedKcal: [40],
    sameFood: 0,
    twoMains: 0,
    iodine: false,
    fish: 0,
    red: 1,
    iodineMode: "hard",
    requireFish: true,
    redMeatBudget: 0,
    lowGl: true,
    // Over the day's cooking budget, so the cooking rule scores too.
    M: 55,
    budget: 40,
    hard: 0,
    soft: 0,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("scoreDay", () => {
  it("calls every rule of the registry once, in the registry's order", () => {
    const calls: number[] = [];
    DAY_RULES.forEach((rule, i) => {
      vi.spyOn(rule, "score").mockImplementation(() => {
        calls.push(i);
      });
    });
    scoreDay(tallyOf(2000, 60, 70, 250, 2000, []));
    expect(calls).toEqual(DAY_RULES.map((_, i) => i));
  });

  it("adds the same violation and penalty as the rules scored one by one", () => {
    const days = [
      tallyOf(1400, 30, 20, 300, 3100, ["diabetes", "high_blood_pressure"]),
      tallyOf(2600, 160, 120, 90, 1200, ["thyroid"]),
      tallyOf(1900, 70, 65, 240, 2100, []),
    ];
    for (const day of days) {
      const byRule = { ...day };
      scoreDay(day);
      for (const rule of DAY_RULES) rule.score(byRule);
      expect(day.hard).toBe(byRule.hard);
      expect(day.soft).toBe(byRule.soft);
      // Each day breaks some rule, so a scoreDay that skipped rules would differ.
      expect(day.hard).toBeGreaterThan(0);
    }
  });
});
