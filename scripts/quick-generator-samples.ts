import { writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  QUICK_CUISINES,
  QUICK_GOALS,
  QUICK_RESTRICTIONS,
  type QuickSamples,
} from "../content/quick-generator";
import { buildWeekPlan } from "../src/planner";
import { freeFromLine } from "../src/shared/allergens";
import { wholeKcals } from "../src/shared/plan-data";
import type { PlanRequest } from "../src/shared/plan-request";

// docs/product/quick-generator.md: the Quick Generator's sample days, built at build time by the planning
// engine from real recipes of its library. For every goal × cuisine × restriction it offers, a typical
// adult's plan is built and its Monday's meals (snacks included) are kept with their true calories. An
// allergy restriction is planned with the allergy, so the engine's checker has held every item of the sample
// to it (docs/product/allergies.md).

export const SAMPLES_FILE = path.resolve(import.meta.dirname, "../content/quick-generator-samples.json");

/** A typical adult: the engine's targets for this body are what the sample portions are scaled to. */
const TYPICAL_ADULT = {
  age: 35,
  gender: "other",
  height_cm: 170,
  weight_kg: 70,
  activity_level: "lightly_active",
  foods_to_include: [],
} as const;

type SampleRule = Pick<PlanRequest, "diet" | "health_conditions" | "allergies">;
export const DIET: Record<string, SampleRule> = {
  none: { diet: "non_vegetarian", health_conditions: [] },
  vegetarian: { diet: "vegetarian", health_conditions: [] },
  vegan: { diet: "vegan", health_conditions: [] },
  diabetic: { diet: "non_vegetarian", health_conditions: ["diabetes"] },
  nut_free: { diet: "non_vegetarian", health_conditions: [], allergies: ["peanut", "tree_nuts"] },
  gluten_free: { diet: "non_vegetarian", health_conditions: [], allergies: ["wheat"] },
  dairy_free: { diet: "non_vegetarian", health_conditions: [], allergies: ["milk"] },
};

export async function buildSamples(): Promise<QuickSamples> {
  const out: QuickSamples = {};
  for (const goal of QUICK_GOALS)
    for (const cuisine of QUICK_CUISINES)
      for (const restriction of QUICK_RESTRICTIONS) {
        const d = DIET[restriction.value];
        if (!d) throw new Error(`No diet for ${restriction.value}`);
        const req: PlanRequest = {
          ...TYPICAL_ADULT,
          foods_to_include: [],
          ...d,
          fitness_goal: goal.value,
          cuisine: cuisine.value,
        };
        const r = await buildWeekPlan(req, { seed: 2025, weekStart: "2025-01-06" });
        if (!r.ok)
          throw new Error(
            `No sample for ${goal.value}/${cuisine.value}/${restriction.value}: ${r.refusal.rule}`,
          );
        const monday = r.plan.days[0];
        if (!monday) throw new Error("No Monday in the sample plan");
        // Every meal of the day, snacks too: a day total stated beside only some of its meals would not
        // add up. The calories are whole numbers that sum to the total, as the plan viewer shows them.
        const whole = wholeKcals(monday.meals.map((m) => m.calories));
        const meals = monday.meals.flatMap((m, i) =>
          m.include_item === undefined ? [{ type: m.type, text: m.name, calories: whole[i] ?? 0 }] : [],
        );
        const freeFrom = r.plan.free_from && freeFromLine(r.plan.free_from.allergies, []);
        out[`${goal.value}/${cuisine.value}/${restriction.value}`] = {
          meals,
          total: meals.reduce((a, m) => a + m.calories, 0),
          target: r.plan.total_daily_calories,
          ...(freeFrom ? { free_from: freeFrom } : {}),
        };
      }
  return out;
}

export const samplesJson = (s: QuickSamples) => `${JSON.stringify(s, null, 2)}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(SAMPLES_FILE, samplesJson(await buildSamples()));
  console.log(`wrote ${path.relative(process.cwd(), SAMPLES_FILE)}`);
}
