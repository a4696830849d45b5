import fc from "fast-check";
import { nastyString, nastyValue, rawBody, validFields as v } from "./fuzz-values";

// Every endpoint of the API (and a few pages), each with a valid body built from its shared schema's
// fields; a drawn request keeps it, breaks one field, adds or drops fields, or sends raw bytes.

export interface FuzzFixture {
  /** A plan of the signed-in caller, another user's, and the caller's share token. */
  ownPlan: string;
  otherPlan: string;
  shareToken: string;
  /** Session cookies: the caller's and another user's. */
  cookie: string;
  otherCookie: string;
  /** The site's own origin, which browsers send with every POST. */
  origin: string;
}

export interface FuzzRequest {
  endpoint: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

type Body = fc.Arbitrary<Record<string, unknown>>;
const obj = (fields: Record<string, fc.Arbitrary<unknown>>): Body => fc.record(fields, { requiredKeys: [] });

const profile = obj({
  name: v.name,
  age: v.age,
  gender: v.gender,
  height_cm: v.height_cm,
  weight_kg: v.weight_kg,
  activity_level: v.activity_level,
  country_region: v.cuisine,
  food_preference: v.diet,
  health_conditions: v.conditions,
  foods_to_include: v.foods,
  units: v.units,
});
const member = obj({
  name: v.name,
  age: v.age,
  gender: v.gender,
  height_cm: v.height_cm,
  weight_kg: v.weight_kg,
  activity_level: v.activity_level,
  diet: v.diet,
  health_conditions: v.conditions,
  fitness_goal: v.goal,
  meals_at_home: fc.constant({ weekday: ["breakfast", "dinner"], weekend: ["breakfast", "lunch", "dinner"] }),
});
const generate = obj({
  fitness_goal: v.goal,
  cuisine: v.cuisine,
  diet_type: v.diet,
  foods_to_include: v.foods,
  health_conditions: v.conditions,
});

interface Endpoint {
  method: string;
  /** `:plan`, `:token`, `:uid`, `:day`, `:meal` are filled in from the fixture or with nasty text. */
  path: string;
  body?: Body;
  query?: fc.Arbitrary<string>;
}

export const ENDPOINTS: Record<string, Endpoint> = {
  health: { method: "GET", path: "/api/health" },
  authMethods: { method: "GET", path: "/api/config/auth-methods" },
  signUp: {
    method: "POST",
    path: "/api/auth/sign-up/email",
    body: obj({ name: v.name, email: v.email, password: v.password }),
  },
  signIn: {
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: obj({ email: v.email, password: v.password }),
  },
  getSession: { method: "GET", path: "/api/auth/get-session" },
  updateUser: {
    method: "POST",
    path: "/api/auth/update-user",
    body: obj({ name: v.name, image: fc.constant("https://example.com/a.png") }),
  },
  changePassword: {
    method: "POST",
    path: "/api/auth/change-password",
    body: obj({ currentPassword: v.password, newPassword: v.password }),
  },
  social: {
    method: "POST",
    path: "/api/auth/sign-in/social",
    body: obj({ provider: fc.constantFrom("google", "github"), callbackURL: fc.constant("/dashboard") }),
  },
  authOther: { method: "POST", path: "/api/auth/:token", body: obj({ email: v.email }) },
  user: { method: "GET", path: "/api/users" },
  userByUid: { method: "GET", path: "/api/users/:uid" },
  createUser: { method: "POST", path: "/api/users", body: obj({ name: v.name }) },
  autoCreate: { method: "POST", path: "/api/users/auto-create", body: obj({ name: v.name }) },
  profile: { method: "PUT", path: "/api/users/profile", body: profile },
  list: {
    method: "GET",
    path: "/api/meal-plans",
    query: fc.oneof(
      fc.constant(""),
      nastyString.map((s) => `?limit=${enc(s)}`),
      nastyString.map((s) => `?cursor=${enc(s)}&limit=5`),
    ),
  },
  generate: { method: "POST", path: "/api/meal-plans/generate", body: generate },
  members: { method: "GET", path: "/api/household/members" },
  addMember: { method: "POST", path: "/api/household/members", body: member },
  // A member id the caller does not own (a plan's id) or nasty text: answered 404 or 400, never 500.
  editMember: { method: "PUT", path: "/api/household/members/:plan", body: member },
  removeMember: { method: "DELETE", path: "/api/household/members/:plan" },
  plan: { method: "GET", path: "/api/meal-plans/:plan" },
  pdf: { method: "POST", path: "/api/meal-plans/:plan/pdf", body: obj({}) },
  pdfFile: { method: "GET", path: "/api/meal-plans/:plan/pdf/file" },
  ticks: { method: "GET", path: "/api/meal-plans/:plan/shopping-ticks" },
  tick: {
    method: "PUT",
    path: "/api/meal-plans/:plan/shopping-ticks",
    body: obj({ item: fc.constantFrom("black tea", "oats"), ticked: fc.boolean() }),
  },
  share: { method: "GET", path: "/api/meal-plans/:plan/share" },
  shareOn: {
    method: "PUT",
    path: "/api/meal-plans/:plan/share",
    body: obj({ include_profile: fc.boolean() }),
  },
  shareOff: { method: "DELETE", path: "/api/meal-plans/:plan/share" },
  alternatives: { method: "GET", path: "/api/meal-plans/:plan/days/:day/meals/:meal/alternatives" },
  swap: {
    method: "POST",
    path: "/api/meal-plans/:plan/days/:day/meals/:meal/swap",
    body: obj({ recipe_id: fc.constantFrom("it-black-tea", "no-such-recipe") }),
  },
  shared: { method: "GET", path: "/api/shared/:token" },
  contact: {
    method: "POST",
    path: "/api/contact",
    body: obj({
      name: v.name,
      email: v.email,
      subject: v.text,
      message: v.text,
      category: fc.constantFrom("general", "", "billing"),
    }),
  },
  subscribe: { method: "POST", path: "/api/subscriptions", body: obj({ email: v.email }) },
  sharedPage: { method: "GET", path: "/shared/:token" },
  page: { method: "GET", path: "/:token" },
};

/** Percent-encodes any text; a lone surrogate becomes its (invalid) three UTF-8-style bytes. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return `${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ""))}%ED%A0%80`;
  }
};

/** A path segment: mostly nasty text, sometimes as sent raw rather than percent-encoded. */
const segment = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: nastyString.map((s) => enc(s || "x")) },
    fc.constantFrom("%ZZ", "%E0%A4%A", "%00", "..", "%2e%2e%2f", "x".repeat(3_000)),
  );

