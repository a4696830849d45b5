import { Hono } from "hono";
import type { AppEnv } from "../app-types";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { AppError } from "../http/app-error";
import { clientAddress } from "../http/client-address";
import { duringOutage, serviceUnavailable } from "../http/outage";
import { type Auth, CLIENT_IP_HEADER } from "./create-auth";

// Better Auth's standard endpoints under /api/auth/*, with three things around them: the client's
// address taken from the socket, or from X-Forwarded-For only behind proxies we are told to trust
// (TRUST_PROXY; never a header the client alone could forge), Google answered with a
// readable message when it is not configured (decisions D10), and session tokens kept out of
// response bodies (the HttpOnly cookie carries the session).

const SECRET_KEYS = new Set(["token", "password", "accessToken", "refreshToken", "idToken"]);

export function authRoutes(auth: Auth, config: Config, database: Database) {
  const app = new Hono<AppEnv>();

  app.post("/sign-in/social", async (c, next) => {
    if (config.google) return next();
    const body = (await c.req.raw
      .clone()
      .json()
      .catch(() => ({}))) as { provider?: unknown };
    if (body.provider === "google") {
      throw new AppError("bad_request", "Google sign-in is not configured on this server");
    }
    return next();
  });

  app.all("*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c, config.trustProxy));
    const res = await auth.handler(new Request(c.req.raw, { headers }));
    // Better Auth answers its own failures with a 500 of its own; during an outage that is a 503.
    if (res.status >= 500 && (await duringOutage(null, database))) throw serviceUnavailable();
    return withoutSecrets(res);
  });
  return app;
}

async function withoutSecrets(res: Response): Promise<Response> {
  if (!res.headers.get("content-type")?.includes("application/json")) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(strip(body)), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEYS.has(k))
        .map(([k, v]) => [k, strip(v)]),
    );
  }
  return value;
}
