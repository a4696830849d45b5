import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type CaughtMail,
  type MailCatcher,
  resetTokenFrom,
  startMailCatcher,
} from "../e2e/support/mail-catcher";
import {
  account,
  mailOutbox,
  mealPlan,
  planShare,
  profile,
  session,
  shoppingTick,
  user,
} from "../src/server/db/schema";
import { type AccountExport, EMAIL_CHANGED_PATH } from "../src/shared/account";
import type { UserRecord } from "../src/shared/user-api";
import { cookieFrom, jsonInit, uniqueEmail } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

/** The list columns a stored plan carries (src/server/db/plan-summary.ts), for rows made by hand here. */
const SUMMARY = {
  weekStart: "2026-11-23",
  fitnessGoal: "maintain",
  cuisine: "italian",
  totalDailyCalories: 2000,
};

// Account self-service (docs/product/account.md): reset by e-mail over a real SMTP server or kept in
// the outbox, change of password and of e-mail, deletion of every row, and the export.

const PASSWORD = "correct-horse-battery";
const NEW_PASSWORD = "lantern-basil-harbour-92";
const MAIL_FROM = "NutriWeek <hello@nutriweek.test>";

interface Person {
  id: string;
  email: string;
  cookie: string;
  ip: string;
}

let nextIp = 10;

/** Calls as if from `ip` (TRUST_PROXY=1), so Better Auth's per-address limits hold per person. */
function from(ip: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip } };
}

async function signIn(t: TestApp, email: string, password: string, ip: string) {
  return t.request("/api/auth/sign-in/email", from(ip, jsonInit("POST", { email, password })));
}

async function signUp(t: TestApp, name = "Asha Rao"): Promise<Person> {
  const ip = `198.51.100.${nextIp++}`;
  const email = uniqueEmail("acct");
  const up = await t.request(
    "/api/auth/sign-up/email",
    from(ip, jsonInit("POST", { name, email, password: PASSWORD })),
  );
  expect(up.status).toBe(200);
  const res = await signIn(t, email, PASSWORD, ip);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, cookie: cookieFrom(res), ip };
}

const as = (p: Person, init: RequestInit = {}) =>
  from(p.ip, { ...init, headers: { ...(init.headers as Record<string, string>), cookie: p.cookie } });
const post = (t: TestApp, p: Person, path: string, body: unknown) =>
  t.request(path, from(p.ip, jsonInit("POST", body, p.cookie)));

async function sessionUser(t: TestApp, cookie: string) {
  const res = await t.request("/api/auth/get-session", { headers: { cookie } });
  return ((await res.json()) as { user: { email: string; name: string } } | null)?.user ?? null;
}

async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const outboxFor = (t: TestApp, email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));

