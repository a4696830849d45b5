import { type Context, Hono } from "hono";
import { PASSWORD_MAX, PASSWORD_MIN } from "../../shared/auth";
import type { AppDeps, AppEnv } from "../app-types";
import { AppError } from "../http/app-error";
import { clientAddress } from "../http/client-address";
import { keepOutOfCaches } from "../http/no-store";
import { duringOutage, serviceUnavailable, storageUnavailable } from "../http/outage";
import { mailNotSent, trackMailDelivery } from "../mail/account-mail";
import { assertOffered, assertResetMailAllowed, forwardedBody, resetAccountWords } from "./account-requests";
import { readAuthRequest } from "./auth-request";
import { type Auth, CLIENT_IP_HEADER } from "./create-auth";
import { weakPasswordReason } from "./password-strength";
import { assertSignInAllowed, recordSignInFailure, recordSignInSuccess } from "./sign-in-throttle";
import { decoyForKnownAddress, removeDecoy, type SignUpDecoy } from "./sign-up-decoy";

// Better Auth's standard endpoints under /api/auth/*. Its requests are read and checked here first
// (auth-request.ts): control characters and broken bodies are 400s before Better Auth sees them. Then: new
// passwords must be hard to guess, failed sign-ins slow the failing address (sign-in-throttle.ts), sign-up
// does the same work for known and new addresses (sign-up-decoy.ts), the client's address comes from the
// socket or only from proxies we are told to trust (TRUST_PROXY), Google is answered with a readable message
// when it is not configured (docs/product/sign-in-methods.md), and session tokens are kept out of response
// bodies (the HttpOnly cookie carries the session).

const SECRET_KEYS = new Set(["token", "password", "accessToken", "refreshToken", "idToken"]);
/** The field holding a new password, per endpoint. */
const NEW_PASSWORD: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

const text = (v: unknown) => (typeof v === "string" ? v : undefined);

export function authRoutes({ auth, config, database, logger }: AppDeps) {
  const { db } = database;
  const app = new Hono<AppEnv>();

  app.all("*", async (c) => {
    const { text: raw, body } = await readAuthRequest(c);
    const path = new URL(c.req.url).pathname.replace(/^\/api\/auth/, "");
    assertOffered(path, c.req.method);
    if (path === "/sign-in/social" && !config.google && body.provider === "google") {
      throw new AppError("bad_request", "Google sign-in is not configured on this server");
    }
    await assertStrongNewPassword(auth, c, path, body, db);
    const address = clientAddress(c, config.trustProxy);
    const email = text(body.email);
    await assertResetMailAllowed(db, path, email);
    const signingIn = path === "/sign-in/email" && email !== undefined;
    if (signingIn) await assertSignInAllowed(db, address, email);
    const decoy = path === "/sign-up/email" && email ? await decoyForKnownAddress(db, email) : null;

    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, address);
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
    const forwarded = decoy
      ? JSON.stringify({ ...body, email: decoy.email })
      : forwardedBody(path, raw, body);
    const faults = database.storage.seen();
    const { result: res, mailFailed } = await trackMailDelivery(() =>
      auth.handler(
        new Request(c.req.url, { method: c.req.method, headers, ...(hasBody && { body: forwarded }) }),
      ),
    );
    if (mailFailed) throw mailNotSent();
    // Better Auth answers a failed write with a refusal of its own ("Failed to create user", 422); if
    // its log saw full or read-only storage meanwhile, say that instead.
    const fault = database.storage.seen() !== faults ? database.storage.current() : null;
    if (fault && res.status >= 400) throw storageUnavailable(fault);
    if (res.status >= 500) {
      logger.error("auth endpoint failed", { reqId: c.get("requestId"), path, status: res.status });
      // Better Auth answers its own failures with a 500 of its own; during an outage that is a 503.
      if (await duringOutage(null, database)) throw serviceUnavailable();
    }
    if (signingIn && res.status === 401) await recordSignInFailure(db, address, email);
    if (signingIn && res.ok) await recordSignInSuccess(db, address, email);
    const out = await answer(res, {
      noStore: keepOutOfCaches(c.req.method, c.req.header("cookie")),
      ...(decoy && email && { signUp: { decoy, email } }),
    });
    if (decoy) {
      // Once the answer is on its way: the known address's answer waits no longer than a new one's.
      setImmediate(() =>
        removeDecoy(db, decoy).catch((err: unknown) =>
          logger.warn("sign-up decoy not removed", { err: String(err) }),
        ),
      );
    }
    return out;
  });
  return app;
}

/** Sign-up, change and reset: a new password that is easy to guess is refused (400, field message). */
async function assertStrongNewPassword(
  auth: Auth,
  c: Context,
  path: string,
  body: Record<string, unknown>,
  db: AppDeps["database"]["db"],
) {
  const field = NEW_PASSWORD[path];
  const password = field ? text(body[field]) : undefined;
  // Length is Better Auth's own rule, with its own message ("Password too short"): checked there.
  if (!field || !password || password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return;
  const personal =
    path === "/change-password"
      ? await auth.api.getSession({ headers: c.req.raw.headers }).then((s) => [s?.user.name, s?.user.email])
      : path === "/reset-password"
        ? await resetAccountWords(db, body.token)
        : [text(body.name), text(body.email)];
  const reason = weakPasswordReason(password, personal);
  if (reason) throw new AppError("validation", reason, { fields: { [field]: [reason] } });
}

/**
 * Better Auth's answer as ours: no session tokens in JSON bodies, a sign-up decoy's address replaced
 * by the one typed, no-store where http/no-store.ts says so, and Retry-After on a 429 (Better Auth's
 * limiter sends only X-Retry-After).
 */
async function answer(
  res: Response,
  { noStore, signUp }: { noStore: boolean; signUp?: { decoy: SignUpDecoy; email: string } },
): Promise<Response> {
  const json = res.headers.get("content-type")?.includes("application/json");
  const addNoStore = noStore && !res.headers.has("cache-control");
  if (!json && res.status !== 429 && !addNoStore) return res;
  const headers = new Headers(res.headers);
  if (addNoStore) headers.set("Cache-Control", "no-store");
  if (res.status === 429 && !headers.has("retry-after")) {
    headers.set("Retry-After", headers.get("x-retry-after") ?? "60");
  }
  if (!json) return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  const raw = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return new Response(raw, { status: res.status, statusText: res.statusText, headers });
  }
  const out = strip(body) as { user?: { email?: unknown } };
  if (signUp && out.user?.email === signUp.decoy.email) out.user.email = signUp.email.toLowerCase();
  headers.delete("content-length");
  return new Response(JSON.stringify(out), { status: res.status, statusText: res.statusText, headers });
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEYS.has(k))
        // A refusal's field messages name fields ("password: Required"), never hold their values.
        .map(([k, v]) => [k, k === "fields" ? v : strip(v)]),
    );
  }
  return value;
}
