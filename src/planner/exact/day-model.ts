import type { Highs } from "highs";
import type { Nutrients } from "../library/nutrients";
import type { RecipeFacts } from "../library/prepare-library";
import * as R from "../rules/figures";
import { type DayPick, type DaySpec, fixedTotals, type RuleGroup } from "../search/day-problem";
import { MipBuilder } from "./highs";

// One day as a MIP: each slot picks one recipe (binary y) and a number of quarter-servings q
// (2..8 when picked, 0 otherwise). Every nutrient is linear in q, so each hard rule is one row and
// each soft goal is a row with a penalised slack.

const Q_MIN = R.SERVINGS_MIN / R.SERVING_STEP;
const Q_MAX = R.SERVINGS_MAX / R.SERVING_STEP;
const INF = Number.POSITIVE_INFINITY;

interface Cell {
  slot: number;
  facts: RecipeFacts;
  y: number;
  q: number;
}

/**
 * Solves the day exactly with HiGHS. With `relax`, solves the LP relaxation instead: if even that is
 * infeasible, no choice of recipes and servings can satisfy the day (a proof, not a search failure).
 */
export function solveDay(highs: Highs, spec: DaySpec, relax = false): DayPick[] | null {
  const t = spec.targets;
  const T = t.calories;
  const on = (g: RuleGroup) => !spec.drop?.has(g);
  const m = new MipBuilder();
  const F = fixedTotals(spec.fixed);
  const cells: Cell[] = [];

  spec.slots.forEach(({ spec: slot, candidates }, s) => {
    const ys: [number, number][] = [];
    for (const facts of candidates) {
      const y = m.addVar(0, 1, spec.costOf(facts), true);
      const gl = spec.lowGl ? (facts.highGlCarbs_g / 4) * (R.W_HIGH_GL_PER_10G / 10) : 0;
      const q = m.addVar(0, Q_MAX, gl, true);
      m.addRow(0, INF, [
        [q, 1],
        [y, -Q_MIN],
      ]);
      m.addRow(-INF, 0, [
        [q, 1],
        [y, -Q_MAX],
      ]);
      cells.push({ slot: s, facts, y, q });
      ys.push([y, 1]);
    }
    m.addRow(slot.required ? 1 : 0, 1, ys);
  });

  // A recipe fills at most one slot a day.
  const byRecipe = new Map<string, [number, number][]>();
  for (const c of cells) {
    const list = byRecipe.get(c.facts.recipe.id) ?? [];
    list.push([c.y, 1]);
    byRecipe.set(c.facts.recipe.id, list);
  }
  for (const ys of byRecipe.values()) if (ys.length > 1) m.addRow(-INF, 1, ys);

  /** Σ over cells of coef(facts per serving) per quarter-serving. */
  const lin = (coef: (n: Nutrients, f: RecipeFacts) => number, only?: (c: Cell) => boolean) =>
    cells.filter((c) => !only || only(c)).map((c) => [c.q, coef(c.facts.perServing, c.facts) / 4] as const);
  const slack = (cost: number) => m.addVar(0, INF, cost);
  const perPctOfT = 100 / T;
  const mg = R.SOLVER_SHARE_MARGIN;

  // Energy: a hard band, and the absolute error as the main objective term.
  if (on("energy")) {
    const band = R.SOLVER_KCAL_TOLERANCE * T;
    m.addRow(
      T - band - F.kcal,
      T + band - F.kcal,
      lin((n) => n.kcal),
    );
  }
  const over = slack(R.W_KCAL_PER_PCT * perPctOfT);
  const under = slack(R.W_KCAL_PER_PCT * perPctOfT);
  m.addRow(T - F.kcal, T - F.kcal, [...lin((n) => n.kcal), [over, -1], [under, 1]]);

  // Energy split (N§5), soft: breakfast 25 %, lunch 35 %, dinner 30 %, snacks 10 %.
  for (const meal of ["breakfast", "lunch", "dinner", "snack"] as const) {
    const fixedK = spec.fixed.filter((i) => i.mealType === meal).reduce((a, i) => a + i.nutrients.kcal, 0);
    const hi = slack(R.W_SPLIT_PER_PCT * perPctOfT);
    const lo = slack(R.W_SPLIT_PER_PCT * perPctOfT);
    const target = R.ENERGY_SPLIT[meal] * T - fixedK;
    const terms = lin(
      (n) => n.kcal,
      (c) => spec.slots[c.slot]?.spec.meal === meal,
    );
    m.addRow(target, target, [...terms, [hi, -1], [lo, 1]]);
  }

  if (on("protein"))
    m.addRow(
      t.proteinMin_g + R.SOLVER_PROTEIN_MARGIN_G - F.protein_g,
      INF,
      lin((n) => n.protein_g),
    );
  const proteinShort = slack((R.W_PROTEIN_SHORT_PER_PCT * 100) / Math.max(1, t.protein_g));
  m.addRow(t.protein_g - F.protein_g, INF, [...lin((n) => n.protein_g), [proteinShort, 1]]);

  if (on("fat")) {
    const lo = t.fatShare.min + mg;
    const hi = t.fatShare.max - mg;
    m.addRow(
      lo * F.kcal - 9 * F.fat_g,
      INF,
      lin((n) => 9 * n.fat_g - lo * n.kcal),
    );
    m.addRow(
      -INF,
      hi * F.kcal - 9 * F.fat_g,
      lin((n) => 9 * n.fat_g - hi * n.kcal),
    );
  }
  if (on("carbs")) {
    const hi = t.carbShareMax - mg;
    m.addRow(
      -INF,
      hi * F.kcal - 4 * F.carbs_g,
      lin((n) => 4 * n.carbs_g - hi * n.kcal),
    );
  }
  if (t.carbShareSoftMin > 0) {
    const lo = t.carbShareSoftMin;
    const s = slack(R.W_CARB_LOW_PER_PCT * perPctOfT);
    m.addRow(lo * F.kcal - 4 * F.carbs_g, INF, [...lin((n) => 4 * n.carbs_g - lo * n.kcal), [s, 1]]);
  }
  if (on("sat_fat")) {
    const hi = t.satFatShareHard - mg;
    m.addRow(
      -INF,
      hi * F.kcal - 9 * F.sat_fat_g,
      lin((n) => 9 * n.sat_fat_g - hi * n.kcal),
    );
  }
  const satOver = slack(R.W_SAT_FAT_OVER_PER_PCT * perPctOfT);
  const soft = t.satFatShareSoft;
  m.addRow(-INF, soft * F.kcal - 9 * F.sat_fat_g, [
    ...lin((n) => 9 * n.sat_fat_g - soft * n.kcal),
    [satOver, -1],
  ]);

  if (on("sodium"))
    m.addRow(
      -INF,
      t.sodiumMax_mg - R.SOLVER_SODIUM_MARGIN_MG - F.sodium_mg,
      lin((n) => n.sodium_mg),
    );
  if (t.netCarbsMax_g !== null && on("keto_net_carbs")) {
    const cap = t.netCarbsMax_g - R.SOLVER_NET_CARBS_MARGIN_G - (F.carbs_g - F.fiber_g);
    m.addRow(
      -INF,
      cap,
      lin((n) => n.carbs_g - n.fiber_g),
    );
  }

  const perKcal = R.FIBER_G_PER_1000_KCAL / 1000;
  if (t.fiberHard && on("fiber")) {
    const k = perKcal * (1 + mg);
    m.addRow(
      k * F.kcal - F.fiber_g,
      INF,
      lin((n) => n.fiber_g - k * n.kcal),
    );
  }
  const fiberShort = slack(R.W_FIBER_SHORT_PER_G);
  m.addRow(perKcal * F.kcal - F.fiber_g, INF, [...lin((n) => n.fiber_g - perKcal * n.kcal), [fiberShort, 1]]);

  if (t.mealCarbShareMax !== null && on("meal_carbs")) {
    const share = t.mealCarbShareMax - mg;
    spec.slots.forEach((_, s) => {
      const terms = cells.map(
        (c) => [c.q, ((c.slot === s ? 1 : 0) - share) * (c.facts.perServing.carbs_g / 4)] as const,
      );
      m.addRow(-INF, share * F.carbs_g, terms);
    });
    for (const item of spec.fixed) {
      m.addRow(
        -INF,
        share * F.carbs_g - item.nutrients.carbs_g,
        lin((n) => -share * n.carbs_g),
      );
    }
  }
  if (t.proteinShareMin > 0 && on("pcos_protein")) {
    const lo = t.proteinShareMin + mg;
    m.addRow(
      lo * F.kcal - 4 * F.protein_g,
      INF,
      lin((n) => 4 * n.protein_g - lo * n.kcal),
    );
  }
  if (t.potassiumGoal_mg !== null) {
    const s = slack(R.W_POTASSIUM_SHORT_PER_100MG / 100);
    m.addRow(t.potassiumGoal_mg - F.potassium_mg, INF, [...lin((n) => n.potassium_mg), [s, 1]]);
  }

  const count = (pred: (f: RecipeFacts) => boolean) =>
    cells.filter((c) => pred(c.facts)).map((c) => [c.y, 1] as const);
  const fixedIodine = spec.fixed.some((i) => i.iodine);
  if (spec.iodine === "hard" && !fixedIodine && on("iodine"))
    m.addRow(
      1,
      INF,
      count((f) => f.iodine),
    );
  if (spec.iodine === "soft" && !fixedIodine) {
    const miss = m.addVar(0, 1, R.W_IODINE_DAY);
    m.addRow(1, INF, [...count((f) => f.iodine), [miss, 1]]);
  }
  if (spec.requireFish && on("fish"))
    m.addRow(
      1,
      INF,
      count((f) => f.attrs.has("fish")),
    );
  if (Number.isFinite(spec.redMeatBudget) && on("red_meat")) {
    m.addRow(
      -INF,
      spec.redMeatBudget,
      count((f) => f.attrs.has("red_meat")),
    );
  }

  const out = m.solve(highs, { ...R.MIP_OPTIONS }, relax);
  if (relax) return out.x ? [] : null;
  if (!out.x) return null;
  const x = out.x;
  const picks: DayPick[] = [];
  for (const c of cells) {
    if ((x[c.y] ?? 0) < 0.5) continue;
    const slot = spec.slots[c.slot]?.spec;
    if (slot) picks.push({ slot, facts: c.facts, quarters: Math.round(x[c.q] ?? 0) });
  }
  return picks;
}
