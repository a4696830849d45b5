import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const tmp = () => mkdtempSync(path.join(tmpdir(), "nw-config-"));

describe("loadConfig", () => {
  it("has working local defaults", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(5000);
    expect(config.baseUrl).toBe("http://localhost:5000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.freePlansPerMonth).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.host).toBe("127.0.0.1");
    expect(config.trustProxy).toBe(0);
    expect(config.planCallsPerMinute).toBe(20);
  });

  it("reads TRUST_PROXY as true, false or a number of proxies", () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("keeps a generated secret in the data folder so sessions survive restarts", () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(readFileSync(path.join(dir, ".auth-secret"), "utf8").trim()).toBe(first);
  });

  it("derives BASE_URL from PORT and selects PostgreSQL by URL", () => {
    const config = loadConfig({ DATA_DIR: tmp(), PORT: "6123", DATABASE_URL: "postgres://u@h:5432/db" });
    expect(config.baseUrl).toBe("http://localhost:6123");
    expect(config.databaseUrl).toBe("postgres://u@h:5432/db");
  });

  it("lists every problem at once", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", BASE_URL: "not a url" });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const message = (err as ConfigError).message;
      expect(message).toMatch(/PORT/);
      expect(message).toMatch(/DATABASE_URL must start with postgres/);
      expect(message).toMatch(/BASE_URL must be a full URL/);
    }
  });

  it("requires AUTH_SECRET in production and both Google settings together", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: tmp() })).toThrow(/AUTH_SECRET: required/);
    expect(() => loadConfig({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: "id" })).toThrow(/set both or neither/);
  });

  it("reads the free-plan allowance as a number", () => {
    expect(loadConfig({ DATA_DIR: tmp(), FREE_PLANS_PER_MONTH: "3" }).freePlansPerMonth).toBe(3);
    expect(() => loadConfig({ DATA_DIR: tmp(), FREE_PLANS_PER_MONTH: "lots" })).toThrow(ConfigError);
  });
  it("keeps mail in the outbox without SMTP_URL, and needs MAIL_FROM with one", () => {
    const dir = tmp();
    const outbox = loadConfig({ DATA_DIR: dir, BASE_URL: "https://nutriweek.example" });
    expect(outbox.smtpUrl).toBeUndefined();
    expect(outbox.mailFrom).toBe("NutriWeek <no-reply@nutriweek.example>");
    const smtp = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: "smtps://user:pw@mail.example.com:465",
      MAIL_FROM: "NutriWeek <hello@nutriweek.example>",
    });
    expect([smtp.smtpUrl, smtp.mailFrom]).toEqual([
      "smtps://user:pw@mail.example.com:465",
      "NutriWeek <hello@nutriweek.example>",
    ]);
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: "smtp://mail.example.com" })).toThrow(
      /MAIL_FROM: required/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, SMTP_URL: "http://mail.example.com", MAIL_FROM: "a@b.co" }),
    ).toThrow(/SMTP_URL must start with smtp/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: "a@b.co\r\nBcc: x@y.co" })).toThrow(
      /MAIL_FROM must be/,
    );
  });
});
