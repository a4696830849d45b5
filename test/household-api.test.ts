import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { householdMember } from "../src/server/db/schema";
import type { HouseholdMember, HouseholdMembersPage } from "../src/shared/household";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import type { PlanShare, SharedPlan } from "../src/shared/plan-share-api";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_CHILD, TEST_PARTNER, TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Household members through the API (docs/product/household.md): the owner's alone, validated with
// the profile's messages and the child rules, at most five, in the export, gone with the account;
// and a plan for the household.

const PARTNER = {
  ...TEST_PARTNER,
  fitness_goal: "weight_loss",
  meals_at_home: { weekday: ["breakfast", "dinner", "snack"], weekend: ["breakfast", "lunch", "dinner"] },
};
const CHILD = { ...TEST_CHILD, allergies: ["peanut"] };

describe.each(testDatabaseKinds())("household members on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  let household: MealPlanRecord | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [a, b] = [await signUp(t, "Asha Rao"), await signUp(t, "Bea Other")];
    for (const u of [a, b]) {
      expect((await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, u.cookie))).status).toBe(
        200,
      );
    }
  });
  afterAll(() => t.close());

  const call = (u: SignedUpUser, method: string, path: string, body?: unknown) =>
    t.request(
      `/api/household/members${path}`,
      body === undefined ? { method, headers: { cookie: u.cookie } } : jsonInit(method, body, u.cookie),
    );
  const list = async (u: SignedUpUser) =>
    ((await (await call(u, "GET", "")).json()) as HouseholdMembersPage).members;

  it("adds, lists, changes and removes the owner's members", async () => {
    expect((await t.request("/api/household/members")).status).toBe(401);
    const added = await call(a, "POST", "", PARTNER);
    expect(added.status).toBe(201);
    const partner = (await added.json()) as HouseholdMember;
    expect(partner).toMatchObject({ ...PARTNER, allergies: [], excluded_foods: [] });

    // A child's goal is maintain, given or not; the default meals at home are every meal.
    const child = (await (await call(a, "POST", "", CHILD)).json()) as HouseholdMember;
    expect(child).toMatchObject({ age: 8, fitness_goal: "maintain", allergies: ["peanut"] });
    expect(child.meals_at_home.weekday).toEqual(["breakfast", "lunch", "dinner", "snack"]);
    expect((await list(a)).map((m) => m.name)).toEqual(["Ravi Rao", "Leela Rao"]);

    const changed = await call(a, "PUT", `/${partner.id}`, {
      ...PARTNER,
      weight_kg: 75,
      fitness_goal: "maintain",
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: partner.id, weight_kg: 75, fitness_goal: "maintain" });
    expect((await call(a, "DELETE", `/${partner.id}`)).status).toBe(204);
    expect((await call(a, "GET", `/${partner.id}`)).status).toBe(404);
    expect((await list(a)).map((m) => m.id)).toEqual([child.id]);
  });

  it("refuses bad members with the field and its message", async () => {
    const fields = async (body: unknown) => {
      const res = await call(a, "POST", "", body);
      expect(res.status).toBe(400);
      return ((await res.json()) as { fields: Record<string, string[]> }).fields;
    };
    expect(await fields({ ...CHILD, fitness_goal: "weight_loss" })).toEqual({
      fitness_goal: ["A child's goal is always maintain: children are planned for growth"],
    });
    expect(await fields({ ...CHILD, age: 3 })).toEqual({ age: ["Must be at least 4 years old"] });
    // From 13 the profile's own bounds and messages.
    expect(await fields({ ...PARTNER, weight_kg: 26 })).toEqual({
      weight_kg: ["Weight must be at least 30kg"],
    });
    const { fitness_goal: _, ...noGoal } = PARTNER;
    expect(await fields(noGoal)).toEqual({ fitness_goal: ["Please choose a goal"] });
    expect(await fields({ ...PARTNER, meals_at_home: { weekday: [], weekend: [] } })).toEqual({
      meals_at_home: ["Choose at least one meal this person eats at home"],
    });
  });

  it("keeps each user's members their own", async () => {
    const [child] = await list(a);
    expect(child).toBeDefined();
    for (const [method, body] of [["GET"], ["PUT", CHILD], ["DELETE"]] as const) {
      expect((await call(b, method, `/${child?.id}`, body)).status).toBe(404);
    }
    expect((await call(a, "GET", "/not-a-uuid")).status).toBe(404);
    expect(await list(b)).toEqual([]);
  });

  it("plans for the household only when there are members", async () => {
    const generate = (u: SignedUpUser) =>
      t.request(
        "/api/meal-plans/generate",
        jsonInit("POST", { fitness_goal: "maintain", household: true }, u.cookie),
      );
    const none = await generate(b);
    expect(none.status).toBe(400);
    expect(Object.keys(((await none.json()) as { fields: object }).fields)).toEqual(["household"]);

    const res = await generate(a);
    expect(res.status).toBe(201);
    household = (await res.json()) as MealPlanRecord;
    const plan = household.plan_data;
    expect(plan.members?.map((m) => m.member_id)).toEqual((await list(a)).map((m) => m.id));
  });

  it("shares a household plan without members' names or figures unless the owner opts in", async () => {
    // docs/product/sharing.md: the pots stay (the household's cooking); who eats what does not.
    const share = `/api/meal-plans/${household?.id}/share`;
    const { token } = (await (await t.request(share, jsonInit("PUT", {}, a.cookie))).json()) as PlanShare;
    const open = await t.request(`/api/shared/${token}`);
    expect(open.status).toBe(200);
    const text = await open.text();
    const shared = (JSON.parse(text) as SharedPlan).plan_data;
    expect(shared.members).toBeUndefined();
    expect(shared.notes).toEqual([]);
    for (const name of ["Leela", "member_id", "own_dish_reason"]) expect(text).not.toContain(name);
    const pots = shared.days.flatMap((d) => d.meals.flatMap((m) => (m.pot ? [m.pot] : [])));
    expect(pots.length).toBeGreaterThan(0);
    expect(pots).toEqual(
      household?.plan_data.days.flatMap((d) => d.meals.flatMap((m) => (m.pot ? [m.pot] : []))),
    );

    await t.request(share, jsonInit("PUT", { include_profile: true }, a.cookie));
    const opted = await (await t.request(`/api/shared/${token}`)).text();
    expect(opted).toContain("Leela Rao");
    expect((JSON.parse(opted) as SharedPlan).plan_data.members).toEqual(household?.plan_data.members);
  });

  it("refuses a sixth member, exports them, and removes them with the account", async () => {
    while ((await list(a)).length < 5) expect((await call(a, "POST", "", CHILD)).status).toBe(201);
    const sixth = await call(a, "POST", "", PARTNER);
    expect(sixth.status).toBe(409);
    expect((await sixth.json()).message).toMatch(/at most 5 members/);

    const exported = await (await t.request("/api/users/export", { headers: { cookie: a.cookie } })).json();
    expect(exported.household_members).toHaveLength(5);

    const gone = await t.request(
      "/api/auth/delete-user",
      jsonInit("POST", { password: a.password }, a.cookie),
    );
    expect(gone.status).toBe(200);
    const rows = await t.database.db.select().from(householdMember).where(eq(householdMember.userId, a.id));
    expect(rows).toEqual([]);
  });
});
