import { describe, expect, it } from "vitest";
import { isDashboardPath, signInAddress, signInReturnFrom } from "./sign-in-return";

describe("the address a signed-out visitor returns to", () => {
  it("comes back from the sign-in address whole, query included", () => {
    for (const asked of ["/dashboard", "/dashboard?step=profile", "/dashboard/settings", "/Dashboard/New"]) {
      const sent = new URL(signInAddress(asked), "http://localhost:5000");
      expect(sent.pathname).toBe("/");
      expect(signInReturnFrom(sent.search)).toBe(asked);
    }
  });

  it("is never another site or a page outside the dashboard", () => {
    for (const next of [
      "//evil.example/dashboard",
      "https://evil.example/dashboard",
      "/\\evil.example/dashboard",
      "/blog",
      "/dashboard/nope",
      "dashboard",
      "",
    ]) {
      expect(signInReturnFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
    }
    expect(signInReturnFrom("")).toBeNull();
  });

  it("knows the dashboard's screens and nothing else", () => {
    expect(isDashboardPath("/dashboard/")).toBe(true);
    expect(isDashboardPath("/dashboard/plans/0b8f6f1e-3c1a-4d2e-9f00-1234567890ab")).toBe(true);
    expect(isDashboardPath("/dashboardx")).toBe(false);
    expect(isDashboardPath("/dashboard/plans/12")).toBe(false);
  });
});
