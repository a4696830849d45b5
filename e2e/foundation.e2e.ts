import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousA11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";

describe("foundation in the browser", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  it("renders the landing page with its title and brand", async () => {
    const res = await s.page.goto(`${s.baseUrl}/`);
    expect(res?.status()).toBe(200);
    expect(await s.page.title()).toBe("NutriWeek — Personalised 7-Day Meal Plans");
    await s.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await s.page.getByRole("link", { name: "NutriWeek" }).first().isVisible()).toBe(true);
    expect(await s.page.getByRole("button", { name: "Start Free Plan" }).first().isVisible()).toBe(true);
  });

  it("has no serious accessibility violations on the landing page, on desktop and on a phone", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    expect(await seriousA11yViolations(s.page)).toEqual([]);
    await s.page.setViewportSize({ width: 390, height: 844 });
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.getByRole("button", { name: "Open menu" }).click();
    await s.page.getByRole("navigation", { name: "Mobile" }).waitFor();
    expect(await seriousA11yViolations(s.page)).toEqual([]);
    await s.page.setViewportSize({ width: 1280, height: 800 });
  });

  it("does not download the dashboard's code on a public page", async () => {
    const scripts: string[] = [];
    const onRequest = (r: { url(): string; resourceType(): string }) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    };
    s.page.on("request", onRequest);
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => /dashboard/.test(p))).toEqual([]);
    // Nor for a signed-out visit to the dashboard: the server sends it to sign in before any code loads.
    await s.page.goto(`${s.baseUrl}/dashboard`);
    await s.page.waitForURL(`${s.baseUrl}/`);
    await s.page.getByRole("dialog").waitFor();
    await s.page.waitForLoadState("networkidle");
    expect(scripts.filter((p) => /dashboard/.test(p))).toEqual([]);
    await s.page.keyboard.press("Escape");
    await s.page.getByRole("dialog").waitFor({ state: "detached" });
    // The same check sees the chunk where it belongs: the dashboard opened within the app.
    await s.page.getByRole("contentinfo").getByRole("link", { name: "Dashboard" }).click();
    await s.page.getByRole("dialog").waitFor();
    s.page.off("request", onRequest);
    expect(scripts.filter((p) => /dashboard/.test(p)).length).toBeGreaterThan(0);
  });

  it("hydrates the prerendered page without a mismatch", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.waitForLoadState("networkidle");
    expect(
      s.errors.filter((e) => /hydrat|did not match|Minified React error #(418|423|425)/i.test(e)),
    ).toEqual([]);
  });

  it("shows the not-found page on client-side navigation, without a reload", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    await s.page.waitForLoadState("networkidle");
    await s.page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await s.page.evaluate(() => {
      window.history.pushState(null, "", "/no-such-page");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await s.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await s.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
    // And back home through the page's own link, still without a reload.
    await s.page.getByRole("link", { name: "Back to the home page" }).click();
    await s.page.getByRole("heading", { level: 1 }).waitFor();
    expect(new URL(s.page.url()).pathname).toBe("/");
    expect(await s.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
  });

  it("serves unknown addresses with status 404", async () => {
    const res = await s.page.goto(`${s.baseUrl}/definitely/not/here`);
    expect(res?.status()).toBe(404);
    await s.page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
  });

  it("matches routes whatever the letter case", async () => {
    const res = await s.page.goto(`${s.baseUrl}/DashBoard`);
    expect(res?.status()).toBe(200);
    // A signed-out visitor on the dashboard is sent home (docs/product/routes.md).
    await s.page.waitForURL(`${s.baseUrl}/`);
  });
});
