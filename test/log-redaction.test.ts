import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, jsonInit, uniqueEmail } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 13: a canary password, name, e-mail, health condition and weight go through sign-up, sign-in,
// the profile, a share link and a database failure; none of them, nor the session token, may appear
// in any log line, while the failure itself is logged with its code.

const CANARY = {
  password: "Canary-Password-5b8e2",
  name: "Canaryname Zqx",
  email: uniqueEmail("canary"),
  condition: "canary-condition-91c",
  weight: 187.25,
};

describe.each(testDatabaseKinds())("log redaction on $name", (kind) => {
  let t: TestApp;
  const lines: string[] = [];
  let cookie = "";
  beforeAll(async () => {
    t = await startTestApp(kind, {}, (l) => lines.push(l));
  });
  afterAll(() => t.close());

  it("keeps secrets and profile values out of every log line", async () => {
    const up = await t.request(
      "/api/auth/sign-up/email",
      jsonInit("POST", { name: CANARY.name, email: CANARY.email, password: CANARY.password }),
    );
    expect(up.status).toBe(200);
    await t.request(
      "/api/auth/sign-in/email",
      jsonInit("POST", { email: CANARY.email, password: "wrong-password" }),
    );
    const signIn = await t.request(
      "/api/auth/sign-in/email",
      jsonInit("POST", { email: CANARY.email, password: CANARY.password }),
    );
    cookie = cookieFrom(signIn);
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(20);

    const profile = {
      name: CANARY.name,
      age: 41,
      gender: "male",
      height_cm: 180,
      weight_kg: CANARY.weight,
      activity_level: "sedentary",
      country_region: "italian",
      food_preference: "vegetarian",
      health_conditions: [CANARY.condition],
    };
    expect((await t.request("/api/users/profile", jsonInit("PUT", profile, cookie))).status).toBe(200);
    // Sign-up validation failing inside Better Auth is logged by Better Auth itself.
    await t.request(
      "/api/auth/sign-up/email",
      jsonInit("POST", { name: "x".repeat(200), email: CANARY.email, password: CANARY.password }),
    );

    // The database refuses the next profile write: the old driver log printed the whole row.
    await t.database.db.execute(
      sql.raw("alter table profile add constraint canary_guard check (weight_kg < 0) not valid"),
    );
    const failed = await t.request(
      "/api/users/profile",
      jsonInit("PUT", { ...profile, weight_kg: 190.5 }, cookie),
    );
    expect(failed.status).toBe(500);
    await t.database.db.execute(sql.raw("alter table profile drop constraint canary_guard"));

    const log = lines.join("\n");
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "unhandled error");
    expect(failure).toMatchObject({ dbCode: "23514" });
    expect(failure.err).toContain("canary_guard");
    expect(failure.stack).toBeUndefined();
    for (const secret of [
      CANARY.password,
      CANARY.name,
      CANARY.email,
      CANARY.condition,
      "187.25",
      "190.5",
      token,
    ]) {
      expect([secret, log.includes(secret)]).toEqual([secret, false]);
    }
    expect(lines.length).toBeGreaterThan(5);
  });
});
