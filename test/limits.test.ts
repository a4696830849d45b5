import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planSummaryColumns } from "../src/server/db/plan-summary";
import { mealPlan } from "../src/server/db/schema";
import type { MealPlanPage, MealPlanRecord } from "../src/shared/meal-plan-api";
import { jsonInit, type SignedUpUser, signUp, uniqueEmail } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 13, limits: a 64 KB body limit (Better Auth's endpoints too), a paginated plan list with the
// full plan only from its own address, per-user quotas on plan work, and keeping the newest 50 plans.

const PROFILE = {
  ...TEST_PROFILE,
  health_conditions: [],
  foods_to_include: [],
};
const GENERATE = { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" };

describe.each(testDatabaseKinds())("limits on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let first: MealPlanRecord;
  beforeAll(async () => {
    t = await startTestApp(kind, { PLAN_CALLS_PER_MINUTE: "3" });
    a = await signUp(t);
    await t.request("/api/users/profile", jsonInit("PUT", PROFILE, a.cookie));
    const res = await t.request("/api/meal-plans/generate", jsonInit("POST", GENERATE, a.cookie));
    expect(res.status).toBe(201);
    first = (await res.json()) as MealPlanRecord;
  });
  afterAll(() => t.close());

  const page = async (user: SignedUpUser, query = "") => {
    const res = await t.request(`/api/meal-plans${query}`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(200);
    return (await res.json()) as MealPlanPage;
  };

  it("answers a body over 64 KB with 413, on our endpoints and Better Auth's", async () => {
    const big = JSON.stringify({ email: uniqueEmail(), password: "x".repeat(100 * 1024) });
    for (const path of ["/api/auth/sign-in/email", "/api/auth/sign-up/email", "/api/contact"]) {
      const res = await t.request(path, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: big,
      });
      expect([path, res.status]).toEqual([path, 413]);
      expect((await res.json()).error).toBe("too_large");
    }
    // Declared up front, the length alone is enough to refuse it.
    const declared = await t.request("/api/users/profile", {
      method: "PUT",
      headers: {
        "content-type": "application/json",
        "content-length": String(10 * 1024 * 1024),
        cookie: a.cookie,
      },
      body: "{}",
    });
    expect(declared.status).toBe(413);
    // Just under the limit is read and validated as usual.
    const under = await t.request(
      "/api/users/profile",
      jsonInit("PUT", { ...PROFILE, pad: "x".repeat(60_000) }, a.cookie),
    );
    expect(under.status).toBe(200);
  });

  it("lists summaries newest first, the full plan only from its own address", async () => {
    const { plans, next_cursor } = await page(a);
    expect(next_cursor).toBeNull();
    expect(plans).toEqual([
      {
        id: first.id,
        is_active: true,
        created_at: first.created_at,
        week_start: first.plan_data.week_start,
        fitness_goal: "maintain",
        cuisine: "indian",
        total_daily_calories: first.plan_data.total_daily_calories,
      },
    ]);
    const full = await t.request(`/api/meal-plans/${first.id}`, { headers: { cookie: a.cookie } });
    expect(await full.json()).toEqual(first);
    const other = await signUp(t, "Ben Okafor");
    expect(
      (await t.request(`/api/meal-plans/${first.id}`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
    expect((await page(other)).plans).toEqual([]);
    for (const q of ["?limit=0", "?limit=51", "?limit=1.5", "?limit=0x1", "?cursor=abc"]) {
      const res = await t.request(`/api/meal-plans${q}`, { headers: { cookie: a.cookie } });
      expect([q, res.status]).toEqual([q, 400]);
    }
  });

  it("keeps each user's newest 50 plans and pages through them with a cursor", async () => {
    // 55 older plans straight into the table (some sharing a timestamp), then one generated.
    const base = Date.parse(first.created_at) - 3_600_000;
    await t.database.db.insert(mealPlan).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: a.id,
        isActive: false,
        planData: first.plan_data,
        ...planSummaryColumns(first.plan_data),
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    const res = await t.request("/api/meal-plans/generate", jsonInit("POST", GENERATE, a.cookie));
    expect(res.status).toBe(201);
    const newest = (await res.json()) as MealPlanRecord;

    const seen: MealPlanPage["plans"] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const p: MealPlanPage = await page(a, `?limit=20${cursor ? `&cursor=${cursor}` : ""}`);
      sizes.push(p.plans.length);
      seen.push(...p.plans);
      cursor = p.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([20, 20, 10]);
    expect(new Set(seen.map((p) => p.id)).size).toBe(50);
    expect(seen[0]?.id).toBe(newest.id);
    expect(seen[1]?.id).toBe(first.id);
    const times = seen.map((p) => Date.parse(p.created_at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(seen.filter((p) => p.is_active).map((p) => p.id)).toEqual([newest.id]);
  });

  it("limits plan work per user to the quota a minute with 429 and Retry-After", async () => {
    const c = await signUp(t, "Cara Lee");
    const d = await signUp(t, "Dev Shah");
    const generate = (u: SignedUpUser) =>
      t.request("/api/meal-plans/generate", jsonInit("POST", GENERATE, u.cookie));
    // An incomplete profile answers 400 quickly; each call still counts.
    for (let i = 0; i < 3; i++) expect((await generate(c)).status).toBe(400);
    const limited = await generate(c);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await generate(d)).status).toBe(400);

    const pdf = () =>
      t.request(`/api/meal-plans/${crypto.randomUUID()}/pdf/file`, { headers: { cookie: c.cookie } });
    for (let i = 0; i < 3; i++) expect((await pdf()).status).toBe(404);
    expect((await pdf()).status).toBe(429);
  });
});
