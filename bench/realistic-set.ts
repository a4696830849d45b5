import { type Food, mulberry32, type PlanResult } from "../src/planner/index";
import {
  ACTIVITY_LEVELS,
  CUISINES,
  type Cuisine,
  DIETS,
  type Diet,
  FITNESS_GOALS,
  type FitnessGoal,
  type HealthCondition,
} from "../src/shared/domain";
import type { PlanData } from "../src/shared/plan-data";
import type { PlanRequest } from "../src/shared/plan-request";

// The realistic set of bench:planner: 300 people a dietitian could meet (age 18–80, BMI 16–45,
// 140–210 cm, any activity, every goal the rules allow), every cuisine × diet × goal twice, common
// condition sets, and athletes; reported per diet and per cuisine.

const CONDITION_SETS: readonly (readonly HealthCondition[])[] = [
  [],
  [],
  [],
  ["diabetes"],
  ["high_blood_pressure"],
  ["thyroid"],
  ["pcos"],
  ["diabetes", "high_blood_pressure"],
];

/** One plausible person of this cuisine, diet and goal (age 18–80, BMI 16–45, 140–210 cm). */
export function drawPerson(
  r: () => number,
  cuisine: Cuisine,
  diet: Diet,
  fitness_goal: FitnessGoal,
  conditionSets: readonly (readonly HealthCondition[])[] = CONDITION_SETS,
): PlanRequest {
  const between = (lo: number, hi: number) => lo + r() * (hi - lo);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const gender = r() < 0.5 ? "female" : "male";
  const height_cm = Math.round(gender === "female" ? between(140, 190) : between(155, 210));
  // Weight loss is not offered below BMI 18.5, so those draws start there.
  const bmi = fitness_goal === "weight_loss" ? between(18.5, 45) : between(16, 45);
  const conditions = pick(conditionSets).filter((c) => c !== "pcos" || gender === "female");
  return {
    age: Math.round(between(18, 80)),
    gender,
    height_cm,
    weight_kg: Math.round(bmi * (height_cm / 100) ** 2 * 10) / 10,
    activity_level: pick(ACTIVITY_LEVELS),
    health_conditions: conditions,
    foods_to_include: r() < 0.3 ? [pick(["tea", "coffee", "dark_chocolate"])] : [],
    fitness_goal,
    cuisine,
    diet,
  };
}

export function drawRealisticProfiles(seed: number): PlanRequest[] {
  const r = mulberry32(seed);
  const between = (lo: number, hi: number) => lo + r() * (hi - lo);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)] as T;
  const out: PlanRequest[] = [];
  for (let round = 0; round < 2; round++)
    for (const cuisine of CUISINES)
      for (const diet of DIETS)
        for (const fitness_goal of FITNESS_GOALS) out.push(drawPerson(r, cuisine, diet, fitness_goal));
  // Athletes gaining weight: the highest targets a real person asks for (up to about 4,500 kcal).
  while (out.length < 300) {
    const height_cm = Math.round(between(178, 198));
    out.push({
      age: Math.round(between(18, 35)),
      gender: "male",
      height_cm,
      weight_kg: Math.round(between(23, 27) * (height_cm / 100) ** 2 * 10) / 10,
      activity_level: pick(["very_active", "extremely_active"] as const),
      health_conditions: [],
      foods_to_include: [],
      fitness_goal: "weight_gain",
      cuisine: pick(CUISINES),
      diet: pick(DIETS),
    });
  }
  return out;
}

/** Foods that stand in for protein where a tradition would not use them. */
const CRUTCHES = new Set(["tofu-firm", "tofu-extra-firm", "tofu-silken", "vital-wheat-gluten", "egg-white"]);

interface Row {
  req: PlanRequest;
  result: PlanResult;
  ms: number;
}

interface Group {
  n: number;
  refused: number;
  errors: number[];
  own: number[];
  /** Own-cuisine share of plans for people with diabetes or high blood pressure. */
  ownWithCondition: number[];
  crutchPerWeek: number[];
  proteinMax: number;
  mealMax: number;
  ms: number[];
}

const pctOf = (x: number) => `${(x * 100).toFixed(1)} %`;
const q = (xs: readonly number[], f: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))] ?? Number.NaN;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

function planFacts(plan: PlanData, req: PlanRequest) {
  const meals = plan.days.flatMap((d) => d.meals.filter((m) => m.include_item === undefined));
  return {
    errors: plan.days.map(
      (d) => (Math.abs(d.totals.calories - plan.total_daily_calories) / plan.total_daily_calories) * 100,
    ),
    own: meals.filter((m) => m.cuisine === req.cuisine).length / Math.max(1, meals.length),
    crutches:
      req.diet === "vegan" ? 0 : meals.filter((m) => m.items.some((i) => CRUTCHES.has(i.food_id))).length,
    proteinMax: Math.max(...plan.days.map((d) => d.totals.protein_g / Math.max(1, plan.targets.protein_g))),
    mealMax: Math.max(
      ...plan.days.flatMap((d) => d.meals.map((m) => m.calories / Math.max(1, d.totals.calories))),
    ),
  };
}

