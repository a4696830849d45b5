import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import { shortDay } from "../src/shared/plan-dates";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { readCaughtMail, resetTokenFrom, waitForMail } from "./support/mail-catcher";
import { newUser } from "./support/users";

// Account self-service (docs/product/account.md) in a browser: a forgotten password reset end to end
// on a phone, through the e-mail the server sends; the settings page, whose change of units shows at
// once on the open plan; and deleting the account.

const NEW_PASSWORD = "lantern-basil-harbour-92";

/** Where the page (or its open dialog) is wider than the screen, at 320 and 360 px. */
async function tooWide(s: BrowserSession, where: string, restore: { width: number; height: number }) {
  const found: string[] = [];
  for (const width of [320, 360]) {
    await s.page.setViewportSize({ width, height: 740 });
    const wide = await s.page.evaluate(() => {
      const dialog = document.querySelector<HTMLElement>("[role=dialog]");
      const right = dialog ? Math.ceil(dialog.getBoundingClientRect().right) : 0;
      return Math.max(document.documentElement.scrollWidth, right);
    });
    if (wide > width) found.push(`${where} at ${width} px: ${wide} px`);
  }
  await s.page.setViewportSize(restore);
  return found;
}

describe("forgot password, on a phone", () => {
  const phone = { width: 390, height: 844 };
  let s: BrowserSession;
  const user = newUser("forgot");
  beforeAll(async () => {
    s = await openBrowser({ viewport: phone });
    // An account with its user record, signed out again: the visitor who forgot their password.
    const post = (url: string, data: unknown) =>
      s.context.request.post(`${s.baseUrl}${url}`, { data, headers: { origin: s.baseUrl } });
    expect((await post("/api/auth/sign-up/email", user)).ok()).toBe(true);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: user.password })).ok()).toBe(
      true,
    );
    expect((await post("/api/users", { name: user.name })).ok()).toBe(true);
    expect((await post("/api/auth/sign-out", {})).ok()).toBe(true);
  });
  afterAll(() => s.close());

  it("asks for the address, e-mails a link, and the new password signs in", async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/`);
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: "Open menu" }).click();
    await banner.getByRole("button", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Forgot password?" }).click();
    await dialog.getByRole("heading", { name: "Reset your password" }).waitFor();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByRole("button", { name: "Send Reset Link" }).click();
    await dialog
      .getByRole("status")
      .getByText(/If an account uses this address/)
      .waitFor();
    expect(await tooWide(s, "forgot-password dialog", phone)).toEqual([]);
    await page.keyboard.press("Escape");

    const mail = await waitForMail(() => readCaughtMail(inject("mailDir")), user.email);
    expect(mail.subject).toBe("Reset your NutriWeek password");
    const token = resetTokenFrom(mail);
    await page.goto(`${s.baseUrl}/reset-password?token=${encodeURIComponent(token)}`);
    const main = page.getByRole("main");
    await main.getByRole("heading", { name: "Choose a new password" }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    expect(await tooWide(s, "reset page", phone)).toEqual([]);

    // The sign-up rules: one easy to guess is refused beside its field, by keyboard alone.
    await main.getByLabel("New password", { exact: true }).fill("Password123");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Password123");
    await page.keyboard.press("Enter");
    await main
      .getByRole("alert")
      .getByText(/too easy to guess/)
      .waitFor();
    await main.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await main.getByLabel("New password again").fill(NEW_PASSWORD);
    await main.getByRole("button", { name: "Save New Password" }).click();

    // Back on the landing page, asked to sign in with it.
    await page.getByText("Password changed").first().waitFor();
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${s.baseUrl}/dashboard`);

    // The link worked once.
    await page.goto(`${s.baseUrl}/reset-password?token=${encodeURIComponent(token)}`);
    await main.getByLabel("New password", { exact: true }).fill("another-lantern-basil-7");
    await main.getByLabel("New password again").fill("another-lantern-basil-7");
    await main.getByRole("button", { name: "Save New Password" }).click();
    await main.getByText("This link has expired or was already used.").waitFor();
    expect(s.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});

