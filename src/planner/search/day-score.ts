import type { MealType } from "../../shared/domain";
import type { RecipeFacts } from "../library/prepare-library";
import * as R from "../rules/figures";
import { type DaySpec, fixedTotals, type RuleGroup } from "./day-problem";

// The day's objective for the local search: the same hard rules as the MIP (as violation amounts,
// scaled so that "percent off" is comparable across rules) and the same soft goals and weights.
// A state is one candidate (or none) and a number of quarter-servings per slot.

export const NV = 9;
const KC = 0;
const PR = 1;
const FA = 2;
const SA = 3;
const CA = 4;
const FI = 5;
const NA = 6;
const KM = 7;
const GL = 8;
const MEALS: readonly MealType[] = ["breakfast", "lunch", "dinner", "snack"];
/** One percent of a hard-rule violation outweighs any achievable soft objective. */
export const HARD_WEIGHT = 1000;

export class DayScorer {
  readonly cands: RecipeFacts[] = [];
  /** Per-quarter-serving nutrients of each candidate, NV values each. */
  readonly v: Float64Array;
  readonly cost: Float64Array;
  readonly flags: Uint8Array;
  /** Index of each candidate's recipe, so one recipe cannot fill two slots. */
  readonly recipeIx: Int32Array;
  readonly slotCands: Int32Array[];
  readonly slotMeal: Int8Array;
  readonly required: Uint8Array;
  /** Set by score(): the state's total hard-rule violation (0 = every rule holds) and weekly counts. */
  hard = 0;
  fishMeals = 0;
  redMeatMeals = 0;
  iodine = false;
  private readonly fixed = new Float64Array(NV);
  private readonly fixedMeal = new Float64Array(4);
  /** Scratch for per-meal energy, reused so scoring allocates nothing. */
  private readonly mealK = new Float64Array(4);
  private readonly split = Float64Array.from(MEALS, (m) => R.ENERGY_SPLIT[m]);
  private readonly fixedCarbs: number[];
  private readonly fixedIodine: boolean;
  private droppedGroups: ReadonlySet<RuleGroup> = new Set();
  /** Rule groups in force, as flags: scoring runs millions of times and a Set lookup shows. */
  private readonly live: Record<RuleGroup, boolean> = {
    energy: true,
    protein: true,
    fat: true,
    carbs: true,
    sat_fat: true,
    sodium: true,
    keto_net_carbs: true,
    fiber: true,
    meal_carbs: true,
    pcos_protein: true,
    iodine: true,
    fish: true,
    red_meat: true,
  };

  /** Rule groups left out of `hard`; searchDay sets it briefly to see which rules a state breaks. */
  get dropped(): ReadonlySet<RuleGroup> {
    return this.droppedGroups;
  }

  set dropped(groups: ReadonlySet<RuleGroup>) {
    this.droppedGroups = groups;
    for (const g of Object.keys(this.live) as RuleGroup[]) this.live[g] = !groups.has(g);
  }

