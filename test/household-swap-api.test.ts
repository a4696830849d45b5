import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkHouseholdPlan, type HouseholdEater } from "../src/planner";
import { mealPlan } from "../src/server/db/schema";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import type { PlanRequest } from "../src/shared/plan-request";
import type { SwapOptionsResponse } from "../src/shared/plan-swap";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_CHILD, TEST_PARTNER, TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// A meal of a household plan swapped through the API (docs/product/household.md, Swaps): everyone who
// shared the old dish eats the new one (or a dish of their own), and every person's week still passes
// the independent checker against their own targets.

const PARTNER = { ...TEST_PARTNER, fitness_goal: "maintain" };
const CHILD = TEST_CHILD;

describe.each(testDatabaseKinds())("household swap on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let plan: MealPlanRecord;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t, "Asha Rao");
    await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, a.cookie));
    for (const m of [PARTNER, CHILD])
      expect((await t.request("/api/household/members", jsonInit("POST", m, a.cookie))).status).toBe(201);
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit("POST", { fitness_goal: "maintain", household: true }, a.cookie),
    );
    expect(res.status).toBe(201);
    plan = (await res.json()) as MealPlanRecord;
  });
  afterAll(() => t.close());

  const mealPath = (day: number, meal: number) => `/api/meal-plans/${plan.id}/days/${day}/meals/${meal}`;

  it("swaps a shared dinner for everyone who shares it, every person's week still checked", async () => {
    const before = plan.plan_data;
    // The first dinner shared by both members whose alternatives include one that suits everyone.
    let done: { day: number; meal: number; recipeId: string; after: MealPlanRecord } | undefined;
    for (const [day, d] of before.days.entries()) {
      const meal = d.meals.findIndex((m) => m.type === "dinner");
      const recipe = d.meals[meal]?.recipe_id;
      const shared = before.members?.every((m) =>
        m.days[day]?.meals.some((x) => x.type === "dinner" && x.recipe_id === recipe),
      );
      if (!shared) continue;
      const offers = (await (
        await t.request(`${mealPath(day, meal)}/alternatives`, { headers: { cookie: a.cookie } })
      ).json()) as SwapOptionsResponse;
      for (const o of offers.options.slice(0, 4)) {
        const res = await t.request(
          `${mealPath(day, meal)}/swap`,
          jsonInit("POST", { recipe_id: o.recipe_id }, a.cookie),
        );
        // A dish that does not suit a member is refused as any swap is, naming them.
        if (res.status === 422) {
          const { refusal } = (await res.json()) as { refusal: { member_id?: string; code: string } };
          expect(refusal.code).toBe("swap_not_possible");
          continue;
        }
        expect(res.status).toBe(200);
        done = { day, meal, recipeId: o.recipe_id, after: (await res.json()) as MealPlanRecord };
        break;
      }
      if (done) break;
    }
    if (!done) throw new Error("no shared dinner could be swapped for the household");
    const { day, meal, recipeId } = done;

    const [row] = await t.database.db.select().from(mealPlan).where(eq(mealPlan.id, plan.id));
    if (!row) throw new Error("plan gone");
    const after = done.after.plan_data;
    expect(row.planData).toEqual(after);
    expect(after.days[day]?.meals[meal]?.recipe_id).toBe(recipeId);
    // Each member who shared the old dinner now has the new dish, or a dish of their own saying why.
    for (const m of after.members ?? []) {
      const dinner = m.days[day]?.meals.find((x) => x.type === "dinner");
      expect(dinner?.recipe_id === recipeId || Boolean(dinner?.own_dish_reason)).toBe(true);
    }
    expect(after.members?.[0]?.days[day]).not.toEqual(before.members?.[0]?.days[day]);

    const stored = row.planRequest as PlanRequest & { household: HouseholdEater[] };
    const problems = checkHouseholdPlan(after, stored, stored.household);
    expect(problems.flatMap((p) => p.problems)).toEqual([]);
  });

  it("offers for a meal both members share only dishes that suit them: each one swaps", async () => {
    const [row] = await t.database.db.select().from(mealPlan).where(eq(mealPlan.id, plan.id));
    const now = row?.planData as MealPlanRecord["plan_data"];
    const targets = now.days.flatMap((d, day) =>
      d.meals.flatMap((m, meal) =>
        m.type !== "snack" &&
        now.members?.every((x) =>
          x.days[day]?.meals.some(
            (y) => y.type === m.type && y.recipe_id === m.recipe_id && !y.own_dish_reason,
          ),
        )
          ? [{ day, meal }]
          : [],
      ),
    );
    if (targets.length === 0) throw new Error("no meal both members share");
    // The plan's seed is drawn by the server, so a shared meal may have no dish that suits everyone:
    // the last shared meal that has offers is taken (the latest, after the swap test's dinner).
    let found: { target: (typeof targets)[number]; offers: SwapOptionsResponse } | undefined;
    for (const target of [...targets].reverse()) {
      const offers = (await (
        await t.request(`${mealPath(target.day, target.meal)}/alternatives`, {
          headers: { cookie: a.cookie },
        })
      ).json()) as SwapOptionsResponse;
      if (offers.options.length > 0) {
        found = { target, offers };
        break;
      }
    }
    if (!found) throw new Error("no shared meal has a dish that suits everyone");
    const { target, offers } = found;
    const path = mealPath(target.day, target.meal);
    // The first one offered is taken for everyone who shares the meal, never refused for a member.
    const first = offers.options[0]?.recipe_id ?? "";
    const res = await t.request(`${path}/swap`, jsonInit("POST", { recipe_id: first }, a.cookie));
    expect(res.status).toBe(200);
    const after = ((await res.json()) as MealPlanRecord).plan_data;
    const type = after.days[target.day]?.meals[target.meal]?.type;
    for (const m of after.members ?? [])
      expect(m.days[target.day]?.meals.find((x) => x.type === type)?.recipe_id).toBe(first);
    const stored = row?.planRequest as PlanRequest & { household: HouseholdEater[] };
    expect(checkHouseholdPlan(after, stored, stored.household).flatMap((p) => p.problems)).toEqual([]);
  });
});
