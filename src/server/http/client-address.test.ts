import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const appWith = (hops: number) => new Hono().get("/", (c) => c.text(clientAddress(c, hops)));
const ask = async (hops: number, xff?: string) =>
  (await appWith(hops).request("/", { headers: xff ? { "x-forwarded-for": xff } : {} })).text();

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", async () => {
    expect(await ask(0, "203.0.113.9")).toBe("in-process");
  });

  it("takes the address the nearest trusted proxy saw, never what the client wrote before it", async () => {
    expect(await ask(1, "203.0.113.9")).toBe("203.0.113.9");
    expect(await ask(1, "1.2.3.4, 203.0.113.9")).toBe("203.0.113.9");
    expect(await ask(2, "1.2.3.4, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await ask(2, "203.0.113.9")).toBe("203.0.113.9");
    expect(await ask(1, "2001:db8::1")).toBe("2001:db8::1");
  });

  it("falls back to the socket when the header is missing or not an address", async () => {
    expect(await ask(1)).toBe("in-process");
    expect(await ask(1, "not-an-ip")).toBe("in-process");
  });
});