/** A valid body with one field broken, some added, some dropped; or raw bytes; or nothing. */
function bodyFor(valid: Body): fc.Arbitrary<string | Uint8Array | undefined> {
  const broken = fc
    .tuple(
      valid,
      fc.oneof(nastyString, fc.constantFrom("name", "age", "email", "password", "items")),
      nastyValue,
      fc.boolean(),
    )
    .map(([b, key, value, drop]) => {
      const keys = Object.keys(b);
      const k = keys.length && drop ? (keys[key.length % keys.length] as string) : key;
      const out: Record<string, unknown> = { ...b };
      if (drop && keys.length) delete out[k];
      else out[k] = value;
      return JSON.stringify(out);
    });
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((b) => JSON.stringify(b)) },
    { weight: 6, arbitrary: broken },
    { weight: 2, arbitrary: rawBody },
    { weight: 1, arbitrary: nastyValue.map((x) => JSON.stringify(x) ?? "null") },
    fc.constant(undefined),
  );
}

export function fuzzRequest(f: FuzzFixture): fc.Arbitrary<FuzzRequest> {
  const names = Object.keys(ENDPOINTS);
  return fc.constantFrom(...names).chain((endpoint) => {
    const e = ENDPOINTS[endpoint] as Endpoint;
    const plan = segment(
      fc.constantFrom(f.ownPlan, f.ownPlan, f.otherPlan, "3f1c9a52-8d4e-4b7a-9c2f-0e6d5a1b2c3d"),
    );
    const token = segment(fc.constantFrom(f.shareToken, "A".repeat(32), "list-sessions", "forget-password"));
    const day = segment(fc.constantFrom("0", "6", "monday", "7", "-1"));
    const meal = segment(fc.constantFrom("0", "1", "9", "10"));
    return fc
      .record({
        plan,
        token,
        day,
        meal,
        query: e.query ?? fc.constant(""),
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(e.method) },
          fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        ),
        cookie: fc.constantFrom(
          f.cookie,
          f.cookie,
          f.cookie,
          f.otherCookie,
          "",
          "better-auth.session_token=forged.sig",
        ),
        contentType: fc.constantFrom(
          "application/json",
          "application/json",
          "text/plain",
          "",
          "multipart/form-data; boundary=x",
        ),
        origin: fc.constantFrom(f.origin, f.origin, f.origin, "", "https://evil.example"),
        ip: fc.nat({ max: 250 }).map((n) => `198.18.${n}.${(n * 7) % 250}`),
        body: e.body ? bodyFor(e.body) : fc.constant(undefined),
      })
      .map((r) => {
        const path = e.path
          .replace(":plan", r.plan)
          .replace(":token", r.token)
          .replace(":uid", r.token)
          .replace(":day", r.day)
          .replace(":meal", r.meal);
        const headers: Record<string, string> = { "x-forwarded-for": r.ip };
        if (r.cookie) headers.cookie = r.cookie;
        if (r.contentType) headers["content-type"] = r.contentType;
        if (r.origin) headers.origin = r.origin;
        const hasBody = r.method !== "GET" && r.body !== undefined;
        return {
          endpoint,
          method: r.method,
          path: `${path}${r.query}`,
          headers,
          ...(hasBody ? { body: r.body } : {}),
        };
      });
  });
}
