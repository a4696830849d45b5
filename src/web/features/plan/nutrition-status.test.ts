import { describe, expect, it } from "vitest";
import type { NutrientTotals, PlanMeal } from "../../../shared/plan-data";
import { groupMeals, totalMealsText } from "./group-meals";
import { energySharesOf, nutrientRows } from "./nutrition-status";

const TARGETS: NutrientTotals = {
  calories: 2000,
  protein_g: 100,
  carbs_g: 250,
  fat_g: 67,
  fiber_g: 28,
  sodium_mg: 2300,
};
const STANDARD = energySharesOf({ diet: "vegetarian" });
/** A day at the targets: 400 + 1000 + 600 kcal from protein, carbohydrate and fat (30 % fat). */
const AT_TARGET: NutrientTotals = {
  calories: 2000,
  protein_g: 100,
  carbs_g: 250,
  fat_g: 66.7,
  fiber_g: 30,
  sodium_mg: 1800,
};
const row = (totals: Partial<NutrientTotals>, key: keyof NutrientTotals, shares = STANDARD) => {
  const r = nutrientRows({ ...AT_TARGET, ...totals }, TARGETS, shares).find((x) => x.key === key);
  if (!r) throw new Error(`no ${key} row`);
  return r;
};

describe("nutrition status, by the engine's bands", () => {
  it("calls a 129 % protein day within target and says what the band is", () => {
    const r = row({ protein_g: 129 }, "protein_g");
    expect(r.status).toBe("on");
    expect(r.figure).toBe("129 %");
    expect(r.words).toBe("Within target (90–135 % of your protein goal)");
    expect(row({ protein_g: 136 }, "protein_g").status).toBe("over");
    expect(row({ protein_g: 89 }, "protein_g").status).toBe("under");
    expect(row({ protein_g: 90 }, "protein_g").status).toBe("on");
  });

  it("holds energy to ±5 %", () => {
    expect(row({ calories: 2090 }, "calories").status).toBe("on");
    expect(row({ calories: 2120 }, "calories").status).toBe("over");
    expect(row({ calories: 1880 }, "calories").status).toBe("under");
    expect(row({}, "calories").words).toBe("Within target (±5 % of your energy goal)");
  });

  it("reads fat and carbohydrate as shares of the day's energy, by the plan's own bands", () => {
    expect(row({}, "fat_g").figure).toBe("30 % of energy");
    expect(row({}, "fat_g").words).toBe("Within range (25–35 % of energy)");
    expect(row({ fat_g: 90 }, "fat_g").status).toBe("over");
    expect(row({ carbs_g: 340 }, "carbs_g").words).toBe("Over the limit (at most 65 % of energy)");
    // A diabetes plan is held to 45 %: the same day is over its limit.
    const diabetes = { fat_min: 0.25, fat_max: 0.35, carbs_max: 0.45 };
    expect(row({}, "carbs_g").status).toBe("on");
    expect(row({}, "carbs_g", diabetes).status).toBe("over");
    // A keto plan stored before the bands were recorded still reads by keto's fat band.
    expect(energySharesOf({ diet: "keto" }).fat_min).toBe(0.6);
  });

  it("treats fibre as a goal and sodium as a ceiling", () => {
    expect(row({ fiber_g: 60 }, "fiber_g").status).toBe("on");
    expect(row({ fiber_g: 20 }, "fiber_g").status).toBe("below");
    expect(row({ fiber_g: 20 }, "fiber_g").words).toBe("Below goal (at least 14 g per 1,000 kcal)");
    expect(row({ sodium_mg: 2400 }, "sodium_mg").status).toBe("over");
    expect(row({ sodium_mg: 900 }, "sodium_mg").words).toBe("Within limit (at most 2,300 mg a day)");
  });
});

const meal = (type: PlanMeal["type"], name: string, include?: string) =>
  ({ type, name, calories: 100, ...(include ? { include_item: include } : {}) }) as PlanMeal;

describe("grouping foods to include with their meal", () => {
  it("puts the drink inside breakfast and the chocolate inside the afternoon snack", () => {
    const groups = groupMeals([
      meal("breakfast", "Poha"),
      meal("breakfast", "Masala chai", "tea"),
      meal("snack", "Chaas"),
      meal("lunch", "Dal"),
      meal("snack", "Fruit chaat"),
      meal("snack", "Dark chocolate", "dark_chocolate"),
      meal("dinner", "Khichdi"),
    ]);
    expect(
      groups.map((g) => [g.meal.name, g.index, g.extras.map((e) => `${e.meal.name}@${e.index}`)]),
    ).toEqual([
      ["Poha", 0, ["Masala chai@1"]],
      ["Chaas", 2, []],
      ["Dal", 3, []],
      ["Fruit chaat", 4, ["Dark chocolate@5"]],
      ["Khichdi", 6, []],
    ]);
  });

  it("puts a snack item with dinner on a day without a snack", () => {
    const groups = groupMeals([
      meal("breakfast", "Poha"),
      meal("lunch", "Dal"),
      meal("dinner", "Khichdi"),
      meal("snack", "Dark chocolate", "dark_chocolate"),
    ]);
    expect(groups.map((g) => [g.meal.name, g.extras.map((e) => e.meal.name)])).toEqual([
      ["Poha", []],
      ["Dal", []],
      ["Khichdi", ["Dark chocolate"]],
    ]);
  });

  it("counts breakfast, lunch and dinner as the week's meals, snacks beside them, foods to include never", () => {
    const day = (snacks: number) => ({
      meals: [
        meal("breakfast", "Poha"),
        meal("breakfast", "Black coffee", "coffee"),
        meal("lunch", "Dal"),
        ...Array.from({ length: snacks }, () => meal("snack", "Chaas")),
        meal("dinner", "Khichdi"),
      ],
    });
    expect(totalMealsText(Array.from({ length: 7 }, () => day(0)))).toBe("21");
    expect(totalMealsText([day(2), ...Array.from({ length: 6 }, () => day(0))])).toBe("21 + 2 snacks");
    expect(totalMealsText([day(1), ...Array.from({ length: 6 }, () => day(0))])).toBe("21 + 1 snack");
  });
});