describe.each(testDatabaseKinds())("account self-service on $name", (kind) => {
  describe("with an SMTP server", () => {
    let t: TestApp;
    let mail: MailCatcher;
    const lines: string[] = [];
    beforeAll(async () => {
      mail = await startMailCatcher();
      t = await startTestApp(kind, { SMTP_URL: mail.url, MAIL_FROM, TRUST_PROXY: "1" }, (l) => lines.push(l));
    });
    afterAll(async () => {
      await t.close();
      await mail.stop();
    });

    it("resets a forgotten password through the link in the e-mail, ending every session", async () => {
      const u = await signUp(t);
      const other = cookieFrom(await signIn(t, u.email, PASSWORD, u.ip));
      const ask = (email: string) =>
        t.request("/api/auth/request-password-reset", from(u.ip, jsonInit("POST", { email })));
      const known = await ask(u.email);
      const unknown = await ask(uniqueEmail("nobody"));
      // The same answer whether or not the address has an account.
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(await known.json()).toEqual(await unknown.json());

      const message = await mail.waitFor(u.email);
      expect(message.subject).toBe("Reset your NutriWeek password");
      expect(message.text).toContain(`${t.config.baseUrl}/reset-password?token=`);
      expect(mail.messages.map((m) => m.to)).toEqual([[u.email]]);
      const token = resetTokenFrom(message);

      const reset = (newPassword: string) =>
        t.request("/api/auth/reset-password", from(u.ip, jsonInit("POST", { token, newPassword })));
      // The sign-up rules hold: too short, and easy to guess from the account's own address.
      expect((await reset("short")).status).toBe(400);
      const guessable = await reset(u.email.split("@")[0] ?? "");
      expect(guessable.status).toBe(400);
      expect((await guessable.json()).fields.newPassword[0]).toMatch(/too easy to guess/);
      expect((await reset(NEW_PASSWORD)).status).toBe(200);
      // The link works once.
      expect((await reset("another-lantern-basil-7")).status).toBe(400);

      expect((await signIn(t, u.email, PASSWORD, u.ip)).status).toBe(401);
      expect((await signIn(t, u.email, NEW_PASSWORD, u.ip)).status).toBe(200);
      expect(await sessionUser(t, u.cookie)).toBeNull();
      expect(await sessionUser(t, other)).toBeNull();
      expect(lines.join("\n")).not.toContain(u.email);
      expect(lines.join("\n")).not.toContain(token);
    });

    it("logs a refused message without its address, keeps it in the outbox, and tells a waiting user", async () => {
      const u = await signUp(t);
      mail.refuse(true);
      try {
        const ask = await t.request(
          "/api/auth/request-password-reset",
          from(u.ip, jsonInit("POST", { email: u.email })),
        );
        expect(ask.status).toBe(200);
        const kept = await until(
          async () => (await outboxFor(t, u.email))[0],
          "the refused reset in the outbox",
        );
        expect(kept).toMatchObject({ kind: "password_reset", reason: "send_failed", userId: u.id });
        const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === "mail not sent");
        expect(failure).toMatchObject({ level: "error", kind: "password_reset" });

        const newEmail = uniqueEmail("moving");
        const change = await post(t, u, "/api/auth/change-email", {
          newEmail,
          callbackURL: EMAIL_CHANGED_PATH,
        });
        expect(change.status).toBe(503);
        expect((await change.json()).message).toMatch(/could not send the confirmation e-mail/);
        expect((await sessionUser(t, u.cookie))?.email).toBe(u.email);
        expect(lines.join("\n")).not.toContain(u.email);
        expect(lines.join("\n")).not.toContain(newEmail);
      } finally {
        mail.refuse(false);
      }
    });

    it("changes the e-mail address once the link sent to the new one is opened, profile included", async () => {
      const u = await signUp(t);
      await t.request("/api/users/auto-create", as(u, jsonInit("POST", {})));
      const newEmail = uniqueEmail("moved");
      const change = await post(t, u, "/api/auth/change-email", {
        newEmail,
        callbackURL: EMAIL_CHANGED_PATH,
      });
      expect(change.status).toBe(200);
      // Nothing changes until the new address answers.
      expect((await sessionUser(t, u.cookie))?.email).toBe(u.email);
      const message: CaughtMail = await mail.waitFor(newEmail);
      expect(message.subject).toBe("Confirm your new NutriWeek e-mail address");
      const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(message.text)?.[0] ?? "";
      expect(link).not.toBe("");

      const opened = await t.request(new URL(link).pathname + new URL(link).search, { redirect: "manual" });
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe(EMAIL_CHANGED_PATH);
      expect((await sessionUser(t, u.cookie))?.email).toBe(newEmail);
      const record = (await (await t.request("/api/users", as(u))).json()) as UserRecord;
      expect(record.email).toBe(newEmail);
      expect((await signIn(t, newEmail, PASSWORD, u.ip)).status).toBe(200);
      expect((await signIn(t, u.email, PASSWORD, u.ip)).status).toBe(401);
    });

    it("changes the password and ends every other session", async () => {
      const u = await signUp(t);
      const second = cookieFrom(await signIn(t, u.email, PASSWORD, u.ip));
      expect(
        (
          await t.request("/api/users/auto-create", {
            ...jsonInit("POST", {}),
            headers: { cookie: second, "content-type": "application/json" },
          })
        ).status,
      ).toBe(201);

      const wrong = await post(t, u, "/api/auth/change-password", {
        currentPassword: "not-my-password-at-all",
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).message).toBe("Invalid password");

      // Asked without revokeOtherSessions: the server ends them anyway.
      const res = await post(t, u, "/api/auth/change-password", {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).not.toContain('"token"');
      const renewed = cookieFrom(res);
      expect((await t.request("/api/users", { headers: { cookie: second } })).status).toBe(401);
      expect((await t.request("/api/users", { headers: { cookie: renewed } })).status).toBe(200);
      expect((await signIn(t, u.email, NEW_PASSWORD, u.ip)).status).toBe(200);
    });

    it("deletes an account with its password, every row of it at once, and its share links answer 404", {
      timeout: 90_000,
    }, async () => {
      const u = await signUp(t, "Dana Doe");
      const keep = await signUp(t, "Kim Keep");
      const seed = async (p: Person) => {
        await t.request("/api/users/profile", as(p, jsonInit("PUT", TEST_PROFILE)));
        // One plan made by the engine (a share link shows only a whole plan), one older row beside it.
        const made = await t.request(
          "/api/meal-plans/generate",
          as(
            p,
            jsonInit("POST", {
              fitness_goal: "maintain",
              cuisine: "mediterranean",
              diet_type: "non_vegetarian",
            }),
          ),
        );
        expect([made.status, made.status === 201 ? "" : await made.text()]).toEqual([201, ""]);
        const plan = (await made.json()) as { id: string };
        const [older] = await t.database.db
          .insert(mealPlan)
          .values({ userId: p.id, isActive: false, planData: { week: 1 }, ...SUMMARY })
          .returning({ id: mealPlan.id });
        const plans = [{ id: plan.id }, { id: older?.id ?? "" }];
        const share = await t.request(`/api/meal-plans/${plan.id}/share`, as(p, jsonInit("PUT", {})));
        expect(share.status).toBe(200);
        await t.database.db.insert(shoppingTick).values({ planId: plan.id, item: "Rice" });
        await t.database.db.insert(mailOutbox).values({
          userId: p.id,
          kind: "password_reset",
          reason: "no_smtp",
          recipient: p.email,
          subject: "s",
          body: "b",
        });
        return { planIds: plans.map((x) => x.id), token: ((await share.json()) as { token: string }).token };
      };
      const mine = await seed(u);
      const theirs = await seed(keep);
      expect((await t.request(`/api/shared/${mine.token}`)).status).toBe(200);

      const noPassword = await post(t, u, "/api/auth/delete-user", {});
      expect(noPassword.status).toBe(400);
      expect(Object.keys((await noPassword.json()).fields)).toEqual(["password"]);
      const wrong = await post(t, u, "/api/auth/delete-user", { password: "not-my-password-at-all" });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).message).toBe("Invalid password");
      expect((await t.request("/api/users", as(u))).status).toBe(200);

      const gone = await post(t, u, "/api/auth/delete-user", { password: PASSWORD });
      expect(gone.status).toBe(200);
      expect((await t.request("/api/users", as(u))).status).toBe(401);
      expect((await t.request(`/api/shared/${mine.token}`)).status).toBe(404);
      expect((await signIn(t, u.email, PASSWORD, u.ip)).status).toBe(401);

      const db = t.database.db;
      const rows = async (p: Person, planIds: string[]) => ({
        user: (await db.select().from(user).where(eq(user.id, p.id))).length,
        session: (await db.select().from(session).where(eq(session.userId, p.id))).length,
        account: (await db.select().from(account).where(eq(account.userId, p.id))).length,
        profile: (await db.select().from(profile).where(eq(profile.userId, p.id))).length,
        mealPlan: (await db.select().from(mealPlan).where(eq(mealPlan.userId, p.id))).length,
        planShare: (await db.select().from(planShare).where(eq(planShare.userId, p.id))).length,
        shoppingTick: (await db.select().from(shoppingTick).where(inArray(shoppingTick.planId, planIds)))
          .length,
        mailOutbox: (await db.select().from(mailOutbox).where(eq(mailOutbox.userId, p.id))).length,
      });
      expect(await rows(u, mine.planIds)).toEqual({
        user: 0,
        session: 0,
        account: 0,
        profile: 0,
        mealPlan: 0,
        planShare: 0,
        shoppingTick: 0,
        mailOutbox: 0,
      });
      // Nobody else's data is touched.
      expect(await rows(keep, theirs.planIds)).toMatchObject({
        user: 1,
        profile: 1,
        mealPlan: 2,
        planShare: 1,
        shoppingTick: 1,
      });
      expect((await t.request(`/api/shared/${theirs.token}`)).status).toBe(200);
    });

    it("exports the caller's profile, every plan whole, shares, ticks and settings as a JSON attachment", async () => {
      const u = await signUp(t, "Esme Export");
      const other = await signUp(t, "Olu Other");
      await t.request("/api/users/profile", as(u, jsonInit("PUT", { ...TEST_PROFILE, units: "imperial" })));
      const planData = [{ days: [{ day: "Monday", meals: [] }] }, { days: [{ day: "Tuesday", meals: [] }] }];
      const plans = await t.database.db
        .insert(mealPlan)
        .values(
          planData.map((d, i) => ({
            userId: u.id,
            isActive: i === 1,
            planData: d,
            planRequest: { n: i },
            ...SUMMARY,
          })),
        )
        .returning();
      await t.database.db.insert(mealPlan).values({ userId: other.id, planData: { days: [] }, ...SUMMARY });
      const share = await t.request(`/api/meal-plans/${plans[0]?.id}/share`, as(u, jsonInit("PUT", {})));
      const { url } = (await share.json()) as { url: string };

      expect((await t.request("/api/users/export")).status).toBe(401);
      const res = await t.request("/api/users/export", as(u));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(
        /^attachment; filename="nutriweek-export-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      expect(res.headers.get("cache-control")).toBe("no-store");
      const data = (await res.json()) as AccountExport;
      const record = await (await t.request("/api/users", as(u))).json();
      expect(data.profile).toEqual(record);
      expect(data.account).toMatchObject({
        id: u.id,
        email: u.email,
        name: "Esme Export",
        sign_in_methods: ["password"],
      });
      // Cooking settings never chosen read as null: the defaults apply (src/shared/cooking.ts).
      expect(data.settings).toEqual({ units: "imperial", cooking: null });
      expect(
        data.plans.map((p) => p.plan_data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
      ).toEqual(planData);
      expect(data.plans.map((p) => p.id).sort()).toEqual(plans.map((p) => p.id).sort());
      expect(data.shares).toEqual([
        expect.objectContaining({ plan_id: plans[0]?.id, url, include_profile: false }),
      ]);
    });

    it("saves settings one field at a time, and refuses what the profile does not accept", async () => {
      const u = await signUp(t, "Sam Settings");
      const patch = (body: unknown) => t.request("/api/users/settings", as(u, jsonInit("PATCH", body)));
      const saved = await patch({ units: "imperial", name: "Sam S." });
      expect(saved.status).toBe(200);
      expect(await saved.json()).toMatchObject({ units: "imperial", name: "Sam S.", age: null });
      expect((await sessionUser(t, u.cookie))?.name).toBe("Sam S.");
      const lists = await patch({ allergies: ["peanut"], excluded_foods: ["mushrooms"] });
      expect(await lists.json()).toMatchObject({
        units: "imperial",
        allergies: ["peanut"],
        excluded_foods: ["mushrooms"],
      });

      const bad = await patch({ units: "furlongs" });
      expect(bad.status).toBe(400);
      expect(Object.keys((await bad.json()).fields)).toEqual(["units"]);
      expect((await patch({ email: "x@example.com" })).status).toBe(400);
      expect((await t.request("/api/users/settings", jsonInit("PATCH", { units: "metric" }))).status).toBe(
        401,
      );
    });
  });

  describe("without SMTP_URL", () => {
    let t: TestApp;
    const lines: string[] = [];
    beforeAll(async () => {
      t = await startTestApp(kind, { TRUST_PROXY: "1" }, (l) => lines.push(l));
    });
    afterAll(() => t.close());

    it("keeps each message in the outbox, logs one line without the address, and the link works", async () => {
      const u = await signUp(t);
      const ask = await t.request(
        "/api/auth/request-password-reset",
        from(u.ip, jsonInit("POST", { email: u.email })),
      );
      expect(ask.status).toBe(200);
      const kept = await until(async () => (await outboxFor(t, u.email))[0], "the reset in the outbox");
      expect(kept).toMatchObject({ kind: "password_reset", reason: "no_smtp", userId: u.id });
      const noted = lines.map((l) => JSON.parse(l)).filter((l) => /kept in the outbox/.test(l.msg));
      expect(noted).toHaveLength(1);
      expect(lines.join("\n")).not.toContain(u.email);

      const token = resetTokenFrom({ to: [u.email], subject: kept.subject, text: kept.body });
      const reset = await t.request(
        "/api/auth/reset-password",
        from(u.ip, jsonInit("POST", { token, newPassword: NEW_PASSWORD })),
      );
      expect(reset.status).toBe(200);
      expect((await signIn(t, u.email, NEW_PASSWORD, u.ip)).status).toBe(200);
    });

    it("sends at most three reset links an hour to one address, answering 429 with Retry-After", async () => {
      const email = uniqueEmail("flood");
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.request(
          "/api/auth/request-password-reset",
          from(`203.0.113.${i + 1}`, jsonInit("POST", { email })),
        );
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("does not offer Better Auth's verification mail, which would let strangers mail our users", async () => {
      const res = await t.request(
        "/api/auth/send-verification-email",
        jsonInit("POST", { email: uniqueEmail() }),
      );
      expect(res.status).toBe(404);
    });
  });
});