  /** `recipeIndex` may be shared between days so that recipe numbers agree across the week. */
  constructor(
    readonly spec: DaySpec,
    recipeIndex: Map<string, number> = new Map(),
  ) {
    const index = new Map<RecipeFacts, number>();
    this.slotCands = spec.slots.map(({ candidates }) =>
      Int32Array.from(candidates, (f) => {
        let i = index.get(f);
        if (i === undefined) {
          i = this.cands.length;
          index.set(f, i);
          this.cands.push(f);
        }
        return i;
      }),
    );
    const n = this.cands.length;
    this.v = new Float64Array(n * NV);
    this.cost = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.recipeIx = new Int32Array(n);
    this.cands.forEach((f, i) => {
      const p = f.perServing;
      const row = [
        p.kcal,
        p.protein_g,
        p.fat_g,
        p.sat_fat_g,
        p.carbs_g,
        p.fiber_g,
        p.sodium_mg,
        p.potassium_mg,
      ];
      row.forEach((x, k) => {
        this.v[i * NV + k] = x / 4;
      });
      this.v[i * NV + GL] = f.highGlCarbs_g / 4;
      this.cost[i] = spec.costOf(f);
      this.flags[i] = (f.iodine ? 1 : 0) | (f.attrs.has("fish") ? 2 : 0) | (f.attrs.has("red_meat") ? 4 : 0);
      let r = recipeIndex.get(f.recipe.id);
      if (r === undefined) {
        r = recipeIndex.size;
        recipeIndex.set(f.recipe.id, r);
      }
      this.recipeIx[i] = r;
    });
    this.slotMeal = Int8Array.from(spec.slots, (s) => MEALS.indexOf(s.spec.meal));
    this.required = Uint8Array.from(spec.slots, (s) => (s.spec.required ? 1 : 0));
    const F = fixedTotals(spec.fixed);
    [F.kcal, F.protein_g, F.fat_g, F.sat_fat_g, F.carbs_g, F.fiber_g, F.sodium_mg, F.potassium_mg].forEach(
      (x, k) => {
        this.fixed[k] = x;
      },
    );
    for (const item of spec.fixed) {
      const i = MEALS.indexOf(item.mealType);
      this.fixedMeal[i] = (this.fixedMeal[i] ?? 0) + item.nutrients.kcal;
    }
    this.fixedCarbs = spec.fixed.map((i) => i.nutrients.carbs_g);
    this.fixedIodine = spec.fixed.some((i) => i.iodine);
    this.dropped = spec.drop ?? new Set();
  }

