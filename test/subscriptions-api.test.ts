import { like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appRateLimit } from "../src/server/db/schema";
import { SUBSCRIPTION_RATE_LIMIT } from "../src/server/routes/subscription-routes";
import { listSubscribers } from "../src/server/services/subscription-service";
import { jsonInit } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// The product rule under test: docs/product/blog-subscriptions.md.
describe.each(testDatabaseKinds())("blog subscriptions on $name", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(appRateLimit).where(like(appRateLimit.key, "subscription:%"));
  });

  const subscribe = (body: unknown) => t.request("/api/subscriptions", jsonInit("POST", body));

  it("stores an address once, however often it is sent and however it is capitalised", async () => {
    for (const email of ["Reader@Example.com", "reader@example.com", " reader@example.com "]) {
      const res = await subscribe({ email });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ subscribed: true });
    }
    expect((await listSubscribers(t.database.db)).map((s) => s.email)).toEqual(["reader@example.com"]);
  });

  it("answers 400 with the field's message for a missing or invalid address", async () => {
    for (const [body, message] of [
      [{}, "Email is required"],
      [{ email: "" }, "Email is required"],
      [{ email: "not-an-email" }, "Please enter a valid email address"],
    ] as const) {
      const res = await subscribe(body);
      expect(res.status).toBe(400);
      expect((await res.json()).fields.email).toEqual([message]);
    }
  });

  it(`answers 429 with Retry-After after ${SUBSCRIPTION_RATE_LIMIT.max} requests from one address`, async () => {
    for (let i = 0; i < SUBSCRIPTION_RATE_LIMIT.max; i++) {
      expect((await subscribe({ email: `r${i}@example.com` })).status).toBe(200);
    }
    const res = await subscribe({ email: "one-more@example.com" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
