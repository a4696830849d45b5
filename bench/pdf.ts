import { buildWeekPlan } from "../src/planner";
import { renderPlanPdf } from "../src/server/pdf/render-plan-pdf";

// `npm run bench:pdf`: time to render one week's PDF, and its size. Target: median ≤ 150 ms.

const RUNS = 40;
const result = await buildWeekPlan(
  {
    age: 35,
    gender: "female",
    height_cm: 165,
    weight_kg: 70,
    activity_level: "lightly_active",
    health_conditions: ["thyroid"],
    foods_to_include: ["tea", "dark_chocolate"],
    fitness_goal: "weight_loss",
    cuisine: "mediterranean",
    diet: "vegetarian",
  },
  { seed: 42, weekStart: "2026-11-16" },
);
if (!result.ok) throw new Error(`The bench plan was refused: ${result.refusal.message}`);

// Warm-up: font parsing and module loading happen once per process, not per request.
await renderPlanPdf(result.plan, "Bench Person");
const times: number[] = [];
let size = 0;
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  const bytes = await renderPlanPdf(result.plan, "Bench Person");
  times.push(performance.now() - t);
  size = bytes.length;
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? Number.NaN;
console.log(
  `PDF bench: ${RUNS} renders of one week (${result.plan.days.reduce((n, d) => n + d.meals.length, 0)} meals)`,
);
console.log(
  `  median ${at(0.5).toFixed(1)} ms   p95 ${at(0.95).toFixed(1)} ms   size ${(size / 1024).toFixed(1)} KB`,
);
