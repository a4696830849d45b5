import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

const VALID_PROFILE = {
  name: "Asha Rao",
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 61,
  activity_level: "moderately_active",
  country_region: "indian",
  food_preference: "vegetarian",
  health_conditions: ["thyroid"],
  foods_to_include: ["tea"],
};

describe.each(testDatabaseKinds())("user API on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  let b: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t, "Asha Rao");
    b = await signUp(t, "Ben Okafor");
  });
  afterAll(() => t.close());

  const get = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { cookie } } : {});

  describe("without a session", () => {
    it.each([
      ["GET", "/api/users"],
      ["GET", "/api/users/someone"],
      ["POST", "/api/users"],
      ["POST", "/api/users/auto-create"],
      ["PUT", "/api/users/profile"],
    ])("%s %s answers 401 Authentication required", async (method, path) => {
      const res = await t.request(path, method === "GET" ? {} : jsonInit(method, {}));
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: "Authentication required" });
    });
  });

  it("GET /api/users/{uid} is 404 before the record exists, so the client auto-creates it", async () => {
    const res = await get(`/api/users/${a.id}`, a.cookie);
    expect(res.status).toBe(404);
  });

  it("POST /api/users creates the caller's record from the session, idempotently", async () => {
    const first = await t.request(
      "/api/users",
      jsonInit("POST", { uid: a.id, email: "spoofed@example.com", name: "Asha" }, a.cookie),
    );
    expect(first.status).toBe(201);
    const record = await first.json();
    expect(record).toMatchObject({
      uid: a.id,
      email: a.email,
      name: "Asha",
      age: null,
      health_conditions: [],
    });
    const again = await t.request("/api/users", jsonInit("POST", { uid: a.id, name: "Other" }, a.cookie));
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(record);
  });

  it("POST /api/users/auto-create falls back to the account name, then 'User'", async () => {
    const res = await t.request(
      "/api/users/auto-create",
      jsonInit("POST", { uid: b.id, email: "" }, b.cookie),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ uid: b.id, email: b.email, name: "Ben Okafor" });
  });

  it("GET /api/users/{uid} returns the caller's record", async () => {
    const res = await get(`/api/users/${a.id}`, a.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: a.id, email: a.email });
  });

  it("refuses another user's uid in the path or the body with 403", async () => {
    expect((await get(`/api/users/${a.id}`, b.cookie)).status).toBe(403);
    expect((await t.request("/api/users", jsonInit("POST", { uid: a.id }, b.cookie))).status).toBe(403);
    expect(
      (await t.request("/api/users/auto-create", jsonInit("POST", { uid: a.id }, b.cookie))).status,
    ).toBe(403);
    const put = await t.request(
      "/api/users/profile",
      jsonInit("PUT", { ...VALID_PROFILE, uid: a.id }, b.cookie),
    );
    expect(put.status).toBe(403);
    // And A's record is untouched.
    const mine = await (await get("/api/users", a.cookie)).json();
    expect(mine.age).toBeNull();
  });

  it("PUT /api/users/profile saves and returns the profile", async () => {
    const res = await t.request(
      "/api/users/profile",
      jsonInit("PUT", { ...VALID_PROFILE, uid: a.id }, a.cookie),
    );
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({ ...VALID_PROFILE, uid: a.id, email: a.email });
    expect(await (await get("/api/users", a.cookie)).json()).toEqual(saved);
  });

  it.each([
    ["age", 12, "Must be at least 13 years old"],
    ["age", 121, "Invalid age"],
    ["height_cm", 99, "Height must be at least 100cm"],
    ["height_cm", 251, "Invalid height"],
    ["weight_kg", 29, "Weight must be at least 30kg"],
    ["weight_kg", 301, "Invalid weight"],
    ["name", "A", "Name must be at least 2 characters"],
    ["country_region", "", "Please select a cuisine preference"],
  ])("rejects %s = %j with %s", async (field, value, message) => {
    const res = await t.request(
      "/api/users/profile",
      jsonInit("PUT", { ...VALID_PROFILE, [field]: value }, a.cookie),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields[field]).toContain(message);
    expect(body.message).toContain(message);
  });

  it("rejects a missing cuisine and an unknown gender with field messages", async () => {
    const { country_region: _omit, ...noCuisine } = VALID_PROFILE;
    const res = await t.request(
      "/api/users/profile",
      jsonInit("PUT", { ...noCuisine, gender: "robot" }, a.cookie),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields.country_region).toEqual(["Please select a cuisine preference"]);
    expect(body.fields.gender).toBeDefined();
  });

  it("answers a body that is not JSON with 400", async () => {
    const res = await t.request("/api/users/profile", {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: a.cookie },
      body: "{not json",
    });
    expect(res.status).toBe(400);
  });

  it("refuses state-changing calls from another origin", async () => {
    const res = await t.request("/api/users/profile", {
      ...jsonInit("PUT", VALID_PROFILE, a.cookie),
      headers: { "content-type": "application/json", cookie: a.cookie, origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });
});
