import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanData } from "../src/shared/plan-data";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// The cooking budget and leftovers through the API (docs/product/cooking-time.md): settings keep the
// person's minutes, a plan is made within them and says so, its leftovers name the meals they come
// from, and a setting out of range gets a field message, not a 500.

const PROFILE = {
  ...TEST_PROFILE,
  country_region: "italian",
  food_preference: "vegetarian",
  health_conditions: [],
  foods_to_include: [],
};

describe.each(testDatabaseKinds())("cooking settings on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t, "Lucia Bianchi");
    expect((await t.request("/api/users/profile", jsonInit("PUT", PROFILE, a.cookie))).status).toBe(200);
  });
  afterAll(() => t.close());

  const settings = (body: unknown) => t.request("/api/users/settings", jsonInit("PATCH", body, a.cookie));
  const generate = async () => {
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit("POST", { fitness_goal: "maintain", cuisine: "italian", diet_type: "vegetarian" }, a.cookie),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { plan_data: PlanData }).plan_data;
  };

  it("plans within the defaults, with leftovers linked both ways", async () => {
    const plan = await generate();
    expect(plan.cooking_budget).toMatchObject({ weekday_minutes: 40, weekend_minutes: 75 });
    const extra = plan.cooking_budget?.extra_minutes ?? 0;
    for (const d of plan.days) {
      const weekend = d.day === "Saturday" || d.day === "Sunday";
      expect(d.cooking_minutes?.hands_on ?? 0).toBeLessThanOrEqual(weekend ? 75 : Math.min(40 + extra, 75));
    }
    const leftovers = plan.days.flatMap((d) => d.meals.filter((m) => m.leftover_of).map((m) => ({ d, m })));
    expect(leftovers.length).toBeGreaterThan(0);
    for (const { d, m } of leftovers) {
      const from = m.leftover_of;
      const cook = plan.days.find((x) => x.day === from?.day)?.meals.find((x) => x.type === from?.type);
      expect(cook?.recipe_id).toBe(m.recipe_id);
      expect(cook?.cooks_for).toContainEqual({ day: d.day, type: m.type });
    }
  });

  it("keeps the person's cooking settings and plans by them", async () => {
    const saved = await settings({ cooking: { weekday_minutes: 60, weekend_minutes: 90, leftovers: false } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      cooking: { weekday_minutes: 60, weekend_minutes: 90, leftovers: false },
    });
    const plan = await generate();
    expect(plan.cooking_budget).toMatchObject({ weekday_minutes: 60, weekend_minutes: 90 });
    // Leftovers turned off: every meal is cooked for itself.
    expect(plan.days.flatMap((d) => d.meals).filter((m) => m.leftover_of || m.cooks_for)).toEqual([]);
  });

  it("refuses minutes out of range with a field message", async () => {
    const res = await settings({ cooking: { weekday_minutes: 5, weekend_minutes: 90, leftovers: true } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(JSON.stringify(body.fields ?? {})).toMatch(/weekday_minutes/);
  });
});
