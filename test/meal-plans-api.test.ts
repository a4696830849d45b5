import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planDataSchema } from "../src/shared/plan-data";
import { weekDates } from "../src/shared/plan-dates";
import { isPlanRefusal } from "../src/shared/plan-refusal";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

const PROFILE = {
  ...TEST_PROFILE,
  health_conditions: [],
  foods_to_include: ["tea"],
};

const generateBody = (user: SignedUpUser, extra: Record<string, unknown> = {}) => ({
  fitness_goal: "weight_loss",
  cuisine: "indian",
  diet_type: "vegetarian",
  user_id: user.id,
  foods_to_include: ["tea"],
  health_conditions: [],
  ...extra,
});

async function withProfile(t: TestApp, user: SignedUpUser, profile: Record<string, unknown> = PROFILE) {
  const res = await t.request("/api/users/profile", jsonInit("PUT", profile, user.cookie));
  if (res.status !== 200) throw new Error(`profile save failed: ${res.status} ${await res.text()}`);
}

describe.each(testDatabaseKinds())("meal plans API on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp(kind, { FREE_PLANS_PER_MONTH: "2" });
    a = await signUp(t, "Asha Rao");
    b = await signUp(t, "Ben Okafor");
    await withProfile(t, a);
  });
  afterAll(() => t.close());

  const generate = (user: SignedUpUser, extra: Record<string, unknown> = {}) =>
    t.request("/api/meal-plans/generate", jsonInit("POST", generateBody(user, extra), user.cookie));
  const list = async (user: SignedUpUser) =>
    (
      (await (await t.request("/api/meal-plans", { headers: { cookie: user.cookie } })).json()) as {
        plans: { id: string; is_active: boolean; fitness_goal: string }[];
      }
    ).plans;

  it("answers 401 without a session", async () => {
    expect((await t.request("/api/meal-plans")).status).toBe(401);
    const res = await t.request("/api/meal-plans/generate", jsonInit("POST", { fitness_goal: "maintain" }));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe("Authentication required");
  });

  it("refuses another user's user_id with 403", async () => {
    const res = await t.request("/api/meal-plans/generate", jsonInit("POST", generateBody(a), b.cookie));
    expect(res.status).toBe(403);
  });

  it("answers invalid bodies with 400 and field messages", async () => {
    const res = await generate(a, { fitness_goal: "get_huge", cuisine: "klingon", diet_type: "carnivore" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.fields).sort()).toEqual(["cuisine", "diet_type", "fitness_goal"]);
    expect(body.fields.cuisine).toEqual(["Please select a cuisine preference"]);
  });

  it("answers an incomplete profile with 400 saying what is missing", async () => {
    const res = await generate(b);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(
      /profile is incomplete: add your age, gender, height, weight, activity level/,
    );
  });

  it("generates and lists the owner's plan", async () => {
    const res = await generate(a);
    expect(res.status).toBe(201);
    const plan = await res.json();
    expect(plan.is_active).toBe(true);
    const data = planDataSchema.parse(plan.plan_data);
    expect(data.goals).toEqual({ fitness_goal: "weight_loss", cuisine: "indian" });
    // Without a choice the week starts today, each day dated (docs/product/plans-over-time.md).
    expect(data.week_start).toBe(new Date().toISOString().slice(0, 10));
    expect(data.days.map((d) => ({ day: d.day, date: d.date }))).toEqual(weekDates(data.week_start));
    for (const day of data.days) {
      // Calories are stored to one decimal; a day's are the sum of its meals'.
      expect(day.totals.calories).toBeCloseTo(
        day.meals.reduce((s, m) => s + m.calories, 0),
        6,
      );
      expect(
        Math.abs(day.totals.calories - data.total_daily_calories) / data.total_daily_calories,
      ).toBeLessThanOrEqual(0.05);
    }
    const plans = await list(a);
    expect(plans.map((p) => p.id)).toEqual([plan.id]);
    expect(await list(b)).toEqual([]);
  });

  it("makes a second plan the only active one, newest first", async () => {
    const res = await generate(a, { fitness_goal: "maintain" });
    expect(res.status).toBe(201);
    const second = await res.json();
    const plans = await list(a);
    expect(plans[0]?.id).toBe(second.id);
    expect(plans.filter((p) => p.is_active).map((p) => p.id)).toEqual([second.id]);
    expect(plans).toHaveLength(2);
  });

  it("enforces the free-plan allowance with 429", async () => {
    const res = await generate(a);
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe("Free plan limit reached: 2 meal plans per month");
    expect(await list(a)).toHaveLength(2);
  });

  it("plans with the saved profile's conditions and foods when the body leaves them out", async () => {
    const c = await signUp(t, "Chitra Iyer");
    await withProfile(t, c, {
      ...PROFILE,
      name: "Chitra Iyer",
      health_conditions: ["diabetes"],
      foods_to_include: ["tea"],
    });
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit("POST", { fitness_goal: "maintain" }, c.cookie),
    );
    expect(res.status).toBe(201);
    const data = planDataSchema.parse((await res.json()).plan_data);
    expect(data.notes.some((n) => n.startsWith("Diabetes:"))).toBe(true);
    expect(data.notes.some((n) => n.startsWith("You asked for tea"))).toBe(true);
    expect(data.days[0]?.meals.some((m) => m.include_item !== undefined)).toBe(true);
  });

  it("answers an engine refusal with 422 and its reason", async () => {
    await withProfile(t, b, { ...PROFILE, name: "Ben Okafor", height_cm: 190, weight_kg: 55 });
    const res = await generate(b);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.message).toBe(
      "Weight-loss plans are not offered below a BMI of 18.5. Choose Maintain or Gain weight.",
    );
    // The engine's refusal reaches the client whole, in the shape the screen reads.
    expect(isPlanRefusal(body.refusal)).toBe(true);
    expect(body.refusal).toMatchObject({
      code: "underweight_weight_loss",
      message: body.message,
    });
  });
});
