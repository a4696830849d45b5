import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 24: a NUL in a Better Auth field reached the database and came back as a 500, and Better
// Auth's router printed the failed request to stderr, past the log redaction. Control characters are
// now a 400 before Better Auth sees the body, and its unexpected errors go through our logger.

const NUL = "a\u0000b";

describe.each(testDatabaseKinds())("Better Auth's edge on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, {}, (l) => lines.push(l));
    a = await signUp(t);
  });
  afterAll(() => t.close());

  it("refuses control characters with 400 naming the field, in bodies and query strings", async () => {
    const cases: [string, RequestInit, string][] = [
      [
        "/api/auth/reset-password",
        jsonInit("POST", { token: NUL, newPassword: "pumpkin-ladder-orbit" }),
        "token",
      ],
      ["/api/auth/revoke-session", jsonInit("POST", { token: NUL }, a.cookie), "token"],
      [
        "/api/auth/sign-in/email",
        jsonInit("POST", { email: a.email, password: "pass\u0007word" }),
        "password",
      ],
      [
        "/api/auth/sign-up/email",
        jsonInit("POST", { name: "Mia\u001b[31m", email: "m@example.com", password: "pumpkin-ladder-orbit" }),
        "name",
      ],
      ["/api/auth/reset-password/abc?callbackURL=%00", {}, "callbackURL"],
      [
        "/api/auth/reset-password",
        jsonInit("POST", { token: "\ud800", newPassword: "pumpkin-ladder-orbit" }),
        "token",
      ],
    ];
    for (const [path, init, field] of cases) {
      const res = await t.request(path, init);
      expect([path, res.status]).toEqual([path, 400]);
      expect(Object.keys((await res.json()).fields)).toEqual([field]);
    }
    const notJson = await t.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
    // Nested values are checked too, without recursion: 5,000 levels are refused, not a stack overflow.
    const nested = await t.request("/api/auth/update-user", jsonInit("POST", { a: { b: [NUL] } }, a.cookie));
    expect((await nested.json()).fields).toEqual({ "a.b.0": ["Must not contain control characters"] });
    const deep = await t.request("/api/auth/update-user", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: a.cookie },
      body: `{"name":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
    });
    expect(deep.status).toBe(400);
  });

  it("logs Better Auth's unexpected errors through the redacting logger, never to the console", async () => {
    const token = decodeURIComponent(a.cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(20);
    const consoleCalls = (["error", "warn", "log", "info"] as const).map((m) => vi.spyOn(console, m));
    const stderr = vi.spyOn(process.stderr, "write");
    const run = async (statements: string[], undo: string[], call: () => Promise<Response>) => {
      for (const s of statements) await t.database.db.execute(sql.raw(s));
      try {
        return await call();
      } finally {
        for (const s of undo) await t.database.db.execute(sql.raw(s));
      }
    };
    // An error Better Auth does not catch itself: its router printed these to stderr whole.
    const uncaught = await run(
      ["alter table verification rename to verification_away"],
      ["alter table verification_away rename to verification"],
      () =>
        t.request(
          "/api/auth/reset-password",
          jsonInit("POST", { token: "x".repeat(24), newPassword: "pumpkin-ladder-orbit" }),
        ),
    );
    // One it catches and answers 500 itself: the database refuses, naming the session token.
    const caught = await run(
      [
        `create function refuse_delete() returns trigger language plpgsql as
           $$ begin raise exception 'cannot delete session %', old.token; end $$`,
        "create trigger refuse_delete before delete on session for each row execute function refuse_delete()",
      ],
      ["drop trigger refuse_delete on session"],
      () => t.request("/api/auth/revoke-session", jsonInit("POST", { token }, a.cookie)),
    );
    const printed = [...consoleCalls, stderr].flatMap((s) => s.mock.calls);
    for (const s of [...consoleCalls, stderr]) s.mockRestore();

    expect([uncaught.status, caught.status]).toEqual([500, 500]);
    expect(printed).toEqual([]);
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged.find((l) => l.msg === "unhandled error")).toMatchObject({
      path: "/api/auth/reset-password",
      dbCode: "42P01",
    });
    expect(logged.find((l) => l.msg === "auth endpoint failed")).toMatchObject({ path: "/revoke-session" });
    expect(lines.join("\n")).not.toContain(token);
  });
});
