import { describe, expect, it } from "vitest";
import { calciumRdaMg } from "../../shared/nutrition-figures";
import { FOOD_BY_ID } from "../library/food-list";
import { type RecipeFacts, recipeFacts } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import type { Targets } from "../plan-types";
import { DayScorer } from "../search/day-score";
import { BASE_SLOTS } from "../search/slots";
import { computeTargets } from "../targets/targets";
import { BASE_REQUEST } from "../test-support/fixtures";
import { parseConditions } from "./conditions";
import { type DayTally, RULE_GROUPS } from "./day-rule";
import { DAY_RULES } from "./day-rules";
import * as R from "./figures";
import { CALCIUM, calciumGoalMg } from "./nutrient-rules";

// Calcium (docs/nutrition.md): a soft goal, the week's daily average at least 80 % of the RDA (IOM
// 2011). The figure by age and gender, the targets that carry it, the registry's soft term and the
// scorer that feeds it the day's calcium.

describe("the calcium RDA by age and gender", () => {
  it("follows IOM 2011, children's bands included", () => {
    expect(calciumRdaMg(6, "female")).toBe(1000);
    expect(calciumRdaMg(10, "male")).toBe(1300);
    expect(calciumRdaMg(16, "female")).toBe(1300);
    expect(calciumRdaMg(19, "male")).toBe(1000);
    expect(calciumRdaMg(50, "female")).toBe(1000);
    expect(calciumRdaMg(51, "female")).toBe(1200);
    expect(calciumRdaMg(70, "male")).toBe(1000);
    expect(calciumRdaMg(71, "male")).toBe(1200);
    expect(calciumRdaMg(60, "other")).toBe(1100);
  });

  it("is in the targets of adults and of children", () => {
    const targets = (age: number, gender: "male" | "female") => {
      const tr = computeTargets(
        { ...BASE_REQUEST, age, gender, height_cm: age < 13 ? 130 : 165, weight_kg: age < 13 ? 28 : 60 },
        parseConditions([]),
      );
      if (!tr.ok) throw new Error(tr.refusal.message);
      return tr.targets;
    };
    expect(targets(58, "female").calciumRda_mg).toBe(1200);
    expect(targets(30, "male").calciumRda_mg).toBe(1000);
    const child = targets(10, "female");
    expect(child.calciumRda_mg).toBe(1300);
    expect(child.notes.join(" ")).toContain("calcium 1,300 mg a day is the aim");
  });
});

describe("calcium in the food table and the recipes", () => {
  it("is each food's reference value, summed over a recipe's ingredients", () => {
    // USDA SR28 01077 whole milk 113 mg and 08120 rolled oats 52 mg per 100 g.
    expect(FOOD_BY_ID.get("whole-milk")?.per100g.calcium_mg).toBe(113);
    expect(FOOD_BY_ID.get("rolled-oats")?.per100g.calcium_mg).toBe(52);
    const porridge = recipeFacts(
      {
        id: "us-milk-oats",
        name: "Oats cooked in milk",
        cuisine: "american",
        meals: ["breakfast"],
        ingredients: [
          ["whole-milk", 200],
          ["rolled-oats", 50],
        ],
        instructions: ["Simmer the oats in the milk."],
        handsOnMin: 5,
        totalMin: 10,
      },
      FOOD_BY_ID,
    );
    if (typeof porridge === "string") throw new Error(porridge);
    expect(porridge.perServing.calcium_mg).toBeCloseTo(226 + 26, 9);
  });
});

describe("the calcium term", () => {
  const t = { calciumRda_mg: 1000 } as Targets;
  const tally = (Ca: number) => ({ t, Ca, hard: 0, soft: 0 }) as unknown as DayTally;

  it("costs each 100 mg under 80 % of the RDA, and nothing from the goal up", () => {
    expect(calciumGoalMg(t)).toBe(800);
    const under = tally(500);
    CALCIUM.score(under);
    expect(under.soft).toBeCloseTo(3 * R.W_CALCIUM_SHORT_PER_100MG, 9);
    for (const Ca of [800, 1400]) {
      const day = tally(Ca);
      CALCIUM.score(day);
      expect(day.soft).toBe(0);
    }
  });

  it("is a soft goal: no hard violation, no solver rows, no check, and in the registry", () => {
    const day = tally(0);
    CALCIUM.score(day);
    expect(day.hard).toBe(0);
    expect(day.soft).toBeGreaterThan(0);
    expect(CALCIUM.group).toBeUndefined();
    expect(CALCIUM.model).toBeUndefined();
    expect(CALCIUM.check).toBeUndefined();
    expect(DAY_RULES).toContain(CALCIUM);
  });

  it("reads the day's calcium from the scorer's picks and servings", () => {
    const set = contextForRequest({ ...BASE_REQUEST, diet: "vegetarian", cuisine: "indian" }, {});
    if (!set.ok) throw new Error("no context");
    const ctx = set.ctx;
    const mains = BASE_SLOTS.filter((s) => s.meal !== "snack");
    const richest = (meal: "breakfast" | "lunch" | "dinner") =>
      [...ctx.eligibleByMeal[meal]].sort((a, b) => b.perServing.calcium_mg - a.perServing.calcium_mg)[0];
    const picks = mains.map((s) => richest(s.meal as "breakfast" | "lunch" | "dinner") as RecipeFacts);
    const scoreWith = (targets: Targets) => {
      const sc = new DayScorer({
        targets,
        slots: mains.map((spec, i) => ({ spec, candidates: [picks[i] as RecipeFacts] })),
        fixed: [],
        costOf: () => 0,
        lowGl: false,
        iodine: "off" as const,
        requireFish: false,
        redMeatBudget: Number.POSITIVE_INFINITY,
        cookingBudget: Number.POSITIVE_INFINITY,
        drop: new Set(RULE_GROUPS),
      });
      return sc.score(
        Int32Array.from(mains, (_, i) => sc.slotCands[i]?.[0] ?? -1),
        Int8Array.from(mains, () => 6),
      );
    };
    // 1.5 servings of each: the day's calcium as the scorer must count it.
    const Ca = picks.reduce((a, f) => a + 1.5 * f.perServing.calcium_mg, 0);
    const rda = (Ca + 500) / R.CALCIUM_GOAL_SHARE;
    const none = scoreWith({ ...ctx.targets, calciumRda_mg: 0 });
    const short = scoreWith({ ...ctx.targets, calciumRda_mg: rda });
    expect(short - none).toBeCloseTo(5 * R.W_CALCIUM_SHORT_PER_100MG, 6);
  });
});