describe("the settings page", () => {
  const desktop = { width: 1280, height: 800 };
  let s: BrowserSession;
  /** The plan's first day (ISO date): its tab is named by it ("Fri 27 Nov"). */
  let first = "";
  const user = newUser("settings");
  beforeAll(async () => {
    s = await openBrowser({ viewport: desktop });
    const headers = { origin: s.baseUrl };
    const post = (url: string, data: unknown) =>
      s.context.request.post(`${s.baseUrl}${url}`, { data, headers });
    expect((await post("/api/auth/sign-up/email", user)).ok()).toBe(true);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: user.password })).ok()).toBe(
      true,
    );
    await post("/api/users", { name: user.name });
    const profile = await s.context.request.put(`${s.baseUrl}/api/users/profile`, {
      headers,
      data: {
        name: user.name,
        age: 41,
        gender: "female",
        height_cm: 170,
        weight_kg: 74,
        activity_level: "lightly_active",
        country_region: "mediterranean",
        food_preference: "non_vegetarian",
        health_conditions: [],
        foods_to_include: [],
        units: "metric",
      },
    });
    expect(profile.ok()).toBe(true);
    const plan = await post("/api/meal-plans/generate", {
      fitness_goal: "maintain",
      cuisine: "mediterranean",
      diet_type: "non_vegetarian",
    });
    expect(plan.status()).toBe(201);
    first = ((await plan.json()) as MealPlanRecord).plan_data.days[0]?.date ?? "";
  });
  afterAll(() => s.close());
  const main = () => s.page.getByRole("main");

  /** The first recipe of the plan's first day, opened: its ingredient lines and steps. */
  const firstRecipe = async () => {
    const card = main()
      .getByRole("tabpanel", { name: shortDay(first), exact: true })
      .locator("article")
      .first();
    const toggle = card.getByRole("button", { name: /ingredients and steps/ });
    if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
    return (await card.textContent()) ?? "";
  };

  it("changes units, and the open plan shows them at once, without a reload", async () => {
    const { page } = s;
    await page.goto(`${s.baseUrl}/dashboard`);
    await main().getByText("Weekly Summary").waitFor();
    expect(await firstRecipe()).toMatch(/\d ?(g|ml)\b/);
    // Set in this document: still there afterwards only if the page was never reloaded.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    await page.getByRole("banner").getByRole("link", { name: "Settings" }).click();
    await main().getByRole("heading", { name: "Settings", level: 1 }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    expect(await tooWide(s, "settings page", desktop)).toEqual([]);

    await main()
      .getByRole("radio", { name: /Imperial/ })
      .check();
    await main().getByRole("button", { name: "Save Name and Units" }).click();
    await page.getByText("Settings saved").first().waitFor();
    await main().getByRole("link", { name: "← Back to your dashboard" }).click();
    await main().getByText("Weekly Summary").waitFor();
    const recipe = await firstRecipe();
    // An amount may end in a fraction glyph ("3¾ oz"), so its last figure is a digit or one of those.
    expect(recipe).not.toMatch(/[\d¼½¾⅓⅔⅛] ?(g|ml|kg)\b/);
    expect(recipe).toMatch(/[\d¼½¾⅓⅔⅛] ?(oz|lb|cup|cups|tsp|tbsp)\b/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });

  it("offers a new plan after a change of allergies", async () => {
    await s.page.getByRole("banner").getByRole("link", { name: "Settings" }).click();
    await main()
      .getByRole("checkbox", { name: /Peanut/ })
      .check();
    await main().getByRole("button", { name: "Save Allergies and Foods" }).click();
    const offer = main().getByRole("link", { name: "Make a new plan with these changes" });
    await offer.waitFor();
    expect(await offer.getAttribute("href")).toBe("/dashboard/new");
    expect(await tooWide(s, "settings page with the offer", desktop)).toEqual([]);
  });

  it("deletes the account after asking for the password, and signs out to the landing page", async () => {
    const { page } = s;
    await main().getByRole("button", { name: "Delete My Account" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Delete your account?" }).waitFor();
    expect(await a11yViolations(page)).toEqual([]);
    expect(await tooWide(s, "delete dialog", desktop)).toEqual([]);
    await dialog.getByLabel("Password").fill("not-my-password-at-all");
    await dialog.getByRole("button", { name: "Delete Everything" }).click();
    await dialog.getByText("That password is not right").waitFor();
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Delete Everything" }).click();
    await page.getByText("Your account is deleted").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await page.getByRole("banner").getByRole("button", { name: "Sign In" }).waitFor();
    const session = await s.context.request.get(`${s.baseUrl}/api/users`);
    expect(session.status()).toBe(401);
  });
});
