import { describe, expect, it } from "vitest";
import { createLogger, errorFields } from "./logger";
import { redact, scrubText } from "./redact";

const CANARY = "CanarySecret7f3aCanarySecret7f3aXyZ";

describe("log redaction", () => {
  it("replaces secret and personal fields wherever they are", () => {
    const out = JSON.stringify(
      redact({
        reqId: "r1",
        session: { token: CANARY },
        headers: { cookie: `better-auth.session_token=${CANARY}`, authorization: `Bearer ${CANARY}` },
        body: { name: "Asha Rao", weight_kg: 68, health_conditions: ["diabetes"] },
        args: [{ user: { email: "asha@example.com" }, password: "hunter2hunter2" }],
        change: { allergies: ["sesame"], excluded_foods: ["durian"] },
      }),
    );
    expect(scrubText('{"allergies":["lupin"],"excluded_foods":["okra"]}')).not.toMatch(/lupin|okra/);
    for (const secret of [
      CANARY,
      "Asha",
      "68",
      "diabetes",
      "asha@example.com",
      "hunter2",
      "sesame",
      "durian",
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain('"reqId":"r1"');
  });

  it("scrubs tokens, cookies, e-mails and query parameters out of free text", () => {
    const text = scrubText(
      `Failed query: update "profile" set "name" = $1\nparams: Asha Rao,asha@example.com,68,diabetes`,
    );
    expect(text).toBe(`Failed query: update "profile" set "name" = $1\nparams: [redacted]`);
    expect(scrubText(`cookie better-auth.session_token=${CANARY}.sig; other=1`)).not.toContain(CANARY);
    expect(scrubText(`/api/shared/${CANARY.slice(0, 32)}`)).toBe("/api/shared/[redacted]");
    expect(scrubText(`{"password":"p4ss","token":"${CANARY}","ok":1}`)).toBe(
      '{"password": "[redacted]","token": "[redacted]","ok":1}',
    );
    expect(scrubText("callback?code=abc123&state=xyz")).toBe("callback?code=[redacted]&state=[redacted]");
    expect(scrubText("Mail mia@example.com now")).toBe("Mail [email] now");
    // Plan ids are not secrets.
    expect(scrubText("/api/meal-plans/3f1c9a52-8d4e-4b7a-9c2f-0e6d5a1b2c3d")).toContain("3f1c9a52-8d4e");
  });

  it("logs a database error by its code and message, never the query's parameters", () => {
    const pgError = Object.assign(new Error('new row for relation "profile" violates check constraint'), {
      code: "23514",
      detail: "Failing row contains (Asha Rao, 68, diabetes).",
    });
    const wrapped = new Error("Failed query: update profile set name = $1\nparams: Asha Rao,68,diabetes", {
      cause: pgError,
    });
    expect(errorFields(wrapped)).toEqual({
      err: 'new row for relation "profile" violates check constraint',
      dbCode: "23514",
    });
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(errorFields(refused)).toEqual({
      err: "connect ECONNREFUSED 127.0.0.1:5432",
      dbCode: "ECONNREFUSED",
    });
  });

  it("never writes the canary through the logger, whatever it is handed", () => {
    const lines: string[] = [];
    const logger = createLogger("debug", (l) => lines.push(l));
    logger.error(`token ${CANARY} leaked`, {
      err: new Error(`session ${CANARY}`),
      detail: { nested: [CANARY] },
    });
    expect(lines.join("\n")).not.toContain(CANARY);
  });
});
