import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, jsonInit, type SignedUpUser, signUp, uniqueEmail } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

describe.each(testDatabaseKinds())("auth endpoints on $name", (kind) => {
  let t: TestApp;
  let reader: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    reader = await signUp(t);
  });
  afterAll(() => t.close());

  it("signs up, signs in and out with HttpOnly, SameSite=Lax cookies and no token in the body", async () => {
    const email = uniqueEmail();
    const up = await t.request(
      "/api/auth/sign-up/email",
      jsonInit("POST", { name: "Mia", email, password: "long-enough-1" }),
    );
    expect(up.status).toBe(200);
    // Sign-up does not sign in (it answers alike for addresses that have an account).
    expect(up.headers.getSetCookie().join("\n")).not.toMatch(/session_token=[^;]/);
    const upBody = await up.text();
    expect(upBody).not.toMatch(/"token"/);
    expect(upBody).not.toMatch(/password/i);

    const inRes = await t.request(
      "/api/auth/sign-in/email",
      jsonInit("POST", { email, password: "long-enough-1" }),
    );
    expect(inRes.status).toBe(200);
    const setCookie = inRes.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    expect(await inRes.clone().text()).not.toMatch(/"token"/);
    const cookie = cookieFrom(inRes);
    const session = await t.request("/api/auth/get-session", { headers: { cookie } });
    const sessionText = await session.text();
    expect(JSON.parse(sessionText).user.email).toBe(email);
    expect(sessionText).not.toMatch(/"token"/);

    const out = await t.request("/api/auth/sign-out", jsonInit("POST", {}, cookie));
    expect(out.status).toBe(200);
    const after = await t.request("/api/auth/get-session", { headers: { cookie } });
    expect(await after.json()).toBeNull();
  });

  it("requires passwords of at least 8 characters", async () => {
    const res = await t.request(
      "/api/auth/sign-up/email",
      jsonInit("POST", { name: "Short", email: uniqueEmail(), password: "short" }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/short/i);
  });

  it("answers a wrong password and an unknown e-mail the same way", async () => {
    const u = await signUp(t);
    const wrong = await t.request(
      "/api/auth/sign-in/email",
      jsonInit("POST", { email: u.email, password: "not-the-password" }),
    );
    const unknown = await t.request(
      "/api/auth/sign-in/email",
      jsonInit("POST", { email: uniqueEmail("nobody"), password: "not-the-password" }),
    );
    expect(wrong.status).toBe(unknown.status);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("says Google is not configured when it is not", async () => {
    const res = await t.request(
      "/api/auth/sign-in/social",
      jsonInit("POST", { provider: "google", callbackURL: "/" }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Google sign-in is not configured on this server");
  });

  it("limits repeated failed sign-ins with 429 and a readable message", async () => {
    const u = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.request(
        "/api/auth/sign-in/email",
        jsonInit("POST", { email: u.email, password: `wrong-${i}-pw` }),
      );
      statuses.push(res.status);
      if (res.status === 429) {
        const text = await res.text();
        expect(text.length).toBeGreaterThan(0);
        expect(text).toMatch(/too many/i);
      }
    }
    // The ten sign-ins a minute from one address include the ones earlier tests made (signUp signs in).
    expect(statuses[0]).toBe(401);
    expect(statuses).toContain(429);
  });

  it("never rate-limits the session read every page load makes", async () => {
    // Signed up before the sign-in limit above was used up (sign-up is followed by a sign-in).
    const { cookie } = reader;
    const statuses = new Set<number>();
    // Above the general limit of 120 a minute for one address.
    for (let i = 0; i < 130; i++) {
      statuses.add((await t.request("/api/auth/get-session", { headers: { cookie } })).status);
    }
    expect([...statuses]).toEqual([200]);
  });
});
