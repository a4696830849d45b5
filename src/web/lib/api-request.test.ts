import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, apiSend, refusalOf } from "./api-request";
import { createQueryClient, getQueryFn } from "./query-client";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with its content type only when there is a body, with cookies", async () => {
    const fetchMock = respond(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/x", { a: 1 });
    await apiRequest("GET", "/api/y");
    const [, withBody] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const [, without] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(withBody).toMatchObject({ method: "POST", body: '{"a":1}', credentials: "include" });
    expect(withBody.headers).toEqual({ "Content-Type": "application/json" });
    expect(without.body).toBeUndefined();
    expect(without.headers).toEqual({});
  });

  it("throws 'STATUS: message' with the server's readable message, never raw JSON", async () => {
    vi.stubGlobal("fetch", respond(400, '{"error":"validation","message":"Invalid age"}'));
    await expect(apiRequest("PUT", "/api/users/profile", {})).rejects.toThrow(/^400: Invalid age$/);
  });

  it("reads an answer nobody needs to its end, so the request does not stay open", async () => {
    const res = new Response('{"user":{}}', { status: 200 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => res),
    );
    await apiSend("POST", "/api/auth/sign-up/email", { email: "a@example.com" });
    expect(res.bodyUsed).toBe(true);
  });

  it("uses the body text, or the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", respond(502, "upstream down"));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("502: upstream down");
    vi.stubGlobal("fetch", respond(503, "", "Service Unavailable"));
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("query defaults", () => {
  it("joins the key's segments with / and can return null on 401", async () => {
    const fetchMock = respond(401, "nope");
    vi.stubGlobal("fetch", fetchMock);
    const fn = getQueryFn<unknown>({ on401: "returnNull" });
    const result = await fn({ queryKey: ["/api/users", "abc"] } as never);
    expect(result).toBeNull();
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/users/abc");
    await expect(getQueryFn({ on401: "throw" })({ queryKey: ["/api/x"] } as never)).rejects.toThrow(
      "401: nope",
    );
  });

  it("never goes stale, never refetches on its own and never retries", () => {
    const d = createQueryClient().getDefaultOptions();
    expect(d.queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(d.queries?.refetchOnWindowFocus).toBe(false);
    expect(d.queries?.refetchInterval).toBe(false);
    expect(d.queries?.retry).toBe(false);
    expect(d.mutations?.retry).toBe(false);
  });
});

describe("explained refusals", () => {
  it("keeps the engine's refusal whole, and nothing when the body holds none", async () => {
    const refusal = {
      code: "rules_conflict",
      rule: "Sodium at most 1,500 mg a day (high blood pressure)",
      rule_id: "sodium",
      message: "No day fits",
      suggestion: "Pick Maintain",
    };
    vi.stubGlobal(
      "fetch",
      respond(422, JSON.stringify({ error: "unprocessable", message: "No day fits", refusal })),
    );
    const err = await apiRequest("POST", "/api/meal-plans/generate", {}).catch((e: unknown) => e);
    expect(String(err)).toMatch(/422: No day fits$/);
    expect(refusalOf(err)).toEqual(refusal);
    vi.stubGlobal("fetch", respond(422, '{"message":"m","refusal":{"rule":"r"}}'));
    expect(refusalOf(await apiRequest("POST", "/x", {}).catch((e: unknown) => e))).toBeUndefined();
    expect(refusalOf(new Error("plain"))).toBeUndefined();
  });
});
