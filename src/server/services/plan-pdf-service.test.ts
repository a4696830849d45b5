import { beforeAll, describe, expect, it } from "vitest";
import { buildWeekPlan, swapMeal, swapOptions } from "../../planner";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { PdfCache, type PdfKeyParts, pdfCacheKey } from "../pdf/pdf-cache";
import { printPlan } from "./plan-pdf-service";
import type { PlanRunner } from "./plan-runner";

// A plan's PDF is drawn once per version of what it shows (src/server/pdf/pdf-cache.ts): the same
// plan, name and units are served from memory; a swap or other units draw it anew.

const REQ: PlanRequest = {
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 70,
  activity_level: "lightly_active",
  health_conditions: [],
  foods_to_include: [],
  fitness_goal: "weight_loss",
  cuisine: "indian",
  diet: "vegetarian",
};

/** A runner that only counts what it is asked to draw; each drawing is told apart by its first byte. */
function countingRunner() {
  const drawn: { plan: PlanData; units: string | undefined }[] = [];
  const runner = {
    renderPdf: async (plan: PlanData, _name: string, opts: { units?: string }) => {
      drawn.push({ plan, units: opts.units });
      return new Uint8Array([drawn.length, 37, 80, 68, 70]);
    },
  } as unknown as PlanRunner;
  return { runner, drawn };
}

let plan: PlanData;
let swapped: PlanData;
beforeAll(async () => {
  const built = await buildWeekPlan(REQ, { seed: 11, weekStart: "2026-11-23" });
  if (!built.ok) throw new Error(built.refusal.message);
  plan = built.plan;
  // The first meal of the week that has alternatives (a tight day may have none).
  for (const [day, d] of plan.days.entries()) {
    const meal = d.meals.findIndex((m) => m.include_item === undefined);
    const options = swapOptions(REQ, plan, { day, meal });
    const choice = options.ok ? options.options[0] : undefined;
    if (!choice) continue;
    const res = swapMeal(REQ, plan, { day, meal }, choice.recipe_id);
    if (res.ok) {
      swapped = res.plan;
      return;
    }
  }
  throw new Error("no meal of the week could be swapped");
}, 30_000);

const parts = (planData: PlanData, units: "metric" | "imperial" = "metric"): PdfKeyParts => ({
  planId: "7d3f0c52-5b7e-4a57-9a38-0f1d2b6c9e11",
  planData,
  name: "Asha Rao",
  opts: { units },
});

describe("the plan PDF cache", () => {
  it("keys a plan's PDF by its version: a swap and a change of units give new keys", () => {
    const key = pdfCacheKey(parts(plan));
    expect(pdfCacheKey(parts(structuredClone(plan)))).toBe(key);
    expect(pdfCacheKey(parts(swapped))).not.toBe(key);
    expect(pdfCacheKey(parts(plan, "imperial"))).not.toBe(key);
    expect(pdfCacheKey({ ...parts(plan), name: "Asha R." })).not.toBe(key);
    expect(
      pdfCacheKey({ ...parts(plan), opts: { units: "metric", shareUrl: "https://x.test/s/1" } }),
    ).not.toBe(key);
  });

  it("serves a PDF drawn before without drawing it again, and draws each new version once", async () => {
    const { runner, drawn } = countingRunner();
    const cache = new PdfCache();
    const first = await printPlan({ runner, cache }, parts(plan));
    // Two requests at once (a double click) and a later one: still the first drawing.
    const again = await Promise.all([
      printPlan({ runner, cache }, parts(structuredClone(plan))),
      printPlan({ runner, cache }, parts(plan)),
    ]);
    expect(drawn).toHaveLength(1);
    for (const bytes of again) expect(bytes).toEqual(first);

    const afterSwap = await printPlan({ runner, cache }, parts(swapped));
    expect(drawn).toHaveLength(2);
    expect(drawn[1]?.plan).toEqual(swapped);
    expect(afterSwap).not.toEqual(first);

    await printPlan({ runner, cache }, parts(swapped, "imperial"));
    expect(drawn).toHaveLength(3);
    expect(drawn[2]?.units).toBe("imperial");

    await printPlan({ runner, cache }, parts(swapped));
    expect(drawn).toHaveLength(3);
  });

  it("holds at most its size in bytes, letting the least recently used PDF go", async () => {
    const cache = new PdfCache(10);
    let renders = 0;
    const draw = async () => {
      renders++;
      return new Uint8Array(4);
    };
    await cache.get("a", draw);
    await cache.get("b", draw);
    await cache.get("a", draw); // a is now the most recently used
    await cache.get("c", draw); // 12 bytes: b leaves
    expect(renders).toBe(3);
    expect(cache.bytes).toBe(8);
    await cache.get("a", draw);
    expect(renders).toBe(3);
    await cache.get("b", draw);
    expect(renders).toBe(4);
  });

  it("keeps nothing when the plan's data cannot be printed", async () => {
    const { runner, drawn } = countingRunner();
    const cache = new PdfCache();
    const broken = { ...parts(plan), planData: { week_start: "2026-11-23" } };
    await expect(printPlan({ runner, cache }, broken)).rejects.toMatchObject({ status: 422 });
    expect(drawn).toHaveLength(0);
    expect(cache.bytes).toBe(0);
  });
});
