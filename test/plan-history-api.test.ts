import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mealPlan, planShare, shoppingTick } from "../src/server/db/schema";
import type { MealPlanRecord, MealPlanSummary } from "../src/shared/meal-plan-api";
import { planDataSchema } from "../src/shared/plan-data";
import { addDays, nextMondayAfter, weekdayOf } from "../src/shared/plan-dates";
import type { PlanShare } from "../src/shared/plan-share-api";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Plans over time (docs/product/plans-over-time.md): the list, making a plan active again, deleting
// one with its share link and ticks, and the week's start day, on each database the app runs on.

const PROFILE = { ...TEST_PROFILE, health_conditions: [], foods_to_include: [] };
const utcToday = () => new Date().toISOString().slice(0, 10);

describe.each(testDatabaseKinds())("plan history API on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  const as = (u: SignedUpUser, method = "GET"): RequestInit => ({ method, headers: { cookie: u.cookie } });
  const generate = (u: SignedUpUser, extra: Record<string, unknown>) =>
    t.request("/api/meal-plans/generate", jsonInit("POST", { fitness_goal: "maintain", ...extra }, u.cookie));
  const list = async (u: SignedUpUser) =>
    ((await (await t.request("/api/meal-plans", as(u))).json()) as { plans: MealPlanSummary[] }).plans;
  const activePlans = async (u: SignedUpUser) => (await list(u)).filter((p) => p.is_active).map((p) => p.id);

  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t, "Asha Rao");
    b = await signUp(t, "Ben Okafor");
    for (const u of [a, b]) {
      const res = await t.request("/api/users/profile", jsonInit("PUT", PROFILE, u.cookie));
      if (res.status !== 200) throw new Error(`profile save failed: ${res.status}`);
    }
  });
  afterAll(() => t.close());

  let today: MealPlanRecord;
  let monday: MealPlanRecord;
  let tomorrow: MealPlanRecord;

  it("starts a week today: week_start is the person's date and each day is dated, named by its weekday", async () => {
    const localDate = utcToday();
    const res = await generate(a, { week_start: "today", local_date: localDate });
    expect(res.status).toBe(201);
    today = (await res.json()) as MealPlanRecord;
    const data = planDataSchema.parse(today.plan_data);
    expect(data.week_start).toBe(localDate);
    expect(data.days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => addDays(localDate, i)));
    expect(data.days.map((d) => d.day)).toEqual(data.days.map((d) => weekdayOf(d.date ?? "")));
  });

  it("starts a week on the coming Monday when asked, running Monday to Sunday", async () => {
    const localDate = utcToday();
    const res = await generate(a, { week_start: "next_monday", local_date: localDate });
    expect(res.status).toBe(201);
    monday = (await res.json()) as MealPlanRecord;
    const data = planDataSchema.parse(monday.plan_data);
    const expected = nextMondayAfter(localDate);
    expect(data.week_start).toBe(expected);
    expect(data.week_start > localDate).toBe(true);
    expect(data.days.map((d) => d.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(data.days[6]?.date).toBe(addDays(expected, 6));
  });

  it("takes a device's date a time zone away from UTC as its today, and defaults to today", async () => {
    const ahead = addDays(utcToday(), 1);
    const res = await generate(a, { local_date: ahead });
    expect(res.status).toBe(201);
    tomorrow = (await res.json()) as MealPlanRecord;
    expect(tomorrow.plan_data.week_start).toBe(ahead);
    expect(tomorrow.plan_data.days[0]?.day).toBe(weekdayOf(ahead));
  });

  it("refuses a device date more than a day from today, a date that does not exist, and an unknown start", async () => {
    const far = await generate(a, { local_date: addDays(utcToday(), 2) });
    expect(far.status).toBe(400);
    const body = await far.json();
    expect(body.message).toMatch(/date is not today's date/);
    expect(body.fields).toEqual({ local_date: ["Must be today's date where you are"] });
    const unreal = await generate(a, { local_date: "2026-02-30" });
    expect(unreal.status).toBe(400);
    expect((await unreal.json()).fields.local_date).toEqual(["Use a date written YYYY-MM-DD"]);
    const sunday = await generate(a, { week_start: "sunday" });
    expect(sunday.status).toBe(400);
    expect((await sunday.json()).fields.week_start).toEqual([
      "Choose when the week starts: today or next Monday",
    ]);
    expect(await list(a)).toHaveLength(3);
  });

  it("lists the plans newest first with their week, goal, cuisine and target; the newest is active", async () => {
    const plans = await list(a);
    expect(plans.map((p) => p.id)).toEqual([tomorrow.id, monday.id, today.id]);
    expect(plans.map((p) => p.week_start)).toEqual([
      tomorrow.plan_data.week_start,
      monday.plan_data.week_start,
      today.plan_data.week_start,
    ]);
    expect(plans[0]).toMatchObject({
      fitness_goal: "maintain",
      cuisine: "indian",
      total_daily_calories: tomorrow.plan_data.total_daily_calories,
    });
    expect(await activePlans(a)).toEqual([tomorrow.id]);
    expect(await list(b)).toEqual([]);
  });

  it("makes an older plan the only active one, and back again", async () => {
    const res = await t.request(`/api/meal-plans/${today.id}/active`, as(a, "PUT"));
    expect(res.status).toBe(200);
    const record = (await res.json()) as MealPlanRecord;
    expect(record.id).toBe(today.id);
    expect(record.is_active).toBe(true);
    expect(await activePlans(a)).toEqual([today.id]);
    // Again: still exactly one.
    expect((await t.request(`/api/meal-plans/${today.id}/active`, as(a, "PUT"))).status).toBe(200);
    expect(await activePlans(a)).toEqual([today.id]);
    expect((await t.request(`/api/meal-plans/${tomorrow.id}/active`, as(a, "PUT"))).status).toBe(200);
    expect(await activePlans(a)).toEqual([tomorrow.id]);
    // The list keeps its order: activating is not creating.
    expect((await list(a)).map((p) => p.id)).toEqual([tomorrow.id, monday.id, today.id]);
  });

  it("answers another user's plan, an unknown id and no session with 404, 404 and 401, changing nothing", async () => {
    expect((await t.request(`/api/meal-plans/${today.id}/active`, as(b, "PUT"))).status).toBe(404);
    expect((await t.request(`/api/meal-plans/${today.id}`, as(b, "DELETE"))).status).toBe(404);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await t.request(`/api/meal-plans/${missing}/active`, as(a, "PUT"))).status).toBe(404);
    expect((await t.request(`/api/meal-plans/${missing}`, as(a, "DELETE"))).status).toBe(404);
    const notAnId = await t.request("/api/meal-plans/not-a-plan", as(a, "DELETE"));
    expect(notAnId.status).toBe(404);
    expect((await notAnId.json()).message).toBe("Meal plan not found");
    expect((await t.request(`/api/meal-plans/${today.id}/active`, { method: "PUT" })).status).toBe(401);
    expect((await t.request(`/api/meal-plans/${today.id}`, { method: "DELETE" })).status).toBe(401);
    expect(await list(a)).toHaveLength(3);
    expect(await activePlans(a)).toEqual([tomorrow.id]);
  });

  it("deletes a plan with its share link and shopping ticks", async () => {
    const share = (await (
      await t.request(`/api/meal-plans/${today.id}/share`, jsonInit("PUT", {}, a.cookie))
    ).json()) as PlanShare;
    expect((await t.request(`/api/shared/${share.token}`)).status).toBe(200);
    const item = today.plan_data.shopping_list[0]?.items[0]?.name ?? "";
    const tick = await t.request(
      `/api/meal-plans/${today.id}/shopping-ticks`,
      jsonInit("PUT", { item, ticked: true }, a.cookie),
    );
    expect(tick.status).toBe(200);

    const res = await t.request(`/api/meal-plans/${today.id}`, as(a, "DELETE"));
    expect(res.status).toBe(204);
    expect((await t.request(`/api/meal-plans/${today.id}`, as(a))).status).toBe(404);
    expect((await t.request(`/api/shared/${share.token}`)).status).toBe(404);
    const { db } = t.database;
    expect(await db.select().from(mealPlan).where(eq(mealPlan.id, today.id))).toEqual([]);
    expect(await db.select().from(planShare).where(eq(planShare.planId, today.id))).toEqual([]);
    expect(await db.select().from(shoppingTick).where(eq(shoppingTick.planId, today.id))).toEqual([]);
    expect((await list(a)).map((p) => p.id)).toEqual([tomorrow.id, monday.id]);
    // The active plan was another: it stays active.
    expect(await activePlans(a)).toEqual([tomorrow.id]);
    expect((await t.request(`/api/meal-plans/${today.id}`, as(a, "DELETE"))).status).toBe(404);
  });

  it("makes the newest plan left active when the active one is deleted, and none once all are gone", async () => {
    expect((await t.request(`/api/meal-plans/${tomorrow.id}`, as(a, "DELETE"))).status).toBe(204);
    expect(await activePlans(a)).toEqual([monday.id]);
    expect((await t.request(`/api/meal-plans/${monday.id}`, as(a, "DELETE"))).status).toBe(204);
    expect(await list(a)).toEqual([]);
  });
});
