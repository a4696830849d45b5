import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { buildWeekPlan } from "../../planner";
import { dayMinutesLine } from "../../shared/minutes";
import { type PlanData, shownKcal, wholeKcals } from "../../shared/plan-data";
import { longDay } from "../../shared/plan-dates";
import { renderPlanPdf } from "./render-plan-pdf";

// The PDF is checked by reading it back: its text must carry the stored plan, day by day.

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

describe("the plan PDF", () => {
  let plan: PlanData;
  let text: string;
  let pages: number;
  let pageTexts: string[];
  let bytes: Buffer;
  beforeAll(async () => {
    const result = await buildWeekPlan(
      {
        age: 41,
        gender: "male",
        height_cm: 178,
        weight_kg: 84,
        activity_level: "moderately_active",
        health_conditions: [],
        foods_to_include: ["coffee"],
        fitness_goal: "maintain",
        cuisine: "mexican",
        diet: "non_vegetarian",
      },
      { seed: 11, weekStart: "2026-11-18" },
    );
    if (!result.ok) throw new Error(result.refusal.message);
    plan = result.plan;
    bytes = await renderPlanPdf(plan, "Zoë Jalapeño-Crème Fraîche Çılbır");
    const parser = new PDFParse({ data: new Uint8Array(bytes) });
    const parsed = await parser.getText();
    await parser.destroy();
    text = squash(parsed.text);
    pages = parsed.total;
    pageTexts = parsed.pages.map((p) => squash(p.text));
  }, 60_000);

  it("is a PDF with a cover, a page per day and a shopping list: at most 12 pages for a typical week", () => {
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // Three meals, a snack and a coffee a day.
    expect(plan.days.every((d) => d.meals.length <= 6)).toBe(true);
    expect(pages).toBeGreaterThanOrEqual(9);
    expect(pages).toBeLessThanOrEqual(12);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("puts each day on one page of its own, with its nutrition facts and every meal", () => {
    plan.days.forEach((day, i) => {
      const page = pageTexts[i + 1] ?? "";
      expect(page.startsWith(`${day.day} `)).toBe(true);
      expect(page).toContain(`Nutrition facts: ${day.day}`);
      for (const meal of day.meals) expect(page).toContain(squash(meal.name));
    });
    expect(pageTexts[8]).toContain("Shopping list for the week");
  });

  it("lists what a shopper buys: coffee as ground coffee, no tap water", () => {
    const list = text.slice(text.indexOf("Shopping list for the week"));
    expect(list).toMatch(/ground coffee \d+ g/);
    expect(list).not.toMatch(/coffee \(brewed\)|\bwater \d/);
  });

  it("shows imperial amounts and the share link's address when asked", async () => {
    const url = "https://nutriweek.example/shared/abcdefghijklmnopqrstuvwxyz012345";
    const imperial = await renderPlanPdf(plan, "Ana", { units: "imperial", shareUrl: url });
    const parser = new PDFParse({ data: new Uint8Array(imperial) });
    const out = squash((await parser.getText()).text);
    await parser.destroy();
    // The address may wrap across lines.
    expect(out.replace(/\s/g, "")).toContain(url);
    expect(out).toMatch(/\d+(\.\d)? oz /);
    expect(out).not.toMatch(/Ingredients: \d+ g /);
    // The method is converted too: no "400 ml water" beside imperial ingredients.
    const methods = out
      .split("Method: ")
      .slice(1)
      .map((m) => m.slice(0, 600));
    expect(methods.length).toBeGreaterThan(20);
    expect(methods.filter((m) => /\d+ ml\b|\d °C/.test(m))).toEqual([]);
  });

  it("prints small amounts as the spoons and pinches the plan names", () => {
    // A meal cooked for later meals prints what is cooked, every portion together (its pot).
    const lines = plan.days.flatMap((d) => d.meals.flatMap((m) => m.pot?.ingredients ?? m.ingredients));
    const spoons = lines.filter((l) => /^(a pinch|[¼½¾⅛\d]+ (tsp|tbsp))/.test(l));
    expect(spoons.length).toBeGreaterThan(0);
    for (const l of spoons) expect(text).toContain(squash(l));
    expect(text).not.toMatch(/\b0\.\d (g|ml) /);
  });

  it("renders accented names with a font that has them", () => {
    expect(text).toContain("Zoë Jalapeño-Crème Fraîche Çılbır");
  });

  it("has the cover's goal, week start, targets and notes", () => {
    expect(text).toContain("Goal: Maintain");
    // The week starts on the day asked for, and each day's heading carries its date
    // (docs/product/plans-over-time.md).
    expect(text).toContain("Week starting Wednesday, 18 November 2026");
    expect(text).toContain("Wednesday 18 November");
    expect(text).toContain("Tuesday 24 November");
    expect(text).toContain(`Energy ${plan.targets.calories} kcal`);
    expect(text).toContain(squash(plan.notes[0] ?? "missing note"));
    expect(text).toContain("not medical advice");
  });

  it("has all seven days, every meal name and each day's calorie total, in whole kcal", () => {
    // Calories are stored with one decimal; people read whole numbers that add up to the day's total.
    expect(plan.days.some((d) => d.meals.some((m) => !Number.isInteger(m.calories)))).toBe(true);
    expect(text).not.toMatch(/\d\.\d kcal/);
    for (const day of plan.days) {
      const total = shownKcal(day.meals.reduce((s, m) => s + m.calories, 0));
      const whole = wholeKcals(day.meals.map((m) => m.calories));
      expect(whole.reduce((a, b) => a + b, 0)).toBe(total);
      // Breakfast, lunch and dinner are the meals, snacks are named beside them, the coffee is neither.
      const snacks = day.meals.filter((m) => m.include_item === undefined && m.type === "snack").length;
      const held =
        snacks === 0 ? "3 meals" : snacks === 1 ? "3 meals and a snack" : `3 meals and ${snacks} snacks`;
      expect(day.meals.some((m) => m.include_item === "coffee")).toBe(true);
      // Each day's heading is its date (docs/product/plans-over-time.md).
      expect(text).toContain(`${longDay(day.date ?? "")} ${total} kcal across ${held} ·`);
      expect(text).toContain(dayMinutesLine(day) ?? "missing cooking minutes");
      day.meals.forEach((meal, i) => {
        expect(text).toContain(squash(meal.name));
        expect(text).toContain(`${whole[i]} kcal`);
      });
      expect(text).toContain(`Nutrition facts: ${day.day}`);
    }
  });

  it("has every shopping-list item with its summed amount, by aisle", () => {
    expect(text).toContain("Shopping list for the week");
    const list = text.slice(text.indexOf("Shopping list for the week"));
    for (const aisle of plan.shopping_list) {
      expect(list).toContain(aisle.aisle);
      for (const item of aisle.items) expect(list).toContain(`${squash(item.name)} ${squash(item.display)}`);
    }
  });

  it("lists the lines to buy first and the pantry lines after, under Check you have", () => {
    const list = text.slice(text.indexOf("Shopping list for the week"));
    const at = list.indexOf("Check you have");
    const items = plan.shopping_list.flatMap((a) => a.items);
    expect(at).toBeGreaterThan(0);
    expect(items.filter((i) => i.pantry).length).toBeGreaterThan(0);
    for (const item of items)
      expect([item.name, list.indexOf(`${squash(item.name)} ${squash(item.display)}`) > at]).toEqual([
        item.name,
        item.pantry === true,
      ]);
  });
});

describe("the plan PDF of a person with allergies", () => {
  it("says what the week is free from on the cover and names each swap in its meal", async () => {
    const result = await buildWeekPlan(
      {
        age: 29,
        gender: "female",
        height_cm: 160,
        weight_kg: 55,
        activity_level: "lightly_active",
        health_conditions: [],
        foods_to_include: [],
        fitness_goal: "maintain",
        cuisine: "asian",
        diet: "non_vegetarian",
        allergies: ["peanut", "sesame"],
        excluded_foods: ["coriander"],
      },
      { seed: 5, weekStart: "2026-11-18" },
    );
    if (!result.ok) throw new Error(result.refusal.message);
    const swaps = result.plan.days.flatMap((d) => d.meals.flatMap((m) => m.substitutes ?? []));
    expect(swaps.length).toBeGreaterThan(0);
    const parser = new PDFParse({ data: new Uint8Array(await renderPlanPdf(result.plan, "Mei")) });
    const parsed = await parser.getText();
    await parser.destroy();
    const cover = squash(parsed.pages[0]?.text ?? "");
    expect(cover).toContain("Free from: peanuts, sesame, coriander");
    const text = squash(parsed.text);
    expect(text).toContain(`For your restrictions: ${swaps[0]?.to} instead of ${swaps[0]?.from}`);
    expect(text).not.toMatch(/\d+ g (peanut|sesame|cilantro)/);
  }, 60_000);
});
