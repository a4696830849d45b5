import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 24: signed-in API answers carry health data (profiles, plans, sessions) and had no
// Cache-Control, so a shared or browser cache could keep them. Every one is now no-store; the public
// answers that are the same for everyone keep their own caching.

describe.each(testDatabaseKinds())("caching of API answers on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let planId = "";
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t);
    await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, a.cookie));
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit("POST", { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" }, a.cookie),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    planId = ((await res.json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  it("marks every signed-in answer no-store, errors included", async () => {
    const as = { headers: { cookie: a.cookie } };
    const calls: [string, RequestInit][] = [
      ["/api/users", as],
      [`/api/users/${a.id}`, as],
      ["/api/users/profile", jsonInit("PUT", TEST_PROFILE, a.cookie)],
      ["/api/meal-plans", as],
      [`/api/meal-plans/${planId}`, as],
      [`/api/meal-plans/${planId}/shopping-ticks`, as],
      [`/api/meal-plans/${planId}/shopping-ticks`, jsonInit("PUT", { item: "Rice", ticked: true }, a.cookie)],
      [`/api/meal-plans/${planId}/share`, jsonInit("PUT", {}, a.cookie)],
      [`/api/meal-plans/${planId}/share`, as],
      [`/api/meal-plans/${planId}/pdf`, { ...as, method: "POST" }],
      ["/api/auth/get-session", as],
      ["/api/auth/list-sessions", as],
      [`/api/meal-plans/${crypto.randomUUID()}`, as],
      ["/api/users/profile", jsonInit("PUT", { age: "x" }, a.cookie)],
    ];
    for (const [path, init] of calls) {
      const res = await t.request(path, init);
      expect([path, res.status < 500, res.headers.get("cache-control")]).toEqual([path, true, "no-store"]);
    }
    const pdf = await t.request(`/api/meal-plans/${planId}/pdf/file`, as);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    // Any GET, signed in or not: the only requests a cache would store.
    for (const path of ["/api/users", "/api/auth/get-session", "/api/no-such-route"]) {
      expect([path, (await t.request(path)).headers.get("cache-control")]).toEqual([path, "no-store"]);
    }
  });

  it("leaves public answers their own caching", async () => {
    expect((await t.request("/api/config/auth-methods")).headers.get("cache-control")).toBe(
      "public, max-age=300",
    );
    expect((await t.request("/api/foods/match?q=peanut")).headers.get("cache-control")).toBe(
      "public, max-age=3600",
    );
  });
});
