import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";

describe("FAQ", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  const categoryButtons = () => s.page.locator("main section h2 button[aria-expanded]");

  it("searches answers as well as questions, counts matches per category and hides the rest", async () => {
    await s.page.goto(`${s.baseUrl}/faq`);
    await s.page.waitForLoadState("networkidle");
    expect(await categoryButtons().count()).toBe(5);
    // "Mifflin" is in one answer and no question.
    await s.page.getByRole("searchbox", { name: "Search the FAQ" }).fill("MIFFLIN");
    expect(await categoryButtons().count()).toBe(1);
    const only = categoryButtons().first();
    expect(await only.textContent()).toContain("Meal Plans & Nutrition");
    expect(await only.textContent()).toContain("1 question");
    expect(await only.getAttribute("aria-expanded")).toBe("true");
    expect(await s.page.getByText("How is my daily calorie target worked out?").isVisible()).toBe(true);
  });

  it("says so when nothing matches, quoting the term, and clearing the search brings everything back", async () => {
    await s.page.goto(`${s.baseUrl}/faq`);
    await s.page.waitForLoadState("networkidle");
    const search = s.page.getByRole("searchbox", { name: "Search the FAQ" });
    await search.fill("zebra crossing");
    await s.page.getByRole("heading", { name: "No results found" }).waitFor();
    expect(await s.page.getByText("No questions match “zebra crossing”").isVisible()).toBe(true);
    expect(await categoryButtons().count()).toBe(0);
    expect(await a11yViolations(s.page)).toEqual([]);
    await s.page.getByRole("button", { name: "Clear search and browse categories" }).click();
    expect(await search.inputValue()).toBe("");
    expect(await categoryButtons().count()).toBe(5);
  });

  it("expands and collapses categories by keyboard alone", async () => {
    await s.page.goto(`${s.baseUrl}/faq`);
    await s.page.waitForLoadState("networkidle");
    const account = s.page.getByRole("button", { name: /Account & Settings/ });
    expect(await account.getAttribute("aria-expanded")).toBe("false");
    const question = s.page.getByText("How do I delete my account?");
    expect(await question.isVisible()).toBe(false);
    await account.focus();
    await s.page.keyboard.press("Enter");
    expect(await account.getAttribute("aria-expanded")).toBe("true");
    expect(await question.isVisible()).toBe(true);
    await s.page.keyboard.press("Space");
    expect(await account.getAttribute("aria-expanded")).toBe("false");
    // Tab moves from one category to the next.
    await s.page.keyboard.press("Tab");
    expect(await s.page.evaluate(() => document.activeElement?.textContent)).toContain("Technical Support");
  });

  it("links to the contact page and to support by e-mail", async () => {
    await s.page.goto(`${s.baseUrl}/faq`);
    expect(await s.page.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
    expect(
      await s.page
        .getByRole("link", { name: /support@nutriweek\.example/ })
        .last()
        .getAttribute("href"),
    ).toBe("mailto:support@nutriweek.example");
  });
});

describe("contact form (docs/product/contact-messages.md)", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ viewport: { width: 390, height: 844 } });
  });
  afterAll(() => s.close());

  it("names each missing field and sends nothing", async () => {
    await s.page.goto(`${s.baseUrl}/contact`);
    await s.page.waitForLoadState("networkidle");
    let posted = false;
    s.page.on("request", (r) => {
      if (r.url().endsWith("/api/contact")) posted = true;
    });
    await s.page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
    ]) {
      await s.page.getByText(message).waitFor();
    }
    await s.page.getByLabel("Email").fill("not-an-email");
    await s.page.getByRole("button", { name: "Send Message" }).click();
    await s.page.getByText("Please enter a valid email address").waitFor();
    expect(posted).toBe(false);
    expect(await a11yViolations(s.page)).toEqual([]);
  });

  it("is filled in and sent with the keyboard alone; the message is stored, the toast shows and the form clears", async () => {
    await s.page.goto(`${s.baseUrl}/contact`);
    await s.page.waitForLoadState("networkidle");
    await s.page.getByLabel("Name").focus();
    await s.page.keyboard.type("Ravi Menon");
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.type("ravi@example.com");
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.type("Jain recipes");
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.press("ArrowDown"); // the first category: General question
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.type("Could plans leave out onion and garlic?");
    const stored = s.page.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
    );
    await s.page.keyboard.press("Tab");
    await s.page.keyboard.press("Enter");
    const res = await stored;
    expect(res.status()).toBe(201);
    expect(JSON.parse(res.request().postData() ?? "{}")).toMatchObject({
      name: "Ravi Menon",
      email: "ravi@example.com",
      subject: "Jain recipes",
      category: "general",
    });
    // exact: Radix also reads the whole toast into a live region for screen readers.
    await s.page.getByText("Message sent!", { exact: true }).waitFor();
    expect(
      await s.page
        .getByText("Thank you for contacting us. We'll get back to you within 24 hours.", { exact: true })
        .isVisible(),
    ).toBe(true);
    expect(await s.page.getByLabel("Name").inputValue()).toBe("");
    expect(await s.page.getByLabel("Message", { exact: true }).inputValue()).toBe("");
  });

  it("keeps what was typed and shows an error when the message cannot be stored", async () => {
    await s.page.goto(`${s.baseUrl}/contact`);
    await s.page.waitForLoadState("networkidle");
    await s.page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: '{"message":"The database is unavailable"}',
      }),
    );
    await s.page.getByLabel("Name").fill("Ravi Menon");
    await s.page.getByLabel("Email").fill("ravi@example.com");
    await s.page.getByLabel("Subject").fill("Hello");
    await s.page.getByLabel("Message", { exact: true }).fill("Still here?");
    await s.page.getByRole("button", { name: "Send Message" }).click();
    await s.page.getByText("Message not sent", { exact: true }).waitFor();
    expect(await s.page.getByText("The database is unavailable", { exact: true }).isVisible()).toBe(true);
    expect(await s.page.getByLabel("Message", { exact: true }).inputValue()).toBe("Still here?");
    await s.page.unroute("**/api/contact");
  });
});

describe("dialogs", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  it("has no accessibility violation in the open auth dialog and Quick Generator", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.waitForLoadState("networkidle");
    await s.page.getByRole("banner").getByRole("button", { name: "Get Started Free" }).click();
    await s.page.getByRole("dialog").waitFor();
    expect(await a11yViolations(s.page)).toEqual([]);
    await s.page.keyboard.press("Escape");
    await s.page.getByRole("button", { name: "Try Quick Generator" }).click();
    await s.page.getByRole("dialog", { name: "Quick Generator" }).waitFor();
    expect(await a11yViolations(s.page)).toEqual([]);
  });
});
