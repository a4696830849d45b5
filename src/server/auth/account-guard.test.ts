import { describe, expect, it } from "vitest";
import { capSessionExpiry, SESSION_MAX_MS } from "./account-guard";

describe("session cap", () => {
  it("never renews a session past 30 days from its creation", () => {
    const created = new Date("2026-01-01T00:00:00Z");
    const cap = new Date(created.getTime() + SESSION_MAX_MS);
    expect(capSessionExpiry({ expiresAt: new Date("2026-01-05T00:00:00Z") }, created).data.expiresAt).toEqual(
      new Date("2026-01-05T00:00:00Z"),
    );
    expect(capSessionExpiry({ expiresAt: new Date("2026-02-20T00:00:00Z") }, created).data.expiresAt).toEqual(
      cap,
    );
    const noExpiry = { expiresAt: undefined, updatedAt: created };
    expect(capSessionExpiry(noExpiry, created).data).toBe(noExpiry);
  });
});
