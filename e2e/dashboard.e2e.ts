import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PlanData, shownKcal, wholeKcals } from "../src/shared/plan-data";
import { datesOfPlan, longDay, shortDay } from "../src/shared/plan-dates";
import { servingsNumber } from "../src/shared/units";
import { seriousA11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser, signUpThroughDialog } from "./support/users";

type StoredPlan = { id: string; is_active: boolean; plan_data: PlanData };

describe("the dashboard journey of a new user", () => {
  let s: BrowserSession;
  const user = newUser("journey");
  beforeAll(async () => {
    s = await openBrowser();
    await s.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: s.baseUrl });
  });
  afterAll(() => s.close());

  const page = () => s.page;
  const main = () => s.page.getByRole("main");
  const next = () => main().getByRole("button", { name: "Next" }).click();
  const expectMessage = async (text: string) => {
    await main().getByText(text).waitFor();
  };
  // The list gives summaries, newest first; each plan in full comes from its own address.
  const storedPlans = () =>
    page().evaluate(async () => {
      const { plans } = (await (await fetch("/api/meal-plans")).json()) as { plans: { id: string }[] };
      return Promise.all(
        plans.map(async (p) => (await (await fetch(`/api/meal-plans/${p.id}`)).json()) as StoredPlan),
      );
    });

  it("signs up from a call to action and lands on step 1 of the wizard at /dashboard", async () => {
    await page().goto(`${s.baseUrl}/`);
    await signUpThroughDialog(page(), user);
    await page().waitForURL(`${s.baseUrl}/dashboard`);
    await main().getByText("Step 1 of 5").waitFor();
    expect(await main().getByText("20%").isVisible()).toBe(true);
    expect(await main().getByRole("button", { name: "Previous" }).isDisabled()).toBe(true);
    // The name from sign-up is already filled in.
    expect(await main().getByLabel("Full name").inputValue()).toBe(user.name);
    expect(await seriousA11yViolations(page())).toEqual([]);
  });

  it("shows each step-1 message and will not move on until the fields are valid", async () => {
    await main().getByLabel("Full name").fill("A");
    await expectMessage("Name must be at least 2 characters");
    await main().getByLabel("Age").fill("12");
    await expectMessage("Must be at least 13 years old");
    await main().getByLabel("Age").fill("121");
    await expectMessage("Invalid age");
    await next();
    expect(await main().getByText("Step 1 of 5").isVisible()).toBe(true);
    await main().getByLabel("Full name").fill(user.name);
    await main().getByLabel("Age").fill("34");
    await main().getByLabel("Female").check();
    await next();
    await main().getByText("Step 2 of 5").waitFor();
    // Focus moves to the new step's first field, not back to the page.
    expect(await page().evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      "metric",
    );
  });

  it("validates height and weight, and Previous goes back", async () => {
    await main().getByLabel("Height (cm)").fill("99");
    await expectMessage("Height must be at least 100cm");
    await main().getByLabel("Weight (kg)").fill("301");
    await expectMessage("Invalid weight");
    await main().getByRole("button", { name: "Previous" }).click();
    await main().getByText("Step 1 of 5").waitFor();
    await next();
    await main().getByLabel("Height (cm)").fill("165");
    await main().getByLabel("Weight (kg)").fill("72");
    await next();
    await main().getByText("Step 3 of 5").waitFor();
    expect(await page().evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(
      "sedentary",
    );
  });

  it("requires the lifestyle choices", async () => {
    await next();
    await expectMessage("Please select a cuisine preference");
    expect(await main().getByText("Step 3 of 5").isVisible()).toBe(true);
    await main().getByLabel("Moderately Active").check();
    await main().getByLabel("Cuisine preference").selectOption("indian");
    await main().getByLabel("Food preference").selectOption("vegetarian");
    await next();
    await main().getByText("Step 4 of 5").waitFor();
  });

  it("applies the None and Other rules to health conditions", async () => {
    const box = (name: string) => main().getByRole("checkbox", { name, exact: true });
    await box("Diabetes").check();
    await box("Thyroid condition").check();
    await box("None").check();
    expect(await box("Diabetes").isChecked()).toBe(false);
    expect(await box("Thyroid condition").isChecked()).toBe(false);
    await box("Thyroid condition").check();
    expect(await box("None").isChecked()).toBe(false);
    await box("Other").check();
    await main().getByLabel("Tell us about your condition").fill("Lactose intolerance");
    await next();
    await main().getByText("Step 5 of 5").waitFor();
    expect(await main().getByRole("button", { name: "Skip" }).isVisible()).toBe(true);
  });

  it("completes setup and moves to the goal without waiting for the save", async () => {
    await main().getByRole("checkbox", { name: "Tea", exact: true }).check();
    await main().getByRole("button", { name: "Complete Setup" }).click();
    await main().getByRole("heading", { name: "Choose your goal" }).waitFor();
    await page().getByText("Profile updated!").first().waitFor();
    const saved = await page().evaluate(async () => (await fetch("/api/users")).json());
    expect(saved.health_conditions).toEqual(["thyroid", "Lactose intolerance"]);
    expect(saved.foods_to_include).toEqual(["tea"]);
  });

  it("generates a plan once a goal is chosen", async () => {
    const generateButton = main().getByRole("button", { name: "Generate My Meal Plan" });
    expect(await generateButton.isDisabled()).toBe(true);
    expect(await seriousA11yViolations(page())).toEqual([]);
    await main()
      .getByRole("radio", { name: /Lose Weight/ })
      .click();
    await main().getByText("Selected").waitFor();
    await generateButton.click();
    await page().getByText("Meal plan generated!").first().waitFor({ timeout: 30_000 });
    await main()
      .getByRole("heading", { name: `Welcome back, ${user.name}!` })
      .waitFor();
    await main().getByText("weight loss Journey").waitFor();
  });

  it("shows seven day tabs whose totals match the stored plan", async () => {
    const [plan] = await storedPlans();
    if (!plan) throw new Error("no stored plan");
    const tabs = main().getByRole("tablist", { name: "Days of the week" }).getByRole("tab");
    // Dated tabs from the day the week starts (docs/product/plans-over-time.md): today by default.
    const dates = datesOfPlan(plan.plan_data);
    expect(plan.plan_data.days[0]?.date).toBe(plan.plan_data.week_start);
    expect(await tabs.allTextContents()).toEqual(dates.map(shortDay));
    // A new plan opens at the top of the viewer, with focus on it.
    expect(await page().evaluate(() => window.scrollY)).toBe(0);
    expect(await page().evaluate(() => document.activeElement?.id)).toBe("plan-title");
    expect(await main().getByText(`${plan.plan_data.total_daily_calories}`).first().isVisible()).toBe(true);
    for (const [i, day] of plan.plan_data.days.entries()) {
      const date = dates[i] ?? "";
      await main()
        .getByRole("tab", { name: shortDay(date), exact: true })
        .click();
      const panel = main().getByRole("tabpanel", { name: shortDay(date), exact: true });
      await panel.getByRole("heading", { name: longDay(date), exact: true }).waitFor();
      // The cards come a frame apart after the heading, the day's nutrition last (use-revealed.ts).
      await panel.getByRole("table").waitFor();
      expect(longDay(date).startsWith(day.day)).toBe(true);
      const shownTotal = Number(await panel.getByTestId("day-total").textContent());
      const shown = async (id: string) =>
        (await panel.getByTestId(id).allTextContents()).map((t) => Number.parseInt(t, 10));
      // The tea asked for is inside breakfast, not a card of its own, and still counts in the total.
      const calories = [...(await shown("meal-calories")), ...(await shown("extra-calories"))];
      // Stored to one decimal, shown whole: the cards add up to the day's total.
      expect(calories.reduce((a, b) => a + b, 0)).toBe(shownTotal);
      expect(shownTotal).toBe(shownKcal(day.meals.reduce((a, m) => a + m.calories, 0)));
      expect([...calories].sort((a, b) => a - b)).toEqual(
        wholeKcals(day.meals.map((m) => m.calories)).sort((a, b) => a - b),
      );
      const own = day.meals.filter((m) => m.include_item === undefined);
      expect(await panel.locator("article").count()).toBe(own.length);
      expect(await panel.locator("p", { hasText: /^With breakfast:/ }).count()).toBe(1);
      for (const meal of day.meals)
        expect(await panel.getByText(meal.name, { exact: true }).count()).toBeGreaterThan(0);
    }
    expect(await main().getByText("Weekly Summary").isVisible()).toBe(true);
    expect(await seriousA11yViolations(page())).toEqual([]);
  });

  it("keeps the plan after a reload", async () => {
    await page().reload();
    await main().getByText("weight loss Journey").waitFor();
  });

  it("lists what is cooked for a meal cooked for later meals, every portion together", async () => {
    const [plan] = await storedPlans();
    if (!plan) throw new Error("no stored plan");
    const dates = datesOfPlan(plan.plan_data);
    const i = plan.plan_data.days.findIndex((d) => d.meals.some((m) => m.pot?.later_only));
    const meal = plan.plan_data.days[i]?.meals.find((m) => m.pot?.later_only);
    if (!meal?.pot) throw new Error("no meal cooked for later meals");
    await main()
      .getByRole("tab", { name: shortDay(dates[i] ?? ""), exact: true })
      .click();
    const panel = main().getByRole("tabpanel", { name: shortDay(dates[i] ?? ""), exact: true });
    const card = panel.locator("article", { hasText: meal.name });
    await card.getByText(/^Makes [23] portions: /).waitFor();
    await card.getByRole("button", { name: /^Show ingredients and steps/ }).click();
    const servings = meal.pot.servings;
    await card.getByText(`To cook: ${servingsNumber(servings)} servings`).waitFor();
    await card
      .getByText(/^The amounts are for this meal and the portions kept for later together; this meal is /)
      .waitFor();
    for (const line of meal.pot.ingredients) expect(await card.getByText(line).count()).toBeGreaterThan(0);
    await card.getByText(/^Cook [\d.]+ servings in all: /).waitFor();
  });

  it("downloads the week as a valid PDF from the viewer", async () => {
    const [download] = await Promise.all([
      page().waitForEvent("download"),
      main().getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^nutriweek-meal-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
    const path = await download.path();
    const { readFileSync } = await import("node:fs");
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(10_000);
    await page().getByText("PDF downloaded!").first().waitFor();
  });

  it("falls back to copying the link when there is no share sheet", async () => {
    await page().evaluate(() =>
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true }),
    );
    await main().getByRole("button", { name: "Share" }).click();
    await page().getByText("Link copied!").first().waitFor();
    expect(await page().evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`^${s.baseUrl}/shared/[A-Za-z0-9_-]{32}$`),
    );
  });

  it("builds a new plan from the pre-filled wizard, and shows it", async () => {
    await main().getByRole("link", { name: "Generate New Plan" }).click();
    await page().waitForURL(`${s.baseUrl}/dashboard/new`);
    await main().getByText("Step 1 of 5").waitFor();
    expect(await main().getByLabel("Age").inputValue()).toBe("34");
    for (let step = 2; step <= 5; step++) {
      await next();
      await main().getByText(`Step ${step} of 5`).waitFor();
    }
    expect(await main().getByLabel("Tell us about your condition").count()).toBe(0);
    await main().getByRole("button", { name: "Complete Setup" }).click();
    await main()
      .getByRole("radio", { name: /Maintain Weight/ })
      .click();
    await main().getByRole("button", { name: "Generate My Meal Plan" }).click();
    await main().getByText("maintain Journey").waitFor({ timeout: 30_000 });
    const plans = await storedPlans();
    expect(plans).toHaveLength(2);
    expect(plans.filter((p) => p.is_active)).toHaveLength(1);
    expect(plans[0]?.is_active).toBe(true);
    expect(plans[0]?.plan_data.goals.fitness_goal).toBe("maintain");
  });

  it("logged no errors to the console", () => {
    expect(s.errors).toEqual([]);
  });
});
