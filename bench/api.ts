import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../scripts/built-server";

// `npm run bench:api`: the real app on loopback with its worker pool. Measures GET /api/meal-plans
// alone, then while 4 plans are generating at once, and the generate calls themselves.

const root = path.resolve(import.meta.dirname, "..");
const ROUNDS = 5;
const CONCURRENT = 4;
const LIST_ALONE = 60;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "nw-bench-api-"));
const workers = process.env.PLAN_WORKERS ?? "";
// The server runs in its own process, as in production, so this script's HTTP client does not share
// its event loop. BENCH_DATABASE_URL runs it on PostgreSQL; without it, on the embedded PGlite.
const server = spawn(
  process.execPath,
  ["--import", "./scripts/text-modules/register.mjs", path.join(root, "src/server/main.ts")],
  {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      PLAN_WORKERS: workers,
      // One user generates every plan of the bench, more than the per-user quota allows a person.
      PLAN_CALLS_PER_MINUTE: "1000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  },
);
for (let i = 0; ; i++) {
  if (i > 240) throw new Error("The server did not start within 60 s");
  if (
    await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 250));
}
const database = { kind: process.env.BENCH_DATABASE_URL ? "postgres" : "pglite" };

const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: { "content-type": "application/json", origin: base, ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

async function newUser(name: string, cuisine: string) {
  const res = await fetch(
    `${base}/api/auth/sign-up/email`,
    json("POST", {
      name,
      email: `bench.${Date.now()}.${Math.random()}@example.com`,
      password: "bench-password-1",
    }),
  );
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  // Sign-up does not sign in (it answers alike for known addresses): the session comes from sign-in.
  const signIn = await fetch(
    `${base}/api/auth/sign-in/email`,
    json("POST", {
      email: ((await res.json()) as { user: { email: string } }).user.email,
      password: "bench-password-1",
    }),
  );
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const profile = await fetch(
    `${base}/api/users/profile`,
    json(
      "PUT",
      {
        name,
        age: 38,
        gender: "female",
        height_cm: 168,
        weight_kg: 74,
        activity_level: "moderately_active",
        country_region: cuisine,
        food_preference: "mediterranean",
        health_conditions: ["high_blood_pressure"],
        foods_to_include: ["coffee"],
      },
      cookie,
    ),
  );
  if (!profile.ok) throw new Error(`profile failed: ${profile.status}`);
  return cookie;
}

// A generates plans; B, another user with one plan, lists theirs: "other API calls" while plans build.
const generator = await newUser("Bench Generator", "mediterranean");
const reader = await newUser("Bench Reader", "italian");
const timed = async (f: () => Promise<Response>) => {
  const t = performance.now();
  const res = await f();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status} from ${res.url}`);
  return performance.now() - t;
};
const list = () => timed(() => fetch(`${base}/api/meal-plans`, { headers: { cookie: reader } }));
const generate = (i: number, cookie = generator) =>
  timed(() =>
    fetch(
      `${base}/api/meal-plans/generate`,
      json(
        "POST",
        {
          fitness_goal: ["weight_loss", "maintain", "weight_gain"][i % 3],
          cuisine: "mediterranean",
          diet_type: "mediterranean",
          health_conditions: ["high_blood_pressure"],
          foods_to_include: ["coffee"],
        },
        cookie,
      ),
    ),
  );
const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};

// Warm up: the first plan loads the engine and the solver in each worker; B gets its one plan.
await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => generate(i)));
await generate(0, reader);

const alone: number[] = [];
for (let i = 0; i < LIST_ALONE; i++) alone.push(await list());

const generateTimes: number[] = [];
const during: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  let running = true;
  const gens = Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => generate(round * CONCURRENT + i)),
  ).then((ts) => {
    running = false;
    return ts;
  });
  while (running) during.push(await list());
  generateTimes.push(...(await gens));
}

console.log(
  `API bench on ${database.kind}: ${ROUNDS} rounds of ${CONCURRENT} concurrent plan generations, worker pool of ${workers || "cores − 1"}`,
);
console.log(
  `  generate          p50 ${pct(generateTimes, 0.5).toFixed(0)} ms   p95 ${pct(generateTimes, 0.95).toFixed(0)} ms   (n=${generateTimes.length})`,
);
console.log(`  list, alone       p95 ${pct(alone, 0.95).toFixed(1)} ms   (n=${alone.length})`);
console.log(`  list, during      p95 ${pct(during, 0.95).toFixed(1)} ms   (n=${during.length})`);
console.log(`  ratio during/alone (p95)  ${(pct(during, 0.95) / pct(alone, 0.95)).toFixed(2)}`);

server.kill("SIGTERM");
await new Promise((r) => server.once("exit", r));
rmSync(dataDir, { recursive: true, force: true });
