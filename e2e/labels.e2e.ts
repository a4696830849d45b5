import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostIndex, mealCounts } from "../src/shared/meal-groups";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import { figureText } from "../src/shared/nutrition-figures";
import { shortDay } from "../src/shared/plan-dates";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser } from "./support/users";

// The words on a plan agree with each other and with the engine: the nutrition bars speak in the
// engine's bands, a food asked for sits inside the meal the notes name, and the weekly summary counts
// meals as src/shared/meal-groups.ts does (days × 3, snacks beside them, foods to include never).

const FIGURE_TEXT = figureText();

const PROFILE = {
  name: "Priya Sharma",
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 68,
  activity_level: "moderately_active",
  country_region: "indian",
  food_preference: "vegetarian",
  health_conditions: [],
  foods_to_include: ["coffee", "dark_chocolate"],
  units: "metric",
};

describe("the labels of a plan", () => {
  let s: BrowserSession;
  let plan: MealPlanRecord;
  const user = newUser("labels");
  beforeAll(async () => {
    s = await openBrowser({ viewport: { width: 360, height: 800 } });
    const rq = s.context.request;
    const headers = { origin: s.baseUrl };
    const post = (url: string, data: unknown) => rq.post(`${s.baseUrl}${url}`, { data, headers });
    expect((await post("/api/auth/sign-up/email", user)).ok()).toBe(true);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: user.password })).ok()).toBe(
      true,
    );
    await post("/api/users", { name: user.name });
    await rq.put(`${s.baseUrl}/api/users/profile`, { data: PROFILE, headers });
    const res = await post("/api/meal-plans/generate", {
      fitness_goal: "maintain",
      cuisine: "indian",
      diet_type: "vegetarian",
      foods_to_include: PROFILE.foods_to_include,
      health_conditions: [],
    });
    expect(res.status()).toBe(201);
    plan = (await res.json()) as MealPlanRecord;
    await s.page.goto(`${s.baseUrl}/dashboard`);
    await s.page.getByRole("main").getByText("Weekly Summary").waitFor();
  });
  afterAll(() => s.close());

  const main = () => s.page.getByRole("main");
  const panel = (i: number) =>
    main().getByRole("tabpanel", { name: shortDay(plan.plan_data.days[i]?.date ?? ""), exact: true });
  const openDay = async (i: number) => {
    await main()
      .getByRole("tab", { name: shortDay(plan.plan_data.days[i]?.date ?? ""), exact: true })
      .click();
    await panel(i).waitFor();
  };

  it("calls every day of an engine plan on target, and says what the band is", async () => {
    for (const i of [0, 3]) {
      await openDay(i);
      const table = panel(i).getByRole("table");
      const row = (name: string) => table.getByRole("row", { name: new RegExp(`^${name}`) });
      // The engine holds every day to these bands, so a plan it made reads within them.
      expect(await row("Energy").getAttribute("data-status")).toBe("on");
      expect(await row("Energy").textContent()).toContain(
        `Within target (±${FIGURE_TEXT.energyTolerance} of your energy goal)`,
      );
      expect(await row("Protein").getAttribute("data-status")).toBe("on");
      expect(await row("Protein").textContent()).toContain(
        `Within target (${FIGURE_TEXT.proteinBand} of your protein goal)`,
      );
      expect(await row("Fat").textContent()).toMatch(/\d+ % of energy · Within range \(25–35 % of energy\)/);
      expect(await row("Sodium").textContent()).toContain(
        `Within limit (at most ${FIGURE_TEXT.sodiumMax} a day)`,
      );
      // No word on the table is "Over" for a day the engine accepted.
      expect(await table.textContent()).not.toMatch(/Over|Under/);
    }
  });

  it("puts each food asked for inside the meal the notes name, at that meal's time", async () => {
    const notes = plan.plan_data.notes.join("\n");
    const coffee = notes.split("\n").find((n) => n.startsWith("You asked for coffee"));
    expect(coffee).toContain("in every day with breakfast");
    const chocolate = notes.split("\n").find((n) => n.startsWith("You asked for dark chocolate")) ?? "";
    const words = { breakfast: "breakfast", lunch: "lunch", snack: "the afternoon snack", dinner: "dinner" };
    const hosts = plan.plan_data.days.map((day) => {
      const at = day.meals.findIndex((m) => m.include_item === "dark_chocolate");
      return { day, item: day.meals[at], host: day.meals[hostIndex(day.meals, at)] };
    });
    // The notes name the meal most days have it with, then any other with its days.
    const count = (t: string) => hosts.filter((h) => h.host?.type === t).length;
    const most = (["snack", "dinner"] as const).reduce((a, b) => (count(b) > count(a) ? b : a));
    expect(chocolate).toContain(`is in every day with ${words[most]}`);
    for (const [i, { day, item, host }] of hosts.entries()) {
      if (!item || !host) throw new Error(`${day.day} has no dark chocolate`);
      expect(item.time).toBe(host.time);
      if (host.type !== most)
        expect(chocolate).toMatch(new RegExp(`with ${words[host.type]} on [^.]*${day.day}`));
      if (i > 1) continue;
      await openDay(i);
      const card = panel(i)
        .locator("article")
        .filter({ has: s.page.getByRole("heading", { name: host.name, exact: true }) });
      await card.getByText(`With ${host.type}:`).first().waitFor();
      expect(await card.textContent()).toContain(item.name);
      expect(await card.textContent()).toContain(host.time);
      // Not a card of its own.
      expect(await panel(i).getByRole("heading", { name: item.name, exact: true }).count()).toBe(0);
    }
  });

  it("counts the week's meals as days × 3 with snacks beside them, never the foods asked for", async () => {
    const { meals, snacks } = mealCounts(plan.plan_data.days);
    expect(meals).toBe(21);
    const tile = main().getByText("Total meals").locator("xpath=..");
    expect(await tile.textContent()).toBe(
      `Total meals${snacks > 0 ? `21 + ${snacks} snack${snacks === 1 ? "" : "s"}` : "21"}`,
    );
  });

  it("has no accessibility violations and no sideways scroll at 360 px", async () => {
    expect(await a11yViolations(s.page)).toEqual([]);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("logged no errors to the console", () => {
    expect(s.errors).toEqual([]);
  });
});
