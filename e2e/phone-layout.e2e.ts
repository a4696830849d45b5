import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import { shortDay } from "../src/shared/plan-dates";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser } from "./support/users";

// Issue 23, phone layout: no screen scrolls sideways on a 320 or 360 px phone. Each screen is measured
// at both widths (the layout follows a resize, so one visit serves both).

const WIDTHS = [320, 360] as const;

const PUBLIC_PAGES = [
  "/",
  "/features",
  "/how-it-works",
  "/pricing",
  "/about",
  "/contact",
  "/faq",
  "/sitemap",
  "/privacy",
  "/terms",
  "/blog",
  "/blog/keto-thai-vietnamese-recipes",
  "/blog/mediterranean-diet-weight-loss-guide",
  "/no-such-page",
];

/** A long name and the cuisine with the longest word, in imperial amounts: the widest content we make. */
const PROFILE = {
  name: "Maximiliana Featherstonehaugh",
  age: 41,
  gender: "female",
  height_cm: 170,
  weight_kg: 74,
  activity_level: "lightly_active",
  country_region: "mediterranean",
  food_preference: "non_vegetarian",
  health_conditions: [],
  foods_to_include: ["tea"],
  units: "imperial",
};

describe("no sideways scroll on a 320 and a 360 px phone", () => {
  let s: BrowserSession;
  let plan: MealPlanRecord;
  const user = newUser("phone");
  beforeAll(async () => {
    s = await openBrowser({ viewport: { width: 360, height: 740 } });
  });
  afterAll(() => s.close());
  const main = () => s.page.getByRole("main");

  /** Where the screen (or the open dialog) is wider than the phone: "where at 320 px: 348 px". */
  const tooWide = async (where: string): Promise<string[]> => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await s.page.setViewportSize({ width, height: 740 });
      const wide = await s.page.evaluate(() => {
        const dialog = document.querySelector<HTMLElement>("[role=dialog]");
        const right = dialog ? Math.ceil(dialog.getBoundingClientRect().right) : 0;
        const inner = dialog ? dialog.scrollWidth - dialog.clientWidth : 0;
        return Math.max(document.documentElement.scrollWidth, right + Math.max(0, inner));
      });
      if (wide > width) found.push(`${where} at ${width} px: ${wide} px`);
    }
    return found;
  };

  it("fits every kind of public page", async () => {
    const found: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await s.page.goto(`${s.baseUrl}${path}`);
      await s.page.waitForLoadState("networkidle");
      found.push(...(await tooWide(path)));
    }
    expect(found).toEqual([]);
  });

  it("fits the Quick Generator and the sign-up dialog", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.getByRole("button", { name: "Try Quick Generator" }).first().click();
    const dialog = s.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Gain weight" }).click();
    await dialog.getByRole("button", { name: "Mediterranean" }).click();
    await dialog.getByRole("button", { name: "Vegetarian" }).click();
    await dialog.getByText(/calories a day/).waitFor();
    const found = await tooWide("Quick Generator's sample day");
    await s.page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await s.page.getByRole("banner").getByRole("button", { name: "Open menu" }).click();
    await s.page.getByRole("banner").getByRole("button", { name: "Get Started Free" }).click();
    await dialog.getByRole("heading", { name: "Create your account" }).waitFor();
    found.push(...(await tooWide("sign-up dialog")));
    await s.page.keyboard.press("Escape");
    expect(found).toEqual([]);
  });

  it("fits each step of the profile wizard and the goal choice", async () => {
    const headers = { origin: s.baseUrl };
    const post = (url: string, data: unknown) =>
      s.context.request.post(`${s.baseUrl}${url}`, { data, headers });
    expect((await post("/api/auth/sign-up/email", user)).ok()).toBe(true);
    await post("/api/auth/sign-in/email", { email: user.email, password: user.password });
    await post("/api/users", { name: PROFILE.name });
    await s.context.request.put(`${s.baseUrl}/api/users/profile`, { data: PROFILE, headers });
    await s.page.goto(`${s.baseUrl}/dashboard?step=profile`);
    const found: string[] = [];
    for (let step = 1; step <= 5; step++) {
      await main().getByText(`Step ${step} of 5`).waitFor();
      found.push(...(await tooWide(`wizard step ${step}`)));
      if (step < 5) await main().getByRole("button", { name: "Next" }).click();
    }
    await main().getByRole("button", { name: "Complete Setup" }).click();
    await main().getByRole("heading", { name: "Choose your goal" }).waitFor();
    found.push(...(await tooWide("goal choice")));
    expect(found).toEqual([]);
  });

  it("fits the dashboard with a plan: meals, a recipe in imperial, the table, the shopping list", async () => {
    const res = await s.context.request.post(`${s.baseUrl}/api/meal-plans/generate`, {
      data: {
        fitness_goal: "maintain",
        cuisine: "mediterranean",
        diet_type: "non_vegetarian",
        foods_to_include: ["tea"],
        health_conditions: [],
      },
      headers: { origin: s.baseUrl },
    });
    expect(res.status()).toBe(201);
    plan = (await res.json()) as MealPlanRecord;
    await s.page.goto(`${s.baseUrl}/dashboard`);
    await main().getByText("Weekly Summary").waitFor();
    // The day's cards come a frame apart, its nutrition table last (use-revealed.ts): all of it is measured.
    await main().getByRole("table").first().waitFor();
    const found = await tooWide("dashboard");
    // The tab of the week's first day, today (docs/product/plans-over-time.md).
    const firstDay = shortDay(plan.plan_data.days[0]?.date ?? "");
    const card = main().getByRole("tabpanel", { name: firstDay, exact: true }).locator("article").first();
    await card.getByRole("button", { name: /^Show ingredients and steps/ }).click();
    found.push(...(await tooWide("dashboard, recipe open")));
    // The recipe reads in a cook's imperial measures, its method too.
    const recipe = (await card.textContent()) ?? "";
    expect(recipe).not.toMatch(/\d (g|ml|kg|°C|cm)\b|\d\.\d oz/);
    await main().getByRole("tab", { name: "Shopping list" }).click();
    found.push(...(await tooWide("shopping list")));
    expect(found).toEqual([]);
    await s.page.setViewportSize({ width: 360, height: 740 });
    expect(await a11yViolations(s.page)).toEqual([]);
  });

  it("fits the swap dialog", async () => {
    await main().getByRole("tab", { name: "Meals" }).click();
    await main().getByRole("button", { name: /^Swap/ }).first().click();
    const dialog = s.page.getByRole("dialog");
    await dialog.getByRole("heading", { name: /^Swap / }).waitFor();
    await dialog.getByText("Finding meals that keep your day on target…").waitFor({ state: "detached" });
    expect(await tooWide("swap dialog")).toEqual([]);
    await s.page.keyboard.press("Escape");
  });

  it("fits the shared page, in either units", async () => {
    const share = await s.context.request.put(`${s.baseUrl}/api/meal-plans/${plan.id}/share`, {
      data: { include_profile: true },
      headers: { origin: s.baseUrl },
    });
    const { token } = (await share.json()) as { token: string };
    const visitor = await s.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = s.page;
    try {
      s.page = await visitor.newPage();
      await s.page.goto(`${s.baseUrl}/shared/${token}`);
      await main().getByText("Weekly Summary").waitFor();
      const found = await tooWide("shared page");
      await main().getByLabel("Imperial amounts").check();
      found.push(...(await tooWide("shared page, imperial")));
      expect(found).toEqual([]);
    } finally {
      s.page = page;
      await visitor.close();
    }
  });

  it("logged no errors to the console but the missing page's own 404", () => {
    expect(s.errors.filter((e) => !/no-such-page — .*status of 404/.test(e))).toEqual([]);
  });
});
