import { afterAll, describe, expect, it } from "vitest";
import { buildWeekPlan } from "../../planner";
import type { PlanRequest } from "../../shared/plan-request";
import { PlanPool, PlanPoolClosedError, PlanTimeoutError } from "./pool";

// A request whose plan takes the engine hundreds of milliseconds (it ends in a refusal after the
// whole-week search and the diagnosis), so a blocked event loop would show plainly.
const HEAVY: PlanRequest = {
  age: 40,
  gender: "male",
  height_cm: 190,
  weight_kg: 142,
  activity_level: "moderately_active",
  health_conditions: ["diabetes"],
  foods_to_include: [],
  fitness_goal: "weight_loss",
  cuisine: "mexican",
  diet: "paleo",
};
const LIGHT: PlanRequest = {
  ...HEAVY,
  health_conditions: [],
  cuisine: "italian",
  diet: "non_vegetarian",
  weight_kg: 80,
};
const WEEK = "2025-03-05";

/** Largest delay of a 5 ms timer while `work` runs: how long the event loop was kept busy. */
async function maxLagDuring<T>(work: () => Promise<T>): Promise<{ result: T; lag: number }> {
  let lag = 0;
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 5);
    last = now;
  }, 5);
  try {
    const result = await work();
    // Let an overdue tick run, so time blocked at the very end is counted too.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, lag };
  } finally {
    clearInterval(tick);
  }
}

describe("PlanPool", () => {
  const pool = new PlanPool({ size: 2 });
  afterAll(() => pool.close());

  it("keeps the event loop free while four plans are built", async () => {
    const seeds = [1, 2, 3, 4];
    // Reference: built on this thread, each plan blocks the loop for its whole build time.
    await buildWeekPlan(LIGHT, { seed: 1, weekStart: WEEK });
    const inline = await maxLagDuring(async () => {
      for (const seed of seeds) await buildWeekPlan(HEAVY, { seed, weekStart: WEEK });
    });
    await Promise.all([
      pool.run(LIGHT, { seed: 1, weekStart: WEEK }),
      pool.run(LIGHT, { seed: 2, weekStart: WEEK }),
    ]);

    const pooled = await maxLagDuring(() =>
      Promise.all(seeds.map((seed) => pool.run(HEAVY, { seed, weekStart: WEEK }))),
    );
    expect(pooled.result).toHaveLength(4);
    for (const r of pooled.result) expect(typeof r.ok).toBe("boolean");
    expect(inline.lag).toBeGreaterThan(100);
    expect(pooled.lag).toBeLessThan(Math.min(150, inline.lag / 3));
  }, 60_000);

  it("returns the same result as building in-process", async () => {
    const opts = { seed: 5, weekStart: WEEK };
    expect(await pool.run(LIGHT, opts)).toEqual(await buildWeekPlan(LIGHT, opts));
  }, 30_000);

  it("renders a plan's PDF on a pool thread, keeping the event loop free", async () => {
    const built = await pool.run(LIGHT, { seed: 6, weekStart: WEEK });
    if (!built.ok) throw new Error("no plan");
    await pool.renderPdf(built.plan, "Warm-up", {});
    const { result, lag } = await maxLagDuring(() =>
      Promise.all([1, 2, 3, 4].map((i) => pool.renderPdf(built.plan, `Zoë ${i}`, { units: "imperial" }))),
    );
    for (const bytes of result) {
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    }
    // On the request thread, four renders (about 140 ms each) would hold the loop for over 500 ms.
    expect(lag).toBeLessThan(400);
  }, 60_000);

  it("hands a PDF to a thread of its own at once while plans wait for theirs", async () => {
    const built = await pool.run(LIGHT, { seed: 7, weekStart: WEEK });
    if (!built.ok) throw new Error("no plan");
    // Four plans on two planning threads: two are built, two wait.
    const plans = [11, 12, 13, 14].map((seed) => pool.run(HEAVY, { seed, weekStart: WEEK }));
    const pdf = pool.renderPdf(built.plan, "Zoë", {});
    // In one shared queue the PDF would wait behind both waiting plans; here it is being drawn.
    expect(pool.load).toEqual({ queued: 2, busy: 3 });
    expect(Buffer.from((await pdf).subarray(0, 5)).toString()).toBe("%PDF-");
    await Promise.all(plans);
  }, 60_000);

  it("fails a job that overruns its timeout and replaces the thread", async () => {
    await expect(pool.run(HEAVY, { seed: 9, weekStart: WEEK, timeoutMs: 1 })).rejects.toBeInstanceOf(
      PlanTimeoutError,
    );
    const next = await pool.run(LIGHT, { seed: 3, weekStart: WEEK });
    expect(next.ok).toBe(true);
  }, 60_000);

  it("starts no thread with the server: planning threads on prepare(), the PDF thread on a PDF", async () => {
    const own = new PlanPool({ size: 2 });
    expect(own.started).toEqual({ plans: 0, pdfs: 0 });
    own.prepare();
    expect(own.started).toEqual({ plans: 2, pdfs: 0 });
    own.prepare();
    expect(own.started).toEqual({ plans: 2, pdfs: 0 });
    await own.close();
  });

  it("closes gracefully: queued jobs finish, later ones are refused", async () => {
    const own = new PlanPool({ size: 1 });
    const jobs = [1, 2, 3].map((seed) => own.run(LIGHT, { seed, weekStart: WEEK }));
    const closed = own.close();
    await expect(own.run(LIGHT, { seed: 4, weekStart: WEEK })).rejects.toBeInstanceOf(PlanPoolClosedError);
    const results = await Promise.all(jobs);
    expect(results.every((r) => r.ok)).toBe(true);
    await closed;
    expect(own.load).toEqual({ queued: 0, busy: 0 });
  }, 60_000);
});
