import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser } from "./support/users";

// Issue 23, navigation: a new page opens at its top (or at its anchor), Back puts the page returned to
// where it was left, and a dashboard link asks a visitor to sign in and then opens the dashboard.

const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;

const scrollY = (s: BrowserSession) => s.page.evaluate(() => Math.round(window.scrollY));
/** True once the page is within a pixel of `y` (a restored position may land on a fraction). */
const near = async (s: BrowserSession, y: number) => Math.abs((await scrollY(s)) - y) <= 1;

describe.each(VIEWPORTS)("scroll positions on a $name", ({ viewport }) => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ viewport });
  });
  afterAll(() => s.close());
  const footer = () => s.page.getByRole("contentinfo");

  it("opens Pricing at its top from the landing page's footer, and Back returns to the footer", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.waitForLoadState("networkidle");
    const link = footer().getByRole("link", { name: "Pricing" });
    await link.scrollIntoViewIfNeeded();
    const left = await scrollY(s);
    expect(left).toBeGreaterThan(1500);
    await link.click();
    await s.page.waitForURL(`${s.baseUrl}/pricing`);
    await s.page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => scrollY(s)).toBe(0);
    await s.page.goBack();
    await s.page.waitForURL(`${s.baseUrl}/`);
    await expect.poll(() => near(s, left)).toBe(true);
  });

  it("opens an article tapped mid-list at its top, and Back returns to the card", async () => {
    await s.page.goto(`${s.baseUrl}/blog`);
    await s.page.waitForLoadState("networkidle");
    const card = s.page.locator("main article").nth(10);
    await card.scrollIntoViewIfNeeded();
    const left = await scrollY(s);
    expect(left).toBeGreaterThan(1000);
    await card.getByRole("link").click();
    await s.page.waitForURL(/\/blog\/[a-z0-9-]+$/);
    await s.page.getByRole("heading", { level: 1 }).waitFor();
    await expect.poll(() => scrollY(s)).toBe(0);
    // From the end of that article to a related one, which opens at its top too.
    const related = s.page.getByRole("region", { name: "Related Articles" }).getByRole("link").first();
    await related.scrollIntoViewIfNeeded();
    const articleLeft = await scrollY(s);
    await related.click();
    await expect.poll(() => scrollY(s)).toBe(0);
    await s.page.goBack();
    await expect.poll(() => near(s, articleLeft)).toBe(true);
    await s.page.goBack();
    await s.page.waitForURL(`${s.baseUrl}/blog`);
    await expect.poll(() => near(s, left)).toBe(true);
    expect(await s.page.locator("main article").count()).toBe(20);
  });

  it("opens the landing page at a section chosen from another page's scrolled menu", async () => {
    await s.page.goto(`${s.baseUrl}/about`);
    await s.page.waitForLoadState("networkidle");
    await footer().scrollIntoViewIfNeeded();
    const header = s.page.getByRole("banner");
    const menu = header.getByRole("button", { name: "Open menu" });
    if (await menu.isVisible()) await menu.click();
    await header.getByRole("link", { name: "How It Works" }).click();
    await s.page.waitForURL(`${s.baseUrl}/#how-it-works`);
    const top = () =>
      s.page.locator("#how-it-works").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    await expect.poll(top).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(0);
    // Opened by its address, the page starts at the same section.
    await s.page.goto(`${s.baseUrl}/#how-it-works`);
    await expect.poll(top).toBeLessThan(100);
    expect(await top()).toBeGreaterThanOrEqual(0);
  });

  it("logged no errors to the console", () => {
    expect(s.errors).toEqual([]);
  });
});

describe("dashboard links for a visitor who is not signed in, on a phone", () => {
  let s: BrowserSession;
  const user = newUser("nav");
  beforeAll(async () => {
    s = await openBrowser({ viewport: { width: 390, height: 844 } });
    // An account to sign in with (signing up does not sign in).
    const res = await s.context.request.post(`${s.baseUrl}/api/auth/sign-up/email`, {
      data: user,
      headers: { origin: s.baseUrl },
    });
    expect(res.ok()).toBe(true);
  });
  afterAll(() => s.close());
  const header = () => s.page.getByRole("banner");
  const signIn = async () => {
    const dialog = s.page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Welcome back" }).waitFor();
    await dialog.getByLabel("Email").fill(user.email);
    await dialog.getByLabel("Password").fill(user.password);
    await dialog.getByRole("button", { name: "Sign In" }).click();
  };

  it("opens the sign-in dialog from the footer's Dashboard link, then the dashboard", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.waitForLoadState("networkidle");
    await s.page.getByRole("contentinfo").getByRole("link", { name: "Dashboard" }).click();
    await s.page.getByRole("dialog").waitFor();
    expect(s.page.url()).toBe(`${s.baseUrl}/`);
    // The landing page behind the dialog is at its top, not at the footer the link was in.
    expect(await scrollY(s)).toBe(0);
    await signIn();
    await s.page.waitForURL(`${s.baseUrl}/dashboard`);
    await s.page.getByRole("main").getByText("Step 1 of 5").waitFor();
    expect(await scrollY(s)).toBe(0);
  });

  it("lands on the dashboard after signing in from the header, with Google too", async () => {
    // With e-mail this is auth.e2e.ts's sign-in; Google's round trip must come back to the dashboard.
    await header().getByRole("button", { name: "Open menu" }).click();
    await header().getByRole("button", { name: "Sign Out" }).click();
    await s.page.waitForURL(`${s.baseUrl}/`);
    await header().getByRole("button", { name: "Open menu" }).click();
    await header().getByRole("button", { name: "Sign In" }).click();
    await s.page.getByRole("dialog").getByRole("button", { name: "Continue with Google" }).click();
    await s.page.getByText("Signed in with Google!").first().waitFor({ timeout: 20_000 });
    expect(new URL(s.page.url()).pathname).toBe("/dashboard");
  });

  it("keeps the address asked for: a deep link opens once signed in", async () => {
    await s.context.clearCookies();
    await s.page.goto(`${s.baseUrl}/dashboard?step=profile`);
    await s.page.waitForURL(`${s.baseUrl}/`);
    await signIn();
    await s.page.waitForURL(`${s.baseUrl}/dashboard?step=profile`);
    await s.page.getByRole("main").getByText("Step 1 of 5").waitFor();
  });

  it("logged no errors to the console but the first look-up of the new account's record", () => {
    // Signed up without the dialog, the account has no user record until the app creates it (404 first).
    expect(s.errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
  });
});
