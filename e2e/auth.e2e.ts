import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, openBrowser } from "./support/browser";
import { GOOGLE_TEST_USER } from "./support/oidc-provider";
import { newUser, signInThroughDialog, signUpThroughDialog } from "./support/users";

describe("accounts in the browser", () => {
  let s: BrowserSession;
  const user = newUser("auth");
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  const header = () => s.page.getByRole("banner");

  it("signs up through the dialog and shows Dashboard and Sign Out", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await signUpThroughDialog(s.page, user);
    await header().getByRole("link", { name: "Dashboard" }).waitFor();
    expect(await header().getByRole("button", { name: "Sign Out" }).isVisible()).toBe(true);
    expect(await s.page.getByRole("dialog").count()).toBe(0);
  });

  it("signs out", async () => {
    await header().getByRole("button", { name: "Sign Out" }).click();
    await header().getByRole("button", { name: "Sign In" }).waitFor();
    expect(await header().getByRole("link", { name: "Dashboard" }).count()).toBe(0);
  });

  it("keeps the dialog open and says 'Authentication failed' on a wrong password", async () => {
    await signInThroughDialog(s.page, user.email, "not-my-password");
    await s.page.getByText("Authentication failed").first().waitFor();
    expect(await s.page.getByText("Invalid email or password").first().isVisible()).toBe(true);
    expect(await s.page.getByRole("dialog").isVisible()).toBe(true);
    await s.page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    await s.page.getByRole("dialog").waitFor({ state: "detached" });
  });

  it("signs in with the right password and lands on the dashboard", async () => {
    await signInThroughDialog(s.page, user.email, user.password);
    await s.page.getByText("Signed in successfully!").first().waitFor();
    await s.page.waitForURL(`${s.baseUrl}/dashboard`);
    await header().getByRole("link", { name: "Dashboard" }).waitFor();
  });

  it("opens the dashboard for a signed-in user, at the profile wizard when there is no profile yet", async () => {
    await header().getByRole("link", { name: "Dashboard" }).click();
    await s.page.getByText("Step 1 of 5").waitFor();
    expect(await s.page.getByLabel("Full name").inputValue()).toBe(user.name);
    await header().getByRole("button", { name: "Sign Out" }).click();
    await s.page.waitForURL(`${s.baseUrl}/`);
  });

  it("sends a signed-out visitor from /dashboard to / with the sign-in dialog open", async () => {
    await s.page.goto(`${s.baseUrl}/dashboard`);
    await s.page.waitForURL(`${s.baseUrl}/`);
    await s.page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).waitFor();
    await s.page.keyboard.press("Escape");
    await s.page.getByRole("dialog").waitFor({ state: "detached" });
  });

  it("opens the dialog at /auth", async () => {
    await s.page.goto(`${s.baseUrl}/auth`);
    await s.page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }).waitFor();
    await s.page.keyboard.press("Escape");
  });

  it("signs in with Google through the whole OpenID Connect code flow", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await header().getByRole("button", { name: "Sign In" }).click();
    await s.page.getByRole("button", { name: "Continue with Google" }).click();
    await s.page.getByText("Signed in with Google!").first().waitFor({ timeout: 20_000 });
    // Google returns to the dashboard, as any sign-in from the header does.
    expect(new URL(s.page.url()).pathname).toBe("/dashboard");
    expect(new URL(s.page.url()).search).toBe("");
    await header().getByRole("link", { name: "Dashboard" }).click();
    await s.page.getByText("Step 1 of 5").waitFor();
    expect(await s.page.getByLabel("Full name").inputValue()).toBe(GOOGLE_TEST_USER.name);
    await header().getByRole("button", { name: "Sign Out" }).click();
    await s.page.waitForURL(`${s.baseUrl}/`);
  });

  it("works with the keyboard alone", async () => {
    const k = newUser("keys");
    await s.page.goto(`${s.baseUrl}/`);
    await header().getByRole("button", { name: "Get Started Free" }).waitFor();
    // Tab from the top of the page until the header's sign-up button has focus.
    for (let i = 0; i < 15; i++) {
      await s.page.keyboard.press("Tab");
      const focused = await s.page.evaluate(() => document.activeElement?.textContent?.trim());
      if (focused === "Get Started Free") break;
    }
    await s.page.keyboard.press("Enter");
    const dialog = s.page.getByRole("dialog");
    await dialog.waitFor();
    // Focus starts inside the dialog; walk to the Name field and type through the form.
    await dialog.getByLabel("Name").focus();
    await s.page.keyboard.type(k.name);
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.type(k.email);
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.type(k.password);
    await s.page.keyboard.press("Enter");
    await s.page.getByText("Account created successfully!").first().waitFor();
    await header().getByRole("button", { name: "Sign Out" }).waitFor();
  });

  it("shows each required field's message instead of submitting an empty form", async () => {
    await header().getByRole("button", { name: "Sign Out" }).click();
    await header().getByRole("button", { name: "Get Started Free" }).click();
    const dialog = s.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    expect(await dialog.getByText("Required").count()).toBe(3);
    await dialog.getByLabel("Password").fill("short");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await dialog.getByText("Password must be at least 8 characters").waitFor();
    await s.page.keyboard.press("Escape");
  });

  it("logged no errors to the console", () => {
    // The wrong-password answer (401) is the one expected failed request.
    const unexpected = s.errors.filter((e) => !/401|Failed to load resource/.test(e));
    expect(unexpected).toEqual([]);
  });
});