function table(title: string, key: (r: PlanRequest) => string, rows: readonly Row[]): void {
  const groups = new Map<string, Group>();
  for (const { req, result, ms } of rows) {
    const g = groups.get(key(req)) ?? {
      n: 0,
      refused: 0,
      errors: [],
      own: [],
      ownWithCondition: [],
      crutchPerWeek: [],
      proteinMax: 0,
      mealMax: 0,
      ms: [],
    };
    groups.set(key(req), g);
    g.n++;
    g.ms.push(ms);
    if (!result.ok) {
      g.refused++;
      continue;
    }
    const f = planFacts(result.plan, req);
    g.errors.push(...f.errors);
    const bound = req.health_conditions.some((c) => c === "diabetes" || c === "high_blood_pressure");
    (bound ? g.ownWithCondition : g.own).push(f.own);
    if (req.diet !== "vegan") g.crutchPerWeek.push(f.crutches);
    g.proteinMax = Math.max(g.proteinMax, f.proteinMax);
    g.mealMax = Math.max(g.mealMax, f.mealMax);
  }
  console.log(
    `\n  ${title.padEnd(15)} people refused  error mean/worst  own: other / db·bp  tofu·seitan·egg white/wk  protein max  largest meal  ms median/p95/max`,
  );
  for (const [name, g] of [...groups].sort((a, b) => a[0].localeCompare(b[0]))) {
    console.log(
      `  ${name.padEnd(15)} ${String(g.n).padStart(6)} ${String(g.refused).padStart(7)}  ${`${mean(g.errors).toFixed(2)} / ${Math.max(0, ...g.errors).toFixed(2)} %`.padStart(16)}  ${`${pctOf(mean(g.own))} / ${g.ownWithCondition.length ? pctOf(mean(g.ownWithCondition)) : "—"}`.padStart(18)}  ${(g.crutchPerWeek.length ? mean(g.crutchPerWeek).toFixed(1) : "—").padStart(24)}  ${pctOf(g.proteinMax).padStart(11)}  ${pctOf(g.mealMax).padStart(12)}  ${`${q(g.ms, 0.5).toFixed(0)} / ${q(g.ms, 0.95).toFixed(0)} / ${Math.max(...g.ms).toFixed(0)}`.padStart(15)}`,
    );
  }
}

/** Prints the realistic set's figures: per diet, per cuisine, and the amounts people read. */
export function reportRealistic(rows: readonly Row[], foods: readonly Food[]): void {
  const byId = new Map(foods.map((f) => [f.id, f]));
  const plans = rows.flatMap((r) => (r.result.ok ? [r.result.plan] : []));
  const meals = plans.flatMap((p) => p.days.flatMap((d) => d.meals));
  const items = meals.flatMap((m) => m.items);
  // What people read: the ingredient lines of every meal. "0.3 g black pepper" counts as under 1 g;
  // "a pinch of black pepper" does not (its item still weighs 0.3 g).
  const lines = meals.flatMap((m) => m.ingredients);
  const underOne = lines.filter((l) => /^0(\.\d+)? (g|ml)\b/.test(l)).length;
  const kcalOf = (m: (typeof meals)[number]) =>
    m.items.reduce((a, i) => a + ((byId.get(i.food_id)?.per100g.kcal ?? 0) * i.grams) / 100, 0);
  // Per meal: how far the calories a meal states are from the sum over its items.
  const gaps = meals.map((m) => {
    const k = kcalOf(m);
    return k > 0 ? Math.abs(m.calories - k) / k : 0;
  });
  const ms = rows.map((r) => r.ms);
  console.log(
    `\nRealistic set: ${rows.length} people, ${plans.length} plans built, ${rows.length - plans.length} refused`,
  );
  const why = new Map<string, number>();
  for (const { req, result } of rows) {
    if (result.ok) continue;
    const key = `${req.diet}: ${result.refusal.code}: ${result.refusal.rule.replace(/\d[\d,.]*/g, "N")}`;
    why.set(key, (why.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...why].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(4)}  ${key}`);

  table("diet", (r) => r.diet, rows);
  table("cuisine", (r) => r.cuisine, rows);
  console.log(
    `\n  ingredient lines under 1 g    ${underOne} of ${lines.length} read (items under 1 g: ${items.filter((i) => i.grams < 1).length}, shown as spoons)`,
  );
  const pct2 = (x: number) => `${(x * 100).toFixed(3)} %`;
  console.log(
    `  meal vs items calorie gap     mean ${pct2(mean(gaps))}   worst ${pct2(Math.max(0, ...gaps))}   (target < 0.1 %)`,
  );
  console.log(
    `  ms per plan                   median ${q(ms, 0.5).toFixed(0)}   p95 ${q(ms, 0.95).toFixed(0)}   max ${Math.max(...ms).toFixed(0)}`,
  );
}
