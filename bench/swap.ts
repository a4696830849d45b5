import { buildWeekPlan, checkPlan, DEFAULT_LIBRARY, swapMeal, swapOptions } from "../src/planner/index";
import type { PlanData } from "../src/shared/plan-data";
import type { PlanRequest } from "../src/shared/plan-request";

// `npm run bench:swap`: time to swap one meal (docs/product/plan-changes.md) as the server does it: list the
// alternatives, then apply one (re-solving the day's portions and checking the whole plan).
// Every meal of every day of six plans across diets, cuisines and conditions. Target: median ≤ 150 ms.

const BASE = {
  age: 35,
  gender: "female",
  height_cm: 165,
  weight_kg: 70,
  activity_level: "lightly_active",
  health_conditions: [] as string[],
  foods_to_include: [] as string[],
} satisfies Partial<PlanRequest>;
const PROFILES: PlanRequest[] = [
  { ...BASE, fitness_goal: "weight_loss", cuisine: "indian", diet: "vegetarian", foods_to_include: ["tea"] },
  {
    ...BASE,
    fitness_goal: "maintain",
    cuisine: "mediterranean",
    diet: "mediterranean",
    health_conditions: [],
  },
  {
    ...BASE,
    gender: "male",
    weight_kg: 85,
    height_cm: 180,
    fitness_goal: "weight_gain",
    cuisine: "american",
    diet: "non_vegetarian",
  },
  { ...BASE, fitness_goal: "maintain", cuisine: "asian", diet: "vegan", health_conditions: ["thyroid"] },
  { ...BASE, fitness_goal: "weight_loss", cuisine: "mexican", diet: "keto", health_conditions: ["diabetes"] },
  {
    ...BASE,
    fitness_goal: "maintain",
    cuisine: "italian",
    diet: "vegetarian",
    health_conditions: ["high_blood_pressure"],
    foods_to_include: ["coffee", "dark_chocolate"],
  },
];

const times = { options: [] as number[], swap: [] as number[], both: [] as number[] };
let offered = 0;
let refused = 0;
let broken = 0;
for (const [i, req] of PROFILES.entries()) {
  const built = await buildWeekPlan(req, { seed: 100 + i, weekStart: "2026-11-23" });
  if (!built.ok) {
    console.log(`  profile ${i + 1} refused (${built.refusal.rule}); skipped`);
    continue;
  }
  const plan: PlanData = built.plan;
  for (const [day, d] of plan.days.entries()) {
    for (const [meal, m] of d.meals.entries()) {
      if (m.include_item !== undefined) continue;
      const t0 = performance.now();
      const opts = swapOptions(req, plan, { day, meal });
      const t1 = performance.now();
      times.options.push(t1 - t0);
      const choice = opts.ok ? opts.options[0] : undefined;
      if (!choice) {
        refused++;
        continue;
      }
      offered++;
      const res = swapMeal(req, plan, { day, meal }, choice.recipe_id);
      const t2 = performance.now();
      times.swap.push(t2 - t1);
      times.both.push(t2 - t0);
      if (!res.ok || checkPlan(res.plan, req, DEFAULT_LIBRARY).length > 0) broken++;
    }
  }
}

const at = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? Number.NaN;
};
const line = (label: string, xs: number[]) =>
  console.log(
    `  ${label.padEnd(22)} median ${at(xs, 0.5).toFixed(1)} ms   p95 ${at(xs, 0.95).toFixed(1)} ms`,
  );
console.log(`Swap bench: ${times.options.length} meals of ${PROFILES.length} plans`);
line("alternatives listed", times.options);
line("swap applied", times.swap);
line("a swap (list + apply)", times.both);
console.log(`  meals with alternatives ${offered}, without ${refused}; swaps breaking a rule: ${broken}`);
