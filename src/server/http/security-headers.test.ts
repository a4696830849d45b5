import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

const headersFor = async (baseUrl: string, imageOrigins?: string[]) => {
  const app = new Hono();
  app.use(securityHeaders({ baseUrl, imageOrigins }));
  app.get("/", (c) => c.text("ok"));
  return (await app.request("/")).headers;
};

describe("security headers", () => {
  it("send a strict CSP, nosniff, a referrer policy, no framing and a permissions policy", async () => {
    const h = await headersFor("http://localhost:5000");
    const csp = h.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(h.get("x-content-type-options")).toBe("nosniff");
    expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-frame-options")).toBe("DENY");
    expect(h.get("permissions-policy")).toContain("camera=()");
    expect(h.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS and upgrades requests only when the site is https, and allows our image host", async () => {
    const h = await headersFor("https://nutriweek.example", ["https://img.nutriweek.example"]);
    expect(h.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(h.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect(h.get("content-security-policy")).toContain(
      "img-src 'self' data: blob: https://img.nutriweek.example",
    );
  });
});
