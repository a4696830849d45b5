import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlanRecord, MealPlanSummary } from "../src/shared/meal-plan-api";
import { datesOfPlan, nextMondayAfter, shortDay, weekSpan } from "../src/shared/plan-dates";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser } from "./support/users";

// Plans over time (docs/product/plans-over-time.md), on a phone and on a desktop: the list of plans,
// opening an older one, making it active, deleting one; "Generate New Plan" left by Back, by "Back to
// my plan" and by the header; a week started next Monday; dated day tabs opening on today.

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

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
  foods_to_include: [],
  units: "metric",
};

describe.each(VIEWPORTS)("plans over time on a $name", ({ name, viewport }) => {
  let s: BrowserSession;
  let first: MealPlanRecord;
  let today = "";
  const user = newUser("history");
  beforeAll(async () => {
    s = await openBrowser({ viewport });
    const rq = s.context.request;
    const headers = { origin: s.baseUrl };
    const post = (url: string, data: unknown) => rq.post(`${s.baseUrl}${url}`, { data, headers });
    expect((await post("/api/auth/sign-up/email", user)).ok()).toBe(true);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: user.password })).ok()).toBe(
      true,
    );
    await rq.put(`${s.baseUrl}/api/users/profile`, { data: PROFILE, headers });
    await s.page.goto(`${s.baseUrl}/`);
    // The browser's own date, as the dashboard sends it.
    today = await s.page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const res = await post("/api/meal-plans/generate", { fitness_goal: "weight_loss", local_date: today });
    expect(res.status()).toBe(201);
    first = (await res.json()) as MealPlanRecord;
  });
  afterAll(() => s.close());

  const page = () => s.page;
  const main = () => s.page.getByRole("main");
  const rows = () => main().getByTestId("plan-row");
  const listed = async () =>
    (
      (await (await s.context.request.get(`${s.baseUrl}/api/meal-plans`)).json()) as {
        plans: MealPlanSummary[];
      }
    ).plans;
  const widest = async () => {
    const out: number[] = [];
    for (const width of [320, 360]) {
      await page().setViewportSize({ width, height: 740 });
      out.push((await page().evaluate(() => document.documentElement.scrollWidth)) - width);
    }
    await page().setViewportSize(viewport);
    return Math.max(...out);
  };

  it("shows the plan's days with their dates, opening on today", async () => {
    await page().goto(`${s.baseUrl}/dashboard`);
    await main().getByRole("heading", { name: "Your Meal Plan" }).waitFor();
    const tabs = main().getByRole("tablist", { name: "Days of the week" }).getByRole("tab");
    const dates = datesOfPlan(first.plan_data);
    expect(dates[0]).toBe(today);
    expect(await tabs.allTextContents()).toEqual(dates.map(shortDay));
    const selected = main().getByRole("tab", { selected: true, name: shortDay(today) });
    expect(await selected.count()).toBe(1);
    // The week's dates above the plan, and again on its line in the list of plans.
    const viewer = main().getByRole("region", { name: "Your Meal Plan" });
    expect(await viewer.getByText(`Week of ${weekSpan(today)}`).count()).toBe(1);
    expect(
      await rows()
        .first()
        .getByText(`Week of ${weekSpan(today)}`)
        .count(),
    ).toBe(1);
  });

  it("leaves Generate New Plan by the browser's Back, by Back to my plan and by the header", async () => {
    const openNew = async () => {
      await main().getByRole("link", { name: "Generate New Plan" }).click();
      await page().waitForURL(`${s.baseUrl}/dashboard/new`);
      await main().getByText("Step 1 of 5").waitFor();
    };
    await openNew();
    await page().goBack();
    await page().waitForURL(`${s.baseUrl}/dashboard`);
    await main().getByRole("heading", { name: "Your Meal Plan" }).waitFor();

    await openNew();
    await main().getByRole("link", { name: "Back to my plan" }).click();
    await page().waitForURL(`${s.baseUrl}/dashboard`);
    await main().getByRole("heading", { name: "Your Meal Plan" }).waitFor();

    await openNew();
    if (name === "phone") await page().getByRole("button", { name: "Open menu" }).click();
    await page().getByRole("banner").getByRole("link", { name: "Dashboard" }).click();
    await page().waitForURL(`${s.baseUrl}/dashboard`);
    await main().getByRole("heading", { name: "Your Meal Plan" }).waitFor();
    expect(await main().getByText("Step 1 of 5").count()).toBe(0);
  });

  it("makes a second plan that starts next Monday, and it becomes the active one", async () => {
    await main().getByRole("link", { name: "Generate New Plan" }).click();
    await main().getByText("Step 1 of 5").waitFor();
    for (let step = 2; step <= 5; step++) {
      await main().getByRole("button", { name: "Next" }).click();
      await main().getByText(`Step ${step} of 5`).waitFor();
    }
    await main().getByRole("button", { name: "Complete Setup" }).click();
    await main().getByRole("heading", { name: "Choose your goal" }).waitFor();
    expect(await main().getByRole("link", { name: "Back to my plan" }).isVisible()).toBe(true);
    const start = main().getByRole("group", { name: "Start the week" });
    expect(await start.getByRole("radio", { name: /^Today/ }).isChecked()).toBe(true);
    await start.getByRole("radio", { name: /^Next Monday/ }).check();
    await main()
      .getByRole("radio", { name: /Maintain Weight/ })
      .click();
    expect(await a11yViolations(page())).toEqual([]);
    expect(await widest()).toBeLessThanOrEqual(0);
    await main().getByRole("button", { name: "Generate My Meal Plan" }).click();
    await page().waitForURL(`${s.baseUrl}/dashboard`, { timeout: 30_000 });
    await main().getByText("maintain Journey").waitFor({ timeout: 30_000 });
    const monday = nextMondayAfter(today);
    const tabs = main().getByRole("tablist", { name: "Days of the week" }).getByRole("tab");
    expect((await tabs.allTextContents())[0]).toBe(shortDay(monday));
    const plans = await listed();
    expect(plans.map((p) => [p.week_start, p.is_active])).toEqual([
      [monday, true],
      [first.plan_data.week_start, false],
    ]);
    // Back from the new plan does not reopen the wizard.
    expect(await main().getByText("Step 1 of 5").count()).toBe(0);
  });

  it("lists both plans, newest first, with week, goal, cuisine and target", async () => {
    await rows().nth(1).waitFor();
    expect(await rows().count()).toBe(2);
    const [newest, older] = [await rows().nth(0).textContent(), await rows().nth(1).textContent()];
    expect(newest).toContain(`Week of ${weekSpan(nextMondayAfter(today))}`);
    expect(newest).toContain("Active plan");
    expect(newest).toContain("Maintain · Indian");
    expect(older).toContain(`Week of ${weekSpan(today)}`);
    expect(older).toContain(`Weight Loss · Indian · ${first.plan_data.total_daily_calories} kcal a day`);
    expect(older).not.toContain("Active plan");
    expect(await a11yViolations(page())).toEqual([]);
    expect(await widest()).toBeLessThanOrEqual(0);
  });

  it("opens the older plan at its own address, makes it active, and Back returns to the list", async () => {
    await rows().nth(1).getByRole("link", { name: "Open" }).click();
    await page().waitForURL(`${s.baseUrl}/dashboard/plans/${first.id}`);
    await main().getByRole("heading", { name: "An earlier meal plan" }).waitFor();
    expect(await main().getByText("weight loss Journey").isVisible()).toBe(true);
    await main().getByRole("button", { name: "Make this my active plan" }).click();
    await page().getByText("Active plan changed").first().waitFor();
    await main().getByRole("heading", { name: "Your Meal Plan" }).waitFor();
    expect((await listed()).filter((p) => p.is_active).map((p) => p.id)).toEqual([first.id]);
    await page().goBack();
    await page().waitForURL(`${s.baseUrl}/dashboard`);
    // The dashboard now shows the plan made active.
    await main().getByText("weight loss Journey").waitFor();
  });

  it("deletes a plan after asking, and the list follows", async () => {
    const newer = rows().nth(0);
    await newer.getByRole("button", { name: "Delete" }).click();
    const dialog = page().getByRole("dialog", { name: "Delete this plan?" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("the link stops working");
    await dialog.getByRole("button", { name: "Keep the plan" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await rows().count()).toBe(2);
    await newer.getByRole("button", { name: "Delete" }).click();
    await dialog.getByRole("button", { name: "Delete plan" }).click();
    await page().getByText("Plan deleted").first().waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await rows().count()).toBe(1);
    expect((await listed()).map((p) => p.id)).toEqual([first.id]);
  });

  it("logged no errors to the console", () => {
    expect(s.errors).toEqual([]);
  });
});
