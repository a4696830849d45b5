import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { cookieFrom, jsonInit, uniqueEmail } from "../test/support/auth-helpers";
import { TEST_PROFILE } from "../test/support/profiles";
import { createScratchDatabase } from "../test/support/test-database";
import { startServerProcess } from "./server-process";

// `npm run timing:sign-up`: how long sign-up takes for a known address and for a new one (decisions
// 0008, issue 24), 40 tries each, alternating, at rest and while six clients generate and list plans.
// The server runs in its own process on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.

const TRIES = Number(process.env.TIMING_TRIES ?? 40);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)] ?? 0;
let ip = 0;
const nextIp = () => `198.18.${Math.floor(++ip / 250)}.${ip % 250}`;

async function measure(baseUrl: string, known: string) {
  const signUp = async (email: string) => {
    const init = jsonInit("POST", { name: "Timing", email, password: "pumpkin-ladder-orbit" });
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": nextIp() },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-up answered ${res.status}`);
    return performance.now() - started;
  };
  const knownMs: number[] = [];
  const newMs: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    knownMs.push(await signUp(known));
    newMs.push(await signUp(uniqueEmail("timing")));
  }
  return { knownMs, newMs };
}

async function load(baseUrl: string, stop: () => boolean) {
  const email = uniqueEmail("load");
  const password = "pumpkin-ladder-orbit";
  await fetch(`${baseUrl}/api/auth/sign-up/email`, jsonInit("POST", { name: "Load", email, password }));
  const cookie = cookieFrom(
    await fetch(`${baseUrl}/api/auth/sign-in/email`, jsonInit("POST", { email, password })),
  );
  await fetch(`${baseUrl}/api/users/profile`, jsonInit("PUT", TEST_PROFILE, cookie));
  const body = { fitness_goal: "maintain", cuisine: "indian", diet_type: "vegetarian" };
  const client = async (generate: boolean) => {
    while (!stop()) {
      const res = generate
        ? await fetch(`${baseUrl}/api/meal-plans/generate`, jsonInit("POST", body, cookie))
        : await fetch(`${baseUrl}/api/meal-plans`, { headers: { cookie } });
      await res.arrayBuffer();
    }
  };
  return Promise.all([true, true, true, false, false, false].map(client));
}

const targets: {
  name: string;
  env: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>;
}[] = [{ name: "PGlite", env: async () => ({ env: {}, drop: async () => {} }) }];
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  targets.push({
    name: "PostgreSQL",
    env: async () => {
      const scratch = await createScratchDatabase(adminUrl);
      return { env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
    },
  });
}

for (const target of targets) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "nw-timing-"));
  const db = await target.env();
  const server = await startServerProcess({
    ...db.env,
    DATA_DIR: dataDir,
    TRUST_PROXY: "1",
    PLAN_CALLS_PER_MINUTE: "100000",
    LOG_LEVEL: "error",
  });
  try {
    await server.ready();
    const known = uniqueEmail("known");
    await fetch(
      `${server.baseUrl}/api/auth/sign-up/email`,
      jsonInit("POST", { name: "Known", email: known, password: "pumpkin-ladder-orbit" }),
    );
    const report = (when: string, r: { knownMs: number[]; newMs: number[] }) =>
      console.log(
        `${target.name}, ${when}: known ${median(r.knownMs).toFixed(1)} ms median (p90 ${p90(r.knownMs).toFixed(1)}), ` +
          `new ${median(r.newMs).toFixed(1)} ms median (p90 ${p90(r.newMs).toFixed(1)}), ${TRIES} tries each`,
      );
    report("at rest", await measure(server.baseUrl, known));
    let stopped = false;
    const background = load(server.baseUrl, () => stopped);
    await new Promise((r) => setTimeout(r, 1_000));
    const underLoad = await measure(server.baseUrl, known);
    stopped = true;
    await background;
    report("under load", underLoad);
  } finally {
    await server.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