  /** Score of a state; sets `hard` to its total hard-rule violation (0 = every rule holds). */
  score(pick: Int32Array, q: Int8Array): number {
    const t = this.spec.targets;
    const v = this.v;
    const on = this.live;
    let E = this.fixed[KC] as number;
    let P = this.fixed[PR] as number;
    let F = this.fixed[FA] as number;
    let S = this.fixed[SA] as number;
    let C = this.fixed[CA] as number;
    let Fi = this.fixed[FI] as number;
    let Na = this.fixed[NA] as number;
    let K = this.fixed[KM] as number;
    let gl = 0;
    let cost = 0;
    let iodine = this.fixedIodine;
    let fish = 0;
    let red = 0;
    const mealK = this.mealK;
    mealK.set(this.fixedMeal);
    let missing = 0;
    for (let s = 0; s < pick.length; s++) {
      const c = pick[s] as number;
      if (c < 0) {
        if (this.required[s]) missing++;
        continue;
      }
      const qq = q[s] as number;
      const b = c * NV;
      const kc = qq * (v[b + KC] as number);
      E += kc;
      const mi = this.slotMeal[s] as number;
      mealK[mi] = (mealK[mi] ?? 0) + kc;
      P += qq * (v[b + PR] as number);
      F += qq * (v[b + FA] as number);
      S += qq * (v[b + SA] as number);
      C += qq * (v[b + CA] as number);
      Fi += qq * (v[b + FI] as number);
      Na += qq * (v[b + NA] as number);
      K += qq * (v[b + KM] as number);
      gl += qq * (v[b + GL] as number);
      cost += this.cost[c] as number;
      const fl = this.flags[c] as number;
      if (fl & 1) iodine = true;
      if (fl & 2) fish++;
      if (fl & 4) red++;
    }
    const T = t.calories;
    const m = R.SOLVER_SHARE_MARGIN;
    const Ep = Math.max(E, 1);
    let h = 100 * missing;
    const dev = Math.abs(E - T);
    if (on.energy && dev > R.SOLVER_KCAL_TOLERANCE * T) h += ((dev - R.SOLVER_KCAL_TOLERANCE * T) / T) * 100;
    const pMin = t.proteinMin_g + R.SOLVER_PROTEIN_MARGIN_G;
    if (on.protein && P < pMin) h += ((pMin - P) / pMin) * 100;
    if (on.fat) {
      const lo = (t.fatShare.min + m) * E - 9 * F;
      const hi = 9 * F - (t.fatShare.max - m) * E;
      if (lo > 0) h += (lo / Ep) * 100;
      if (hi > 0) h += (hi / Ep) * 100;
    }
    const cOver = 4 * C - (t.carbShareMax - m) * E;
    if (on.carbs && cOver > 0) h += (cOver / Ep) * 100;
    const sOver = 9 * S - (t.satFatShareHard - m) * E;
    if (on.sat_fat && sOver > 0) h += (sOver / Ep) * 100;
    const naCap = t.sodiumMax_mg - R.SOLVER_SODIUM_MARGIN_MG;
    if (on.sodium && Na > naCap) h += ((Na - naCap) / t.sodiumMax_mg) * 100;
    if (t.netCarbsMax_g !== null && on.keto_net_carbs) {
      const cap = t.netCarbsMax_g - R.SOLVER_NET_CARBS_MARGIN_G;
      if (C - Fi > cap) h += ((C - Fi - cap) / t.netCarbsMax_g) * 100;
    }
    const fibPerKcal = R.FIBER_G_PER_1000_KCAL / 1000;
    if (t.fiberHard && on.fiber) {
      const need = fibPerKcal * (1 + m) * E;
      if (Fi < need) h += ((need - Fi) / Math.max(need, 1)) * 100;
    }
    if (t.mealCarbShareMax !== null && on.meal_carbs && C > 0) {
      const cap = (t.mealCarbShareMax - m) * C;
      for (let s = 0; s < pick.length; s++) {
        const c = pick[s] as number;
        if (c < 0) continue;
        const cs = (q[s] as number) * (v[c * NV + CA] as number);
        if (cs > cap) h += ((cs - cap) / C) * 100;
      }
      for (const cs of this.fixedCarbs) if (cs > cap) h += ((cs - cap) / C) * 100;
    }
    if (t.proteinShareMin > 0 && on.pcos_protein) {
      const lo = (t.proteinShareMin + m) * E - 4 * P;
      if (lo > 0) h += (lo / Ep) * 100;
    }
    if (this.spec.iodine === "hard" && !iodine && on.iodine) h += 10;
    if (this.spec.requireFish && fish === 0 && on.fish) h += 10;
    if (on.red_meat && red > this.spec.redMeatBudget) h += 10 * (red - this.spec.redMeatBudget);
    this.hard = h;
    this.fishMeals = fish;
    this.redMeatMeals = red;
    this.iodine = iodine;

    const pct = 100 / T;
    let soft = cost + R.W_KCAL_PER_PCT * dev * pct;
    for (let i = 0; i < 4; i++) {
      soft += R.W_SPLIT_PER_PCT * Math.abs((mealK[i] as number) - (this.split[i] as number) * T) * pct;
    }
    if (P < t.protein_g)
      soft += (R.W_PROTEIN_SHORT_PER_PCT * (t.protein_g - P) * 100) / Math.max(1, t.protein_g);
    if (t.carbShareSoftMin > 0) {
      const short = t.carbShareSoftMin * E - 4 * C;
      if (short > 0) soft += R.W_CARB_LOW_PER_PCT * short * pct;
    }
    const satSoft = 9 * S - t.satFatShareSoft * E;
    if (satSoft > 0) soft += R.W_SAT_FAT_OVER_PER_PCT * satSoft * pct;
    const fibShort = fibPerKcal * E - Fi;
    if (fibShort > 0) soft += R.W_FIBER_SHORT_PER_G * fibShort;
    if (t.potassiumGoal_mg !== null && K < t.potassiumGoal_mg) {
      soft += (R.W_POTASSIUM_SHORT_PER_100MG / 100) * (t.potassiumGoal_mg - K);
    }
    if (this.spec.lowGl) soft += (R.W_HIGH_GL_PER_10G / 10) * gl;
    if (this.spec.iodine === "soft" && !iodine) soft += R.W_IODINE_DAY;
    return h * HARD_WEIGHT + soft;
  }
}
