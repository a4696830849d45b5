import type { Highs } from "highs";
import type { Nutrients } from "../library/nutrients";
import type { DayModel, ModelCell, Term } from "../rules/day-rule";
import { DAY_RULES } from "../rules/day-rules";
import * as R from "../rules/figures";
import { handsOnOf } from "../rules/leftovers";
import { type DaySpec, fixedTotals, type RuleGroup } from "../search/day-problem";
import { LpBuilder } from "./highs";

// One day as a linear programme, for proofs: each slot's candidates get a quarter-servings variable
// q (0..8), and every hard rule its rows from the rules' registry. The exact day (one recipe per slot
// at 2..8 quarters) would add a binary pick y per candidate with Q_MIN·y ≤ q ≤ Q_MAX·y; here y is
// only implied, y ∈ [q/Q_MAX, q/Q_MIN], and each row that counts picks is replaced by the weakest
// form it can take for some y in that range. Every real day satisfies these rows, so when HiGHS finds
// them infeasible no choice of recipes and servings can meet the rules: a proof. Soft goals add no
// rows (a soft goal never stops a day). Without the pick variables and their two linking rows per
// candidate, the model has a few hundred rows at most instead of thousands
// (docs/decisions/0012-refusal-proofs.md).

const Q_MIN = R.SERVINGS_MIN / R.SERVING_STEP;
const Q_MAX = R.SERVINGS_MAX / R.SERVING_STEP;
const INF = Number.POSITIVE_INFINITY;

/** Pick variables are not columns: cell i's pick is named −(i + 1) and stands for its q column. */
const pickOf = (i: number) => -(i + 1);

/** Whether HiGHS proves that no day of `spec` (less its dropped rule groups) meets the hard rules. */
export function dayIsImpossible(highs: Highs, spec: DaySpec): boolean {
  const on = (g: RuleGroup) => !spec.drop?.has(g);
  const m = new LpBuilder();
  const cells: ModelCell[] = [];
  spec.slots.forEach(({ candidates }, s) => {
    for (const facts of candidates) {
      cells.push({ slot: s, facts, y: pickOf(cells.length), q: m.addVar(0, Q_MAX) });
    }
  });
  /** A row over picks and columns as the rules write it, in its relaxed form over columns only. */
  const addRow = (lo: number, hi: number, list: readonly Term[]) => {
    let picks = false;
    for (let i = 0; i < list.length && !picks; i++) picks = (list[i] as Term)[0] < 0;
    if (!picks) return m.addRow(lo, hi, list);
    // For y in [q/Q_MAX, q/Q_MIN]: Σ a·y can be as low as Σ a·q/(a > 0 ? Q_MAX : Q_MIN), as high as the reverse.
    const side = (low: boolean) =>
      list.map(([v, a]): Term => {
        if (v >= 0) return [v, a];
        const q = (cells[-v - 1] as ModelCell).q;
        return [q, a / (a > 0 === low ? Q_MAX : Q_MIN)];
      });
    if (hi < INF) m.addRow(-INF, hi, side(true));
    if (lo > -INF) m.addRow(lo, INF, side(false));
  };

  // A slot takes one recipe (required slots exactly one), a recipe fills at most one slot a day.
  const picksBySlot = spec.slots.map((): Term[] => []);
  for (const c of cells) picksBySlot[c.slot]?.push([c.y, 1]);
  spec.slots.forEach(({ spec: slot }, s) => {
    addRow(slot.required ? 1 : 0, 1, picksBySlot[s] ?? []);
  });
  const byRecipe = new Map<string, Term[]>();
  for (const c of cells) {
    const list = byRecipe.get(c.facts.recipe.id) ?? [];
    list.push([c.y, 1]);
    byRecipe.set(c.facts.recipe.id, list);
  }
  for (const picks of byRecipe.values()) if (picks.length > 1) addRow(-INF, 1, picks);

  const t = spec.targets;
  /** Σ over cells of coef(facts per serving) per quarter-serving. */
  const lin = (coef: (n: Nutrients) => number, only?: (c: ModelCell) => boolean) =>
    cells.filter((c) => !only || only(c)).map((c) => [c.q, coef(c.facts.perServing) / 4] as const);
  const model: DayModel = {
    t,
    T: t.calories,
    F: fixedTotals(spec.fixed),
    on,
    addRow,
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
    cookingBudget: spec.cookingBudget,
    fixedMinutes: spec.fixed.reduce((a, i) => a + i.handsOnMin, 0),
    minutesOf: handsOnOf,
  };
  // Every rule adds its rows in the registry's order (rules/day-rules.ts).
  for (const rule of DAY_RULES) rule.model?.(model);
  return m.solve(highs, { ...R.LP_OPTIONS }) === "infeasible";
}
