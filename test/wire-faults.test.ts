import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { headersOf, type Listening, listen, rawRequest } from "./support/raw-http";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 24, over a real socket: a body broken on the wire is the caller's 400, never a database
// outage (which turned the next real 500s into 503s for 10 s); an answer given before the body was
// read closes its connection, where a 413 kept it alive and the next request on it was reset.

const post = (path: string, headers: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n`;

describe.each(testDatabaseKinds())("requests broken on the wire on $name", (kind) => {
  let t: TestApp;
  let server: Listening;
  let a: SignedUpUser;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, {}, (l) => lines.push(l));
    server = await listen(t);
    a = await signUp(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it("answers a malformed chunked body with 400, and a real failure after it is still a 500", async () => {
    const badChunk = await rawRequest(
      server.port,
      `${post("/api/contact", "Transfer-Encoding: chunked\r\n")}zz\r\nabc\r\n0\r\n\r\n`,
    );
    expect(badChunk.statuses).toEqual([400]);
    const truncated = await rawRequest(
      server.port,
      `${post("/api/contact", "Content-Length: 100\r\n")}{"name":`,
      {
        end: true,
      },
    );
    expect(truncated.statuses).toEqual([400]);
    const authChunk = await rawRequest(
      server.port,
      `${post("/api/auth/sign-in/email", "Transfer-Encoding: chunked\r\n")}5\r\n{"ema\r\n-1\r\n\r\n`,
    );
    expect(authChunk.statuses).toEqual([400]);
    expect(lines.filter((l) => l.includes("database unavailable"))).toEqual([]);

    // A genuine failure right after: the database refuses the write. Not an outage, so not a 503.
    await t.database.db.execute(
      sql.raw("alter table profile add constraint wire_guard check (age < 0) not valid"),
    );
    const failed = await t.request("/api/users/profile", jsonInit("PUT", TEST_PROFILE, a.cookie));
    await t.database.db.execute(sql.raw("alter table profile drop constraint wire_guard"));
    expect(failed.status).toBe(500);
    expect((await t.request("/api/health")).status).toBe(200);
  });

  it("closes the connection after a 413, and after any answer given before the body was read", async () => {
    const tooLarge = await rawRequest(
      server.port,
      `${post("/api/contact", `Content-Length: ${10 * 1024 * 1024}\r\n`)}{"a":1}`,
    );
    expect(tooLarge.statuses).toEqual([413]);
    expect(headersOf(tooLarge.text).connection).toBe("close");
    expect(tooLarge.ended).toBe("closed");

    // A second request pipelined behind the 413 is never read as part of the refused body.
    const big = "x".repeat(70 * 1024);
    const pipelined = await rawRequest(
      server.port,
      `${post("/api/contact", `Content-Length: ${big.length}\r\n`)}${big}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(pipelined.statuses[0]).toBe(413);
    expect(headersOf(pipelined.text).connection).toBe("close");
    expect(pipelined.ended).not.toBe("reset");

    // Refused before reading: not signed in.
    const body = JSON.stringify(TEST_PROFILE);
    const unauthenticated = await rawRequest(
      server.port,
      `PUT /api/users/profile HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(unauthenticated.statuses).toEqual([401]);
    expect(headersOf(unauthenticated.text).connection).toBe("close");

    // A body that was read keeps the connection for the next request.
    const read = await rawRequest(
      server.port,
      `PUT /api/users/profile HTTP/1.1\r\nHost: x\r\nCookie: ${a.cookie}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n`,
      { timeoutMs: 1_500 },
    );
    expect(read.statuses).toEqual([200, 200]);
    expect(headersOf(read.text).connection).toBe("keep-alive");

    // A fetch client carries on after a 413: the next call on the same origin is answered.
    const base = `http://127.0.0.1:${server.port}`;
    const refused = await fetch(`${base}/api/contact`, {
      method: "POST",
      body: big,
      headers: { "content-type": "application/json" },
    });
    expect(refused.status).toBe(413);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it("answers oversized headers with 431 and closes", async () => {
    const res = await rawRequest(
      server.port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
    );
    expect(res.statuses).toEqual([431]);
    expect(res.ended).toBe("closed");
  });
});
