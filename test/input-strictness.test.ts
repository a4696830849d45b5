import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import { cookieFrom, jsonInit, type SignedUpUser, signUp, uniqueEmail } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 13's four causes of a 500 (ids that are not UUIDs, NUL, lone surrogates, a fractional age),
// string coercion, bounds, Better Auth's own fields, and food wishes that match nothing.

const PROFILE = {
  ...TEST_PROFILE,
  health_conditions: [],
  foods_to_include: ["tea"],
};
const GENERATE = { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" };
const NUL = "tea\u0000";
const LONE = "\ud800";

describe.each(testDatabaseKinds())("input strictness on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let plan: MealPlanRecord;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t);
    await t.request("/api/users/profile", jsonInit("PUT", PROFILE, a.cookie));
    const res = await t.request("/api/meal-plans/generate", jsonInit("POST", GENERATE, a.cookie));
    expect(res.status).toBe(201);
    plan = (await res.json()) as MealPlanRecord;
  });
  afterAll(() => t.close());

  const send = (method: string, path: string, body: unknown) =>
    t.request(path, jsonInit(method, body, a.cookie));
  async function expectField(res: Response, field: string, message: RegExp) {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string[]> };
    expect(body.fields[field]?.[0]).toMatch(message);
  }

  it("answers plan ids that are not UUIDs with 404 on every plan route", async () => {
    const ids = ["-".repeat(36), "0".repeat(36), "%00", "x", `${plan.id}0`, "'; drop table meal_plan;--"];
    for (const id of ids) {
      const p = `/api/meal-plans/${encodeURIComponent(id)}`;
      const calls = [
        t.request(`${p}/pdf`, jsonInit("POST", {}, a.cookie)),
        t.request(`${p}/pdf/file`, { headers: { cookie: a.cookie } }),
        t.request(`${p}/shopping-ticks`, { headers: { cookie: a.cookie } }),
        t.request(`${p}/share`, { headers: { cookie: a.cookie } }),
        t.request(`${p}/days/0/meals/0/alternatives`, { headers: { cookie: a.cookie } }),
      ];
      for (const res of await Promise.all(calls)) expect([id, res.status]).toEqual([id, 404]);
    }
  });

  it("refuses a NUL character in any text field with 400 and the field's message", async () => {
    await expectField(
      await send("PUT", "/api/users/profile", { ...PROFILE, name: `A${NUL}` }),
      "name",
      /NUL/,
    );
    await expectField(
      await send("PUT", "/api/users/profile", { ...PROFILE, health_conditions: [NUL] }),
      "health_conditions.0",
      /NUL/,
    );
    await expectField(
      await send("POST", "/api/meal-plans/generate", { ...GENERATE, foods_to_include: [NUL] }),
      "foods_to_include.0",
      /NUL/,
    );
    await expectField(
      await send("PUT", `/api/meal-plans/${plan.id}/shopping-ticks`, { item: NUL, ticked: true }),
      "item",
      /NUL/,
    );
    await expectField(
      await send("POST", `/api/meal-plans/${plan.id}/days/0/meals/0/swap`, { recipe_id: NUL }),
      "recipe_id",
      /NUL/,
    );
    await expectField(await send("POST", "/api/users/auto-create", { name: NUL }), "name", /NUL/);
    const contact = { name: "A", email: "a@example.com", subject: "Hi", message: NUL };
    await expectField(await t.request("/api/contact", jsonInit("POST", contact)), "message", /NUL/);
  });

  it("refuses a lone surrogate in health conditions and foods to include", async () => {
    await expectField(
      await send("PUT", "/api/users/profile", { ...PROFILE, health_conditions: [LONE] }),
      "health_conditions.0",
      /Unicode/,
    );
    await expectField(
      await send("POST", "/api/meal-plans/generate", { ...GENERATE, foods_to_include: [`ok${LONE}`] }),
      "foods_to_include.0",
      /Unicode/,
    );
    // A surrogate pair (an emoji) is ordinary text.
    const emoji = await send("PUT", "/api/users/profile", { ...PROFILE, health_conditions: ["🍵 tea"] });
    expect(emoji.status).toBe(200);
  });

  it("takes whole-number ages and JSON numbers only, never strings coerced", async () => {
    await expectField(await send("PUT", "/api/users/profile", { ...PROFILE, age: 30.5 }), "age", /whole/);
    for (const bad of ["30", "0x1e", "1e1", "", null, true]) {
      await expectField(await send("PUT", "/api/users/profile", { ...PROFILE, age: bad }), "age", /Required/);
    }
    await expectField(
      await send("PUT", "/api/users/profile", { ...PROFILE, weight_kg: "68" }),
      "weight_kg",
      /Required/,
    );
    expect((await send("PUT", "/api/users/profile", { ...PROFILE, weight_kg: 68.5 })).status).toBe(200);
  });

  it("bounds every list and string", async () => {
    const many = Array.from({ length: 21 }, (_, i) => `food ${i}`);
    await expectField(
      await send("PUT", "/api/users/profile", { ...PROFILE, foods_to_include: many }),
      "foods_to_include",
      /At most 20/,
    );
    await expectField(
      await send("PUT", "/api/users/profile", { ...PROFILE, foods_to_include: ["x".repeat(81)] }),
      "foods_to_include.0",
      /80/,
    );
    await expectField(
      await send("POST", "/api/meal-plans/generate", { ...GENERATE, cuisine: "x".repeat(10_000) }),
      "cuisine",
      /cuisine/,
    );
  });

  it("bounds Better Auth's name and image on sign-up and update-user", async () => {
    const email = uniqueEmail();
    const signUpWith = (extra: Record<string, unknown>) =>
      t.request(
        "/api/auth/sign-up/email",
        jsonInit("POST", { name: "Mia", email, password: "long-enough-1", ...extra }),
      );
    for (const extra of [
      { name: "x".repeat(101) },
      { name: `Mia${NUL}` },
      { name: LONE },
      { image: "javascript:alert(1)" },
      { image: "data:image/png;base64,AAAA" },
    ]) {
      const res = await signUpWith(extra);
      expect([extra, res.status]).toEqual([extra, 400]);
    }
    const ok = await signUpWith({ image: "https://example.com/me.png" });
    expect(ok.status).toBe(200);
    const cookie = cookieFrom(
      await t.request("/api/auth/sign-in/email", jsonInit("POST", { email, password: "long-enough-1" })),
    );
    const update = (body: unknown) => t.request("/api/auth/update-user", jsonInit("POST", body, cookie));
    expect((await update({ name: "y".repeat(101) })).status).toBe(400);
    expect((await update({ image: "javascript:alert(1)" })).status).toBe(400);
    expect((await update({ name: "Mia Wong" })).status).toBe(200);
    const me = await t.request("/api/users/auto-create", jsonInit("POST", {}, cookie));
    expect((await me.json()).name).toBe("Mia Wong");
  });

  it("names food wishes that match nothing in the plan's notes instead of a 422", async () => {
    const res = await send("POST", "/api/meal-plans/generate", {
      ...GENERATE,
      foods_to_include: ["茶", "!!!"],
    });
    expect(res.status).toBe(201);
    const notes = ((await res.json()) as MealPlanRecord).plan_data.notes.join("\n");
    expect(notes).toContain("“茶”");
    expect(notes).toContain("“!!!”");
  });
});
