import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser, signUpThroughDialog } from "./support/users";

// The other browser tests bypass the Content-Security-Policy (they inject axe-core inline). This one
// browses with the policy enforced and expects the site to run without a single violation.

describe("the site under its Content-Security-Policy", () => {
  let s: BrowserSession;
  const violations: string[] = [];
  beforeAll(async () => {
    s = await openBrowser({ bypassCSP: false });
    s.page.on("console", (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
    });
    // Violations the console might not show, such as blocked inline styles, still fire this event.
    await s.context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(`Content Security Policy: ${e.violatedDirective} blocked ${e.blockedURI}`),
      );
    });
  });
  afterAll(() => s.close());

  it("sends the policy with every page", async () => {
    const res = await s.page.goto(`${s.baseUrl}/`);
    const csp = res?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("runs the public pages, the auth dialog and the dashboard wizard with no violation", async () => {
    for (const p of [
      "/",
      "/pricing",
      "/faq",
      "/blog",
      "/blog/mediterranean-diet-weight-loss-guide",
      "/privacy",
    ]) {
      await s.page.goto(`${s.baseUrl}${p}`);
      await s.page.waitForLoadState("networkidle");
    }
    await s.page.goto(`${s.baseUrl}/`);
    await signUpThroughDialog(s.page, newUser("csp"));
    await s.page.waitForURL(`${s.baseUrl}/dashboard`);
    await s.page.getByRole("main").getByText("Step 1 of 5").waitFor();
    await s.page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    expect(s.errors).toEqual([]);
  });
});
