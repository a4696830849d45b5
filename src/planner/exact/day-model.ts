import type { Highs } from "highs";
import type { Nutrients } from "../library/nutrients";
import { lowGlCostPerQuarter } from "../rules/condition-rules";
import type { DayModel, ModelCell } from "../rules/day-rule";
import { DAY_RULES } from "../rules/day-rules";
import * as R from "../rules/figures";
import { type DayPick, type DaySpec, fixedTotals, type RuleGroup } from "../search/day-problem";
import { MipBuilder } from "./highs";

// One day as a MIP: each slot picks one recipe (binary y) and a number of quarter-servings q
// (2..8 when picked, 0 otherwise). Every nutrient is linear in q, so each hard rule is one row and
// each soft goal is a row with a penalised slack; the rows come from the rules' registry.

const Q_MIN = R.SERVINGS_MIN / R.SERVING_STEP;
const Q_MAX = R.SERVINGS_MAX / R.SERVING_STEP;
const INF = Number.POSITIVE_INFINITY;

type Cell = ModelCell;

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
      const gl = spec.lowGl ? lowGlCostPerQuarter(facts.highGlCarbs_g) : 0;
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
  const lin = (coef: (n: Nutrients) => number, only?: (c: Cell) => boolean) =>
    cells.filter((c) => !only || only(c)).map((c) => [c.q, coef(c.facts.perServing) / 4] as const);
  const model: DayModel = {
    t,
    T,
    perPctOfT: 100 / T,
    F,
    on,
    addRow: (lo, hi, terms) => m.addRow(lo, hi, terms),
    slack: (cost) => m.addVar(0, INF, cost),
    addVar: (lo, hi, cost) => m.addVar(lo, hi, cost),
    lin,
    count: (pred) => cells.filter((c) => pred(c.facts)).map((c) => [c.y, 1] as const),
    cells,
    slotMeals: spec.slots.map((s) => s.spec.meal),
    fixed: spec.fixed.map((i) => ({
      mealType: i.mealType,
      carbs_g: i.nutrients.carbs_g,
      kcal: i.nutrients.kcal,
      iodine: i.iodine,
    })),
    iodineMode: spec.iodine,
    requireFish: spec.requireFish,
    redMeatBudget: spec.redMeatBudget,
  };
  // Every rule adds its rows in the registry's order (rules/day-rules.ts).
  for (const rule of DAY_RULES) rule.model?.(model);

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
