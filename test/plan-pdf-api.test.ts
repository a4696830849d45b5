import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

describe.each(testDatabaseKinds())("plan PDF API on $name", (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let planId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    owner = await signUp(t, "Olu Owner");
    other = await signUp(t, "Ola Other");
    await t.request(
      "/api/users/profile",
      jsonInit(
        "PUT",
        {
          name: "Olu Owner",
          age: 29,
          gender: "male",
          height_cm: 180,
          weight_kg: 77,
          activity_level: "very_active",
          country_region: "asian",
          food_preference: "non_vegetarian",
        },
        owner.cookie,
      ),
    );
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit(
        "POST",
        { fitness_goal: "weight_gain", cuisine: "asian", diet_type: "non_vegetarian" },
        owner.cookie,
      ),
    );
    planId = (await res.json()).id;
  }, 60_000);
  afterAll(() => t.close());

  it("answers the owner with a same-origin URL and a filename", async () => {
    const res = await t.request(`/api/meal-plans/${planId}/pdf`, jsonInit("POST", {}, owner.cookie));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.url).toBe(`/api/meal-plans/${planId}/pdf/file`);
    expect(body.filename).toMatch(/^nutriweek-meal-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it("serves the owner the PDF as an attachment", async () => {
    const res = await t.request(`/api/meal-plans/${planId}/pdf/file`, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nutriweek-meal-plan-.*\.pdf"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(10_000);
  });

  it("does not reveal another user's plan (404)", async () => {
    expect(
      (await t.request(`/api/meal-plans/${planId}/pdf`, jsonInit("POST", {}, other.cookie))).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/meal-plans/${planId}/pdf/file`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
  });

  it("answers 401 without a session and 404 for an unknown id", async () => {
    expect((await t.request(`/api/meal-plans/${planId}/pdf`, jsonInit("POST", {}))).status).toBe(401);
    expect((await t.request(`/api/meal-plans/${planId}/pdf/file`)).status).toBe(401);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(
      (await t.request(`/api/meal-plans/${unknown}/pdf`, jsonInit("POST", {}, owner.cookie))).status,
    ).toBe(404);
    expect(
      (await t.request("/api/meal-plans/not-a-uuid/pdf", jsonInit("POST", {}, owner.cookie))).status,
    ).toBe(404);
  });
});
