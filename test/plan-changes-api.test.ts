import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPlan } from "../src/planner";
import { DEFAULT_LIBRARY } from "../src/planner/library/default-library";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import type { PlanRefusal } from "../src/shared/plan-refusal";
import type { PlanRequest } from "../src/shared/plan-request";
import type { PlanShare, SharedPlan } from "../src/shared/plan-share-api";
import type { SwapOptionsResponse } from "../src/shared/plan-swap";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Swap (docs/product/plan-changes.md), shopping ticks and share links (docs/product/sharing.md) through the
// real app and database.

const PROFILE = {
  ...TEST_PROFILE,
  health_conditions: ["thyroid"],
  foods_to_include: ["tea"],
  units: "metric",
};
const REQUEST: PlanRequest = {
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 68,
  activity_level: "moderately_active",
  health_conditions: ["thyroid"],
  foods_to_include: ["tea"],
  fitness_goal: "weight_loss",
  cuisine: "indian",
  diet: "vegetarian",
};

describe.each(testDatabaseKinds())("plan changes API on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  let plan: MealPlanRecord;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t, "Asha Rao");
    b = await signUp(t, "Ben Okafor");
    await t.request("/api/users/profile", jsonInit("PUT", PROFILE, a.cookie));
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit(
        "POST",
        {
          fitness_goal: "weight_loss",
          cuisine: "indian",
          diet_type: "vegetarian",
          foods_to_include: ["tea"],
          health_conditions: ["thyroid"],
        },
        a.cookie,
      ),
    );
    expect(res.status).toBe(201);
    plan = (await res.json()) as MealPlanRecord;
  });
  afterAll(() => t.close());

  const as = (u: SignedUpUser) => ({ headers: { cookie: u.cookie } });
  const mealPath = (day: number, meal: number) => `/api/meal-plans/${plan.id}/days/${day}/meals/${meal}`;

  it("offers alternatives and swaps a meal for its owner, keeping every rule", async () => {
    // The first lunch of the week that has alternatives: a tight day (a meal at its protein floor, the
    // day at its cooking budget) may have none, and then says why (tested below).
    let day = -1;
    let meal = -1;
    let offers: Pick<SwapOptionsResponse, "options"> = { options: [] };
    for (const [d, pd] of plan.plan_data.days.entries()) {
      const m = pd.meals.findIndex((x) => x.type === "lunch");
      const res = await t.request(`${mealPath(d, m)}/alternatives`, as(a));
      if (res.status !== 200) continue;
      offers = (await res.json()) as SwapOptionsResponse;
      if (offers.options.length > 0) {
        [day, meal] = [d, m];
        break;
      }
    }
    expect(offers.options.length).toBeGreaterThan(0);
    const choice = offers.options[0];
    if (!choice) throw new Error("no option");
    const swapped = await t.request(
      `${mealPath(day, meal)}/swap`,
      jsonInit("POST", { recipe_id: choice.recipe_id }, a.cookie),
    );
    expect(swapped.status).toBe(200);
    const after = (await swapped.json()) as MealPlanRecord;
    expect(after.id).toBe(plan.id);
    const stored = (await (await t.request(`/api/meal-plans/${plan.id}`, as(a))).json()) as MealPlanRecord;
    expect(stored?.plan_data).toEqual(after.plan_data);
    expect(stored?.plan_data.days[day]?.meals[meal]?.recipe_id).toBe(choice.recipe_id);
    const total = stored?.plan_data.days[day]?.totals.calories ?? 0;
    expect(Math.abs(total - plan.plan_data.total_daily_calories)).toBeLessThanOrEqual(
      0.05 * plan.plan_data.total_daily_calories,
    );
    if (!stored) throw new Error("no stored plan");
    expect(checkPlan(stored.plan_data, REQUEST, DEFAULT_LIBRARY)).toEqual([]);
    plan = stored;
  });

  it("keeps other users out and checks its input", async () => {
    expect((await t.request(`${mealPath(0, 0)}/alternatives`, as(b))).status).toBe(404);
    const theirs = await t.request(`${mealPath(0, 0)}/swap`, jsonInit("POST", { recipe_id: "x" }, b.cookie));
    expect(theirs.status).toBe(404);
    expect((await t.request(`${mealPath(0, 0)}/alternatives`)).status).toBe(401);
    expect((await t.request(`${mealPath(9, 0)}/alternatives`, as(a))).status).toBe(400);
    expect((await t.request(`${mealPath(0, 9)}/alternatives`, as(a))).status).toBe(404);
    const bad = await t.request(
      `${mealPath(0, 0)}/swap`,
      jsonInit("POST", { recipe_id: "it-chicken-cacciatore" }, a.cookie),
    );
    expect(bad.status).toBe(422);
    const { refusal } = (await bad.json()) as { refusal: PlanRefusal };
    expect(refusal.code).toBe("swap_not_possible");
    expect(refusal.rule).toBeTruthy();
    expect(refusal.suggestion).toBeTruthy();
  });

  it("refuses to swap a food the user asked to include, saying why", async () => {
    const tea = plan.plan_data.days[0]?.meals.findIndex((m) => m.include_item !== undefined) ?? -1;
    const res = await t.request(`${mealPath(0, tea)}/alternatives`, as(a));
    const body = (await res.json()) as SwapOptionsResponse;
    expect(body.options).toEqual([]);
    expect(body.refusal?.rule).toBe("Foods you asked to include stay in every day");
  });

  it("keeps shopping ticks per plan on the server, for the owner only", async () => {
    const ticks = `/api/meal-plans/${plan.id}/shopping-ticks`;
    expect(await (await t.request(ticks, as(a))).json()).toEqual({ items: [] });
    await t.request(ticks, jsonInit("PUT", { item: "rolled oats", ticked: true }, a.cookie));
    await t.request(ticks, jsonInit("PUT", { item: "black tea", ticked: true }, a.cookie));
    await t.request(ticks, jsonInit("PUT", { item: "black tea", ticked: true }, a.cookie));
    expect(await (await t.request(ticks, as(a))).json()).toEqual({ items: ["black tea", "rolled oats"] });
    const off = await t.request(ticks, jsonInit("PUT", { item: "rolled oats", ticked: false }, a.cookie));
    expect(await off.json()).toEqual({ items: ["black tea"] });
    expect((await t.request(ticks, as(b))).status).toBe(404);
    expect((await t.request(ticks, jsonInit("PUT", { item: "x", ticked: true }, b.cookie))).status).toBe(404);
    expect((await t.request(ticks, jsonInit("PUT", { item: "", ticked: true }, a.cookie))).status).toBe(400);
  });

  it("shares a plan read-only without profile fields, reuses the link, and 404s once stopped", async () => {
    const share = `/api/meal-plans/${plan.id}/share`;
    expect(await (await t.request(share, as(a))).json()).toBeNull();
    expect((await t.request(share, as(b))).status).toBe(404);
    const first = (await (await t.request(share, jsonInit("PUT", {}, a.cookie))).json()) as PlanShare;
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(first.url).toBe(`${t.config.baseUrl}/shared/${first.token}`);
    const again = (await (await t.request(share, jsonInit("PUT", {}, a.cookie))).json()) as PlanShare;
    expect(again.token).toBe(first.token);
    expect((await t.request(share, jsonInit("PUT", {}, b.cookie))).status).toBe(404);

    const open = await t.request(`/api/shared/${first.token}`);
    expect(open.status).toBe(200);
    expect(open.headers.get("x-robots-tag")).toContain("noindex");
    const text = await open.text();
    const shared = JSON.parse(text) as SharedPlan;
    // The plan as it is, without the notes that explain it from the owner's body and health.
    expect(shared.plan_data).toEqual({ ...plan.plan_data, notes: [] });
    expect(shared.profile).toBeUndefined();
    for (const secret of ["Asha", "hyroid", "BMR", "per kg", "weight_kg", "height_cm", a.email])
      expect(text).not.toContain(secret);

    await t.request(share, jsonInit("PUT", { include_profile: true }, a.cookie));
    const withProfile = (await (await t.request(`/api/shared/${first.token}`)).json()) as SharedPlan;
    expect(withProfile.profile).toMatchObject({
      name: "Asha Rao",
      weight_kg: 68,
      health_conditions: ["thyroid"],
    });

    expect((await t.request(share, { method: "DELETE", headers: { cookie: b.cookie } })).status).toBe(404);
    expect((await t.request(share, { method: "DELETE", headers: { cookie: a.cookie } })).status).toBe(204);
    expect((await t.request(`/api/shared/${first.token}`)).status).toBe(404);
    expect((await t.request("/api/shared/not-a-token")).status).toBe(404);
  });

  it("tells the client which sign-in methods exist (docs/product/sign-in-methods.md)", async () => {
    const res = await t.request("/api/config/auth-methods");
    expect(await res.json()).toEqual({ email: true, google: false });
  });
});
