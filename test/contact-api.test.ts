import { like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appRateLimit } from "../src/server/db/schema";
import { CONTACT_RATE_LIMIT } from "../src/server/routes/contact-routes";
import { listContactMessages } from "../src/server/services/contact-service";
import { jsonInit } from "./support/auth-helpers";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

const MESSAGE = {
  name: "Lena Fischer",
  email: "lena@example.com",
  subject: "Vegan keto plans",
  category: "feature",
  message: "Could vegan keto plans include more tempeh?\nThanks!",
};

describe.each(testDatabaseKinds())("contact API on $name (docs/product/contact-messages.md)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());
  // In-process requests share one address; each test starts with a fresh allowance.
  beforeEach(async () => {
    await t.database.db.delete(appRateLimit).where(like(appRateLimit.key, "contact:%"));
  });

  const post = (body: unknown) => t.request("/api/contact", jsonInit("POST", body));

  it("stores a message without sign-in and answers 201", async () => {
    const res = await post(MESSAGE);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });
    const [stored] = await listContactMessages(t.database.db, 1);
    expect(stored).toMatchObject({ ...MESSAGE, category: "feature" });
  });

  it("stores a message with no category", async () => {
    const res = await post({ ...MESSAGE, subject: "No category", category: "" });
    expect(res.status).toBe(201);
    const [stored] = await listContactMessages(t.database.db, 1);
    expect(stored).toMatchObject({ subject: "No category", category: null });
  });

  it("answers 400 naming each missing or invalid field", async () => {
    const res = await post({ name: " ", email: "not-an-email", subject: "", message: "", category: "spam" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields).toMatchObject({
      name: ["Name is required"],
      email: ["Please enter a valid email address"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
    expect(body.fields.category).toBeDefined();
  });

  it("refuses a message longer than the limit", async () => {
    const res = await post({ ...MESSAGE, message: "x".repeat(5001) });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.message).toEqual(["Message must be at most 5000 characters"]);
  });

  it("says a honeypot message arrived but does not keep it", async () => {
    const before = (await listContactMessages(t.database.db, 100)).length;
    const res = await post({ ...MESSAGE, website: "http://spam.example" });
    expect(res.status).toBe(201);
    expect((await listContactMessages(t.database.db, 100)).length).toBe(before);
  });

  it(`answers 429 with Retry-After after ${CONTACT_RATE_LIMIT.max} messages from one address`, async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.max; i++) expect((await post(MESSAGE)).status).toBe(201);
    const res = await post(MESSAGE);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);
  });
});
