import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_FAILURES } from "../src/server/auth/account-guard";
import { session } from "../src/server/db/schema";
import { cookieFrom, jsonInit, signUp, uniqueEmail } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 13, accounts: sign-up does not reveal a known address, failed sign-ins are limited per
// account whatever the address they come from, common passwords are refused, and sessions end after
// seven idle days and thirty days at most.

const DAY = 24 * 3600 * 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

describe.each(testDatabaseKinds())("account protections on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a proxy: each request below comes "from" the address its X-Forwarded-For names.
    t = await startTestApp(kind, { TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  const from = (ip: string, init: RequestInit): RequestInit => ({
    ...init,
    headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip },
  });
  const signUpAs = (email: string, password = "long-enough-1", ip = "192.0.2.1") =>
    t.request("/api/auth/sign-up/email", from(ip, jsonInit("POST", { name: "Mia", email, password })));
  const signIn = (email: string, password: string, ip: string) =>
    t.request("/api/auth/sign-in/email", from(ip, jsonInit("POST", { email, password })));

  it("answers sign-up for a known address as for a new one, in similar time", async () => {
    const known = await signUp(t);
    const shape = async (res: Response) => {
      const body = (await res.json()) as { user: Record<string, unknown> };
      return { status: res.status, keys: Object.keys(body.user).sort(), cookie: cookieFrom(res) };
    };
    const existing: number[] = [];
    const fresh: number[] = [];
    for (let i = 0; i < 5; i++) {
      let started = performance.now();
      const again = await signUpAs(known.email, "another-password-9", `192.0.2.${10 + i}`);
      existing.push(performance.now() - started);
      started = performance.now();
      const created = await signUpAs(uniqueEmail(), "another-password-9", `192.0.2.${20 + i}`);
      fresh.push(performance.now() - started);
      expect(await shape(again)).toEqual(await shape(created));
    }
    expect((await shape(await signUpAs(known.email, "x-password-1", "192.0.2.30"))).cookie).toBe("");
    // Both hash the password; before, a known address answered 13 times faster.
    expect(median(existing) / median(fresh)).toBeGreaterThan(0.5);
    // The account itself is untouched: its own password still works, the new one does not.
    expect((await signIn(known.email, "another-password-9", "192.0.2.40")).status).toBe(401);
    expect((await signIn(known.email, known.password, "192.0.2.41")).status).toBe(200);
  }, 60_000);

  it("limits failed sign-ins per account, from however many addresses", async () => {
    const victim = await signUp(t);
    const bystander = await signUp(t);
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++) {
      expect((await signIn(victim.email, `wrong-password-${i}`, `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const locked = await signIn(victim.email, victim.password, "198.51.100.200");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await signIn(bystander.email, bystander.password, "198.51.100.201")).status).toBe(200);
    // An address with no account is limited the same way, so the limit reveals nothing either.
    const nobody = uniqueEmail("nobody");
    for (let i = 0; i < SIGN_IN_FAILURES.max; i++)
      await signIn(nobody, `wrong-${i}-password`, `203.0.113.${i + 1}`);
    expect((await signIn(nobody, "wrong-password", "203.0.113.100")).status).toBe(429);
  }, 60_000);

  it("refuses the most common passwords", async () => {
    for (const password of ["12345678", "password", "Password", "qwertyuiop", "iloveyou"]) {
      const res = await signUpAs(uniqueEmail(), password, "192.0.2.99");
      expect([password, res.status]).toEqual([password, 400]);
      expect((await res.json()).code).toBe("PASSWORD_TOO_COMMON");
    }
  });

  it("ends a session after seven idle days, and thirty days after sign-in at the latest", async () => {
    const u = await signUp(t);
    const get = async () =>
      (await (await t.request("/api/auth/get-session", { headers: { cookie: u.cookie } })).json()) as {
        session: { id: string; expiresAt: string };
      } | null;
    const first = await get();
    const expires = Date.parse(first?.session.expiresAt ?? "");
    expect(Math.abs(expires - (Date.now() + 7 * DAY))).toBeLessThan(60_000);

    // Used again after 29.5 days: renewed, but only up to day 30.
    const id = first?.session.id ?? "";
    const age = (days: number, expiresInDays: number) =>
      t.database.db
        .update(session)
        .set({
          createdAt: new Date(Date.now() - days * DAY),
          expiresAt: new Date(Date.now() + expiresInDays * DAY),
        })
        .where(eq(session.id, id));
    await age(29.5, 5);
    const renewed = Date.parse((await get())?.session.expiresAt ?? "");
    expect(Math.abs(renewed - (Date.now() + 0.5 * DAY))).toBeLessThan(60_000);
    // Past day 30 it is over, however recently it was used.
    await age(31, 5);
    await get();
    expect(await get()).toBeNull();
  });
});
