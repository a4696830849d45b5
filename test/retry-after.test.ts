import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonInit, signUp, uniqueEmail } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 24: every 429 says when to try again. The monthly allowance's did not, and Better Auth's own
// limiter sends only X-Retry-After.

const GENERATE = { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" };

describe.each(testDatabaseKinds())("Retry-After on every 429 on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { FREE_PLANS_PER_MONTH: "1", TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  const retryAfter = (res: Response) => Number(res.headers.get("retry-after"));

  it("tells when the monthly allowance renews: the first of next month, UTC", async () => {
    const u = await signUp(t);
    await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, u.cookie));
    expect((await t.request("/api/meal-plans/generate", jsonInit("POST", GENERATE, u.cookie))).status).toBe(
      201,
    );
    const res = await t.request("/api/meal-plans/generate", jsonInit("POST", GENERATE, u.cookie));
    expect(res.status).toBe(429);
    const now = new Date();
    const renews = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Math.abs(retryAfter(res) - (renews - now.getTime()) / 1000)).toBeLessThan(10);
  });

  it("copies Better Auth's own limit into Retry-After", async () => {
    const from = { "x-forwarded-for": "192.0.2.201" };
    let res: Response | undefined;
    for (let i = 0; i < 12 && res?.status !== 429; i++) {
      const init = jsonInit("POST", { email: uniqueEmail("limit"), password: "not-the-password" });
      res = await t.request("/api/auth/sign-in/email", { ...init, headers: { ...init.headers, ...from } });
    }
    expect(res?.status).toBe(429);
    expect(retryAfter(res as Response)).toBeGreaterThan(0);
  });

  it("says it on our own per-address limits", async () => {
    let res: Response | undefined;
    const message = { name: "A", email: "a@example.com", subject: "Hi", message: "Hello" };
    for (let i = 0; i < 6; i++) {
      const init = jsonInit("POST", message);
      res = await t.request("/api/contact", {
        ...init,
        headers: { ...init.headers, "x-forwarded-for": "192.0.2.202" },
      });
    }
    expect(res?.status).toBe(429);
    expect(retryAfter(res as Response)).toBeGreaterThan(0);
  });
});
