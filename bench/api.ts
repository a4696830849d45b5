import { type BenchServer, startServer } from "./api-server";

// `npm run bench:api` (issue 25): per database, in one run (PGlite, then PostgreSQL when
// BENCH_DATABASE_URL is set), what another request pays while plans and PDFs are made, what the plan
// list and a PDF cost, the server's memory after start, and how the database grows with plans made.

const CONCURRENT = 4;
const ROUNDS = 5;
const PLANS_MADE = Number(process.env.BENCH_PLANS ?? 1000);
/** Each user keeps their newest 50 plans (src/server/services/meal-plan-service.ts PLANS_KEPT). */
const KEPT = 50;

type Row = [label: string, value: string];

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function bench(databaseUrl: string): Promise<Row[]> {
  const server = await startServer(databaseUrl);
  try {
    return await measure(server);
  } finally {
    await server.stop();
  }
}

async function measure(server: BenchServer): Promise<Row[]> {
  const { base } = server;
  // Settled after start: migrations done. No thread but the database's starts with the server (the
  // planning threads start when someone signs in, src/server/plan-pool/plan-soon.ts): a second reading
  // later shows that nothing was still loading at the first.
  await new Promise((r) => setTimeout(r, 2_000));
  const rss = server.rssMb();
  await new Promise((r) => setTimeout(r, 8_000));
  const rssLater = server.rssMb();
  const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
    method,
    headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const call = async (url: string, init?: RequestInit) => {
    const t = performance.now();
    const res = await fetch(`${base}${url}`, init);
    const body = await res.arrayBuffer();
    if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}: ${new TextDecoder().decode(body)}`);
    return { ms: performance.now() - t, body };
  };
  const newUser = async (name: string) => {
    const email = `bench.${Date.now()}.${Math.random()}@example.com`;
    const password = "bench-password-1";
    await call("/api/auth/sign-up/email", json("POST", { name, email, password }));
    // Sign-up does not sign in (it answers alike for known addresses): the session comes from sign-in.
    const res = await fetch(`${base}/api/auth/sign-in/email`, json("POST", { email, password }));
    if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const profile = {
      name,
      age: 38,
      gender: "female",
      height_cm: 168,
      weight_kg: 74,
      activity_level: "moderately_active",
      country_region: "mediterranean",
      food_preference: "mediterranean",
      health_conditions: ["high_blood_pressure"],
      foods_to_include: ["coffee"],
    };
    await call("/api/users/profile", json("PUT", profile, cookie));
    return cookie;
  };
  // A makes plans and PDFs; B, another user with one plan, lists theirs meanwhile.
  const a = await newUser("Bench Generator");
  const b = await newUser("Bench Reader");
  let made = 0;
  const plans: string[] = [];
  const generate = async (cookie = a) => {
    const goal = ["weight_loss", "maintain", "weight_gain"][made++ % 3];
    const body = { fitness_goal: goal, cuisine: "mediterranean", diet_type: "mediterranean" };
    const r = await call("/api/meal-plans/generate", json("POST", body, cookie));
    if (cookie === a) plans.push((JSON.parse(new TextDecoder().decode(r.body)) as { id: string }).id);
    return r.ms;
  };
  const pdf = async (id: string) =>
    (await call(`/api/meal-plans/${id}/pdf/file`, { headers: { cookie: a } })).ms;
  const list = async (cookie: string) => (await call("/api/meal-plans?limit=50", { headers: { cookie } })).ms;
  const favicon = async () => (await call("/favicon.svg")).ms;
  const repeat = async (n: number, f: () => Promise<number>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(await f());
    return out;
  };
  /** Runs `probe` back to back while `load` runs, ROUNDS times; the probe's times. */
  const during = async (load: () => Promise<unknown>, probe: () => Promise<number>) => {
    const out: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      let running = true;
      const work = load().finally(() => {
        running = false;
      });
      while (running) out.push(await probe());
      await work;
    }
    return out;
  };
  const fourPlans = () => Promise.all(Array.from({ length: CONCURRENT }, () => generate()));

  // The first plan after start, right after A signed up (which started the planning threads): what
  // the quickest person pays while the threads load the engine.
  const firstPlan = await generate();
  // Warm up: the first plans load the engine and the solver in each worker; B gets its one plan.
  await fourPlans();
  await generate(b);
  await repeat(20, favicon);

  const staticIdle = await repeat(200, favicon);
  const listIdle = await repeat(60, () => list(b));
  const staticBusy = await during(fourPlans, favicon);

  // PDFs of plans never printed: the first request of each, then repeats.
  const printed = plans.slice(-8);
  const cold: number[] = [];
  for (const id of printed) cold.push(await pdf(id));
  const cached: number[] = [];
  for (const id of printed) cached.push(...(await repeat(3, () => pdf(id))));

  let next = 0;
  const unprinted = plans.slice(0, -8);
  const mixed = () =>
    Promise.all([
      fourPlans(),
      ...Array.from({ length: CONCURRENT }, () => pdf(unprinted[next++ % unprinted.length] ?? "")),
    ]);
  const listBusy = await during(mixed, () => list(b));

  // Storage: from the 50th plan on, each new plan deletes the oldest, so what is kept stays the same.
  while (plans.length < KEPT) await generate();
  const sizeAtKept = await server.storageBytes();
  const started = performance.now();
  const remaining = PLANS_MADE - plans.length;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async (_, w) => {
      for (let i = w; i < remaining; i += CONCURRENT) await generate();
    }),
  );
  const madeIn = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 2_000));
  const sizeAfter = await server.storageBytes();
  const rssAfter = server.rssMb();

  // Interleaved, so both see the same machine: A lists 50 plans, B its one.
  const at50: number[] = [];
  const at1: number[] = [];
  for (let i = 0; i < 60; i++) {
    at50.push(await list(a));
    at1.push(await list(b));
  }

  const sIdle = pct(staticIdle, 0.5);
  const sBusy = pct(staticBusy, 0.5);
  const lIdle = pct(listIdle, 0.95);
  const lBusy = pct(listBusy, 0.95);
  return [
    ["server RSS 2 s / 10 s after start", `${rss.toFixed(0)} MB / ${rssLater.toFixed(0)} MB`],
    ["first plan after start (threads started at sign-up)", ms(firstPlan)],
    ["server RSS after the plans and PDFs", `${rssAfter.toFixed(0)} MB`],
    [
      "static file p50 idle / during 4 generations",
      `${ms(sIdle)} / ${ms(sBusy)} (×${(sBusy / sIdle).toFixed(1)})`,
    ],
    [
      "other user's list p95 idle / during 4 generations + 4 PDFs",
      `${ms(lIdle)} / ${ms(lBusy)} (×${(lBusy / lIdle).toFixed(2)})`,
    ],
    ["list p50 at 50 plans / at 1 plan", `${ms(pct(at50, 0.5))} / ${ms(pct(at1, 0.5))}`],
    ["PDF p50 cold / cached", `${ms(pct(cold, 0.5))} / ${ms(pct(cached, 0.5))}`],
    [
      `storage growth, plans ${KEPT}→${PLANS_MADE} (${KEPT} kept)`,
      `${mb(sizeAfter - sizeAtKept)} (${mb(sizeAtKept)} → ${mb(sizeAfter)}; ${(remaining / madeIn).toFixed(1)} plans/s)`,
    ],
  ];
}

const runs: [string, string][] = [["PGlite", ""]];
if (process.env.BENCH_DATABASE_URL) runs.push(["PostgreSQL", process.env.BENCH_DATABASE_URL]);
const results: [string, Row[]][] = [];
for (const [kind, url] of runs) {
  console.log(`bench:api on ${kind}…`);
  results.push([kind, await bench(url)]);
}
console.log(
  `\nbench:api (${process.env.BENCH_BUILT === "1" ? "production build" : "sources"}, plan workers: ${process.env.PLAN_WORKERS || "default"})`,
);
for (const [kind, rows] of results) {
  console.log(`\n${kind}`);
  for (const [label, value] of rows) console.log(`  ${label.padEnd(60)} ${value}`);
}
