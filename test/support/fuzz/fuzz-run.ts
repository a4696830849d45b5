import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { jsonInit, type SignedUpUser, signUp } from "../auth-helpers";
import { listen } from "../raw-http";
import { startTestApp, type TestApp } from "../test-app";
import type { TestDatabaseKind } from "../test-database";
import { type FuzzFixture, type FuzzRequest, fuzzRequest } from "./fuzz-requests";
import { runWireFuzz, type WireFinding } from "./fuzz-wire";

// Sends generated bad requests to the real app (in process, on a real database) and counts the
// answers by status. Any 5xx, or a request the app fails to answer, is a finding.

export interface FuzzReport {
  database: string;
  sent: number;
  byStatus: Map<number, number>;
  /** Requests answered 5xx or not answered at all, with what was sent. */
  findings: { status: number | "threw"; request: FuzzRequest; detail: string }[];
  ms: number;
  /** The raw-socket phase: malformed requests to Node's HTTP server in front of the app. */
  wire: { sent: number; byStatus: Map<number | "closed", number>; findings: WireFinding[]; ms: number };
}

const PROFILE = {
  name: "Fuzz Person",
  age: 40,
  gender: "female",
  height_cm: 170,
  weight_kg: 70,
  activity_level: "moderately_active",
  country_region: "indian",
  food_preference: "vegetarian",
  foods_to_include: ["tea"],
};

/** A built client stand-in, so page paths are served (and 404) as in production. */
function fakeClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "nw-fuzz-client-"));
  mkdirSync(path.join(dir, "pages"));
  for (const f of ["index", "404", "shared"]) writeFileSync(path.join(dir, `pages/${f}.html`), `<p>${f}</p>`);
  const manifest = {
    pages: { "/": "pages/index.html" },
    shells: { "/shared/*": "pages/shared.html" },
    notFound: "pages/404.html",
    notFoundUnder: {},
    sitemap: ["/"],
  };
  writeFileSync(path.join(dir, "pages.json"), JSON.stringify(manifest));
  return dir;
}

async function withPlan(t: TestApp, u: SignedUpUser): Promise<string> {
  await t.request("/api/users/profile", jsonInit("PUT", PROFILE, u.cookie));
  const res = await t.request(
    "/api/meal-plans/generate",
    jsonInit("POST", { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" }, u.cookie),
  );
  if (res.status !== 201) throw new Error(`fixture plan failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export async function runFuzz(
  kind: TestDatabaseKind,
  opts: { runs: number; seed: number; wireRuns: number },
): Promise<FuzzReport> {
  const client = fakeClient();
  const t = await startTestApp(kind, {
    TRUST_PROXY: "1",
    PLAN_CALLS_PER_MINUTE: "1000000",
    STATIC_DIR: client,
  });
  try {
    const a = await signUp(t, "Fuzz Caller");
    const b = await signUp(t, "Fuzz Other");
    const ownPlan = await withPlan(t, a);
    const otherPlan = await withPlan(t, b);
    const share = await t.request(`/api/meal-plans/${ownPlan}/share`, jsonInit("PUT", {}, a.cookie));
    const { token } = (await share.json()) as { token: string };
    const fixture: FuzzFixture = {
      ownPlan,
      otherPlan,
      shareToken: token,
      cookie: a.cookie,
      otherCookie: b.cookie,
      origin: t.config.baseUrl,
    };

    const report: FuzzReport = {
      database: kind.name,
      sent: 0,
      byStatus: new Map(),
      findings: [],
      ms: 0,
      wire: { sent: 0, byStatus: new Map(), findings: [], ms: 0 },
    };
    const started = performance.now();
    for (const request of fc.sample(fuzzRequest(fixture), { numRuns: opts.runs, seed: opts.seed })) {
      report.sent++;
      try {
        const res = await t.app.request(
          new Request(`${t.config.baseUrl}${request.path}`, {
            method: request.method,
            headers: request.headers,
            ...(request.body !== undefined ? { body: request.body as BodyInit } : {}),
          }),
        );
        const text = await res.text();
        report.byStatus.set(res.status, (report.byStatus.get(res.status) ?? 0) + 1);
        if (res.status >= 500)
          report.findings.push({ status: res.status, request, detail: text.slice(0, 300) });
      } catch (err) {
        report.findings.push({ status: "threw", request, detail: String(err) });
      }
    }
    report.ms = performance.now() - started;

    const server = await listen(t);
    const wireStarted = performance.now();
    try {
      const wire = await runWireFuzz(server.port, a.cookie, { runs: opts.wireRuns, seed: opts.seed });
      report.wire = { ...wire, ms: performance.now() - wireStarted };
    } finally {
      await server.close();
    }
    return report;
  } finally {
    await t.close();
    rmSync(client, { recursive: true, force: true });
  }
}

/** One line per fact, for people and CI logs. */
export function describeReport(r: FuzzReport): string[] {
  const statuses = [...r.byStatus].sort(([x], [y]) => x - y).map(([s, n]) => `${s}: ${n}`);
  const lines = [
    `fuzz:api on ${r.database}: ${r.sent} requests in ${(r.ms / 1000).toFixed(1)} s`,
    `fuzz:api on ${r.database}: answers by status ${statuses.join(", ")}`,
    `fuzz:api on ${r.database}: 5xx answers ${r.findings.filter((f) => f.status !== "threw").length}, unanswered ${r.findings.filter((f) => f.status === "threw").length}`,
  ];
  for (const f of r.findings.slice(0, 10)) {
    const body =
      typeof f.request.body === "string" ? f.request.body.slice(0, 200) : f.request.body ? "<bytes>" : "";
    lines.push(`  ${f.status} ${f.request.method} ${f.request.path.slice(0, 200)} ${body} → ${f.detail}`);
  }
  const wire = [...r.wire.byStatus].map(([s, n]) => `${s}: ${n}`);
  lines.push(
    `fuzz:api on ${r.database}: ${r.wire.sent} raw-socket requests in ${(r.wire.ms / 1000).toFixed(1)} s, first answers ${wire.join(", ")}`,
    `fuzz:api on ${r.database}: raw-socket findings ${r.wire.findings.length}`,
  );
  for (const f of r.wire.findings.slice(0, 10)) {
    // The caller's session cookie is in some of them: not for a log.
    const sent = f.case.bytes.replace(/Cookie: [^\r]*/g, "Cookie: …");
    lines.push(
      `  ${f.case.kind}: ${JSON.stringify(sent.slice(0, 160))} → ${f.answer.ended} ${JSON.stringify(f.answer.text.slice(0, 160))}`,
    );
  }
  return lines;
}
