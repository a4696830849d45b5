import { beforeAll, describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { buildWeekPlan, checkPlan, swapMeal, swapOptions } from "../index";
import { DEFAULT_LIBRARY, FOOD_BY_ID } from "../library/default-library";
import { lineName, NOT_BOUGHT } from "../output/shopping-units";

// Swapping a meal (docs/product/plan-changes.md) on the real library: every offer and every swap keeps the
// day within ±5 % of its target and the whole plan within the checker's rules; nothing else in the week
// moves.

const REQ: PlanRequest = {
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 70,
  activity_level: "lightly_active",
  health_conditions: ["thyroid"],
  foods_to_include: ["tea"],
  fitness_goal: "weight_loss",
  cuisine: "indian",
  diet: "vegetarian",
};

let plan: PlanData;
beforeAll(async () => {
  const r = await buildWeekPlan(REQ, { seed: 11, weekStart: "2026-11-23" });
  if (!r.ok) throw new Error(r.refusal.message);
  plan = r.plan;
});

const firstOwnMeal = (day: number) =>
  plan.days[day]?.meals.findIndex((m) => m.include_item === undefined) ?? -1;

describe("swapOptions and swapMeal", () => {
  it("offers alternatives of the same meal type that keep the day on target", () => {
    const meal = firstOwnMeal(2);
    const res = swapOptions(REQ, plan, { day: 2, meal });
    if (!res.ok) throw new Error(res.refusal.message);
    expect(res.options.length).toBeGreaterThan(1);
    const current = plan.days[2]?.meals[meal];
    for (const o of res.options) {
      expect(o.recipe_id).not.toBe(current?.recipe_id);
      expect(Math.abs(o.day_calories - plan.total_daily_calories)).toBeLessThanOrEqual(
        0.05 * plan.total_daily_calories,
      );
    }
  });

  it("swaps the meal, re-solves the day and keeps every rule of the plan", () => {
    let swaps = 0;
    for (const day of [0, 3, 6]) {
      const meal = plan.days[day]?.meals.findLastIndex((m) => m.include_item === undefined) ?? -1;
      const res = swapOptions(REQ, plan, { day, meal });
      // A tight day (a meal at its protein floor, the day at its cooking budget) may have no
      // alternative; it then says which rule blocks.
      if (!res.ok) {
        expect(res.refusal.code).toBe("swap_not_possible");
        expect(res.refusal.rule.length).toBeGreaterThan(0);
        continue;
      }
      swaps++;
      const choice = res.options[res.options.length - 1];
      if (!choice) throw new Error("no option");
      const swapped = swapMeal(REQ, plan, { day, meal }, choice.recipe_id);
      if (!swapped.ok) throw new Error(swapped.refusal.message);
      const next = swapped.plan;
      expect(checkPlan(next, REQ, DEFAULT_LIBRARY)).toEqual([]);
      const newMeal = next.days[day]?.meals[meal];
      expect(newMeal?.recipe_id).toBe(choice.recipe_id);
      expect(newMeal?.type).toBe(plan.days[day]?.meals[meal]?.type);
      expect(next.days[day]?.totals.calories).toBe(choice.day_calories);
      // Days eating the swapped meal's leftovers now eat the new dish's, and meals the day ate from
      // say how much they now make; the other days are untouched.
      const old = plan.days[day]?.meals[meal];
      const later = new Set((old?.cooks_for ?? []).map((r) => r.day));
      // A re-fitted portion changes how much its cook makes, so those cooks' days change too.
      for (const m of plan.days[day]?.meals ?? []) if (m.leftover_of) later.add(m.leftover_of.day);
      const untouched = (d: PlanData["days"][number], i: number) => i !== day && !later.has(d.day);
      expect(next.days.filter(untouched)).toEqual(plan.days.filter(untouched));
      // A later meal that ate the old dish eats the new dish's leftovers, or, where the new dish does
      // not suit that meal and day, the old dish cooked afresh (no longer anyone's leftovers).
      for (const ref of old?.cooks_for ?? []) {
        const later = next.days.find((x) => x.day === ref.day)?.meals.find((m) => m.type === ref.type);
        if (later?.leftover_of) {
          expect(later.leftover_of).toEqual({ day: plan.days[day]?.day, type: newMeal?.type });
          expect(later.recipe_id).toBe(choice.recipe_id);
        } else expect(later?.recipe_id).toBe(old?.recipe_id);
      }
      // The shopping list follows the new meal.
      const listed = next.shopping_list.flatMap((a) => a.items.map((i) => i.name));
      for (const it of newMeal?.items ?? [])
        if (!NOT_BOUGHT.has(it.food_id))
          expect(listed).toContain(lineName(it.food_id, FOOD_BY_ID) ?? it.name);
    }
    expect(swaps).toBeGreaterThan(0);
  });

  it("says which other meals of the day were resized, and by how much, as data", () => {
    let seen = 0;
    for (const day of [1, 2, 5]) {
      const meal = firstOwnMeal(day);
      const res = swapOptions(REQ, plan, { day, meal });
      if (!res.ok) throw new Error(res.refusal.message);
      for (const choice of res.options) {
        const swapped = swapMeal(REQ, plan, { day, meal }, choice.recipe_id);
        if (!swapped.ok) throw new Error(swapped.refusal.message);
        // What the offer said is what the swap did.
        expect(swapped.resized).toEqual(choice.resized);
        const before = plan.days[day]?.meals ?? [];
        const after = swapped.plan.days[day]?.meals ?? [];
        // Every other meal of the day whose portion changed is named with its calories before and after;
        // every meal not named kept its portion.
        const changed = before.flatMap((m, i) => {
          const now = after.find((x) => x.recipe_id === m.recipe_id && x.type === m.type);
          if (i === meal || !now || now.servings === m.servings) return [];
          return [{ name: m.name, from: m.calories, to: now.calories }];
        });
        expect(
          swapped.resized.map((r) => ({ name: r.name, from: r.from_calories, to: r.to_calories })),
        ).toEqual(changed);
        for (const r of swapped.resized) expect(r.from_servings).not.toBe(r.to_servings);
        seen += swapped.resized.length;
      }
    }
    // The check above must have met at least one resized meal to mean anything.
    expect(seen).toBeGreaterThan(0);
  });

  it("swaps in a plan stored with whole-number calories, restating them from the items", () => {
    // Plans stored before calories had a decimal: a 2.4 kcal tea said 2, and days summed those.
    const old: PlanData = structuredClone(plan);
    for (const d of old.days) {
      for (const m of d.meals) m.calories = Math.round(m.calories);
      d.totals.calories = d.meals.reduce((a, m) => a + m.calories, 0);
    }
    expect(old.days.some((d, i) => d.totals.calories !== plan.days[i]?.totals.calories)).toBe(true);
    const meal = firstOwnMeal(4);
    const res = swapOptions(REQ, old, { day: 4, meal });
    if (!res.ok) throw new Error(res.refusal.message);
    const choice = res.options[0];
    if (!choice) throw new Error("no option");
    const swapped = swapMeal(REQ, old, { day: 4, meal }, choice.recipe_id);
    if (!swapped.ok) throw new Error(swapped.refusal.message);
    expect(checkPlan(swapped.plan, REQ, DEFAULT_LIBRARY)).toEqual([]);
    // The days not swapped read as a plan built today would, save the cook's batch step and the
    // amounts for all of a meal whose leftovers the swapped day eats (its portion may be resized:
    // "Cook 3 servings in all").
    const friday = plan.days[4]?.day;
    const batchAside = (days: PlanData["days"]) =>
      days
        .filter((_, i) => i !== 4)
        .map((d) => ({
          ...d,
          meals: d.meals.map(({ pot, ...m }) =>
            m.cooks_for?.some((r) => r.day === friday)
              ? { ...m, instructions: m.instructions.slice(1) }
              : { ...m, pot },
          ),
        }));
    expect(batchAside(swapped.plan.days)).toEqual(batchAside(plan.days));
  });

  it("refuses to swap a food the user asked to include, and a recipe that breaks the diet", () => {
    const tea = plan.days[0]?.meals.findIndex((m) => m.include_item !== undefined) ?? -1;
    const res = swapOptions(REQ, plan, { day: 0, meal: tea });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.refusal.rule).toBe("Foods you asked to include stay in every day");
    const chicken = DEFAULT_LIBRARY.recipes.find(
      (r) => r.meals.includes("dinner") && /chicken/i.test(r.name),
    );
    const dinner = plan.days[0]?.meals.findIndex((m) => m.type === "dinner") ?? -1;
    const bad = swapMeal(REQ, plan, { day: 0, meal: dinner }, chicken?.id ?? "");
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.refusal.code).toBe("swap_not_possible");
  });

  it("says which rule blocks when no alternative can fit", () => {
    // A far larger body: no single swap can lift this day to its energy target, even at two servings.
    const big: PlanRequest = {
      ...REQ,
      weight_kg: 160,
      height_cm: 200,
      gender: "male",
      activity_level: "very_active",
    };
    const res = swapOptions(big, plan, { day: 1, meal: firstOwnMeal(1) });
    expect(res.ok).toBe(false);
    if (!res.ok) {
      // The rule whose absence would let the closest candidate in: a registry rule's own words.
      expect(res.refusal.code).toBe("swap_not_possible");
      expect(res.refusal.rule).toMatch(/^(Each day within|Fat|Protein|No meal above|Carbohydrate|Sodium)/);
      expect(res.refusal.message).toMatch(/^None of the \d+ other breakfast recipes can replace/);
      expect(res.refusal.suggestion).toBe("Keep this meal, or swap another meal of the day first.");
    }
  });
});
