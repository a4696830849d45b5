import type { MealType } from "../../shared/domain";
import { ONE_FOOD_GRAMS_MAX, ONE_FOOD_MAIN_MEALS_MAX } from "../../shared/nutrition-figures";
import type { RecipeFacts } from "../library/prepare-library";
import {
  COUNTED_REFIT_MAX,
  countedPieces,
  PART_PIECE_STRICT,
  REFIT_SAFE,
  W_PART_PIECE,
  W_PART_REFIT,
} from "../rules/countable";
import { type DayTally, RULE_GROUPS } from "../rules/day-rule";
import { scoreDay } from "../rules/day-rules";
import * as R from "../rules/figures";
import { handsOnOf } from "../rules/leftovers";
import { W_DRINK_BREAKFAST } from "../rules/meal-rules";
import { isSolid, sameFoodParts } from "../rules/same-food-rules";
import { newLineCost, newPantryLineCost } from "../rules/shopping-overlap";
import { recipeHash, W_SAME_DAY } from "../rules/variety";
import { type DaySpec, fixedTotals, type RuleGroup } from "./day-problem";

// The day's objective for the local search: the registry's rules (rules/day-rules.ts), which score
// hard rules as violation amounts (scaled so that "percent off" is comparable across rules) and soft
// goals as weighted penalties (rules/figures.ts).
// A state is one candidate (or none) and a number of quarter-servings per slot.

export const NV = 10;
const KC = 0;
const PR = 1;
const FA = 2;
const SA = 3;
const CA = 4;
const FI = 5;
const NA = 6;
const KM = 7;
const GL = 8;
/** Calcium, for its soft goal (rules/nutrient-rules CALCIUM); not part of the fixed items' row. */
const CAL = 9;
const MEALS: readonly MealType[] = ["breakfast", "lunch", "dinner", "snack"];
const BREAKFAST_MEAL = MEALS.indexOf("breakfast");
const SNACK_MEAL = 3;
/** One percent of a hard-rule violation outweighs any achievable soft objective. */
export const HARD_WEIGHT = 1000;

export class DayScorer {
  readonly cands: RecipeFacts[] = [];
  /** Per-quarter-serving nutrients of each candidate, NV values each. */
  readonly v: Float64Array;
  readonly cost: Float64Array;
  /** Hands-on minutes of each candidate (reheating for a leftover). */
  readonly mins: Float64Array;
  readonly flags: Uint8Array;
  /** Index of each candidate's recipe, so one recipe cannot fill two slots. */
  readonly recipeIx: Int32Array;
  readonly slotCands: Int32Array[];
  readonly slotMeal: Int8Array;
  /** Candidates that are a glass and nothing to eat: costly as a breakfast (rules/meal-rules.ts). */
  private readonly drink: Uint8Array;
  readonly required: Uint8Array;
  /** Set by score(): the state's total hard-rule violation (0 = every rule holds) and weekly counts. */
  hard = 0;
  fishMeals = 0;
  redMeatMeals = 0;
  iodine = false;
  /** Set by score(): the lines to buy the state adds to the rest of the week's (rules/shopping-overlap). */
  newLines = 0;
  private readonly fixed = new Float64Array(NV);
  private readonly fixedMeal = new Float64Array(4);
  private readonly fixedIodine: boolean;
  private readonly fixedMins: number;
  /**
   * The foods the same-food rule reads, per candidate: entries foodStart[i] … foodStart[i + 1] − 1 of
   * foodIx (a food number), foodQg (grams per quarter serving, 0 when not weighed) and foodMain.
   */
  private readonly foodStart: Int32Array;
  private readonly foodIx: Int32Array;
  private readonly foodQg: Float64Array;
  private readonly foodMain: Uint8Array;
  /** Per food number while a state is scored: main meals, grams, and the foods touched. */
  private readonly foodMeals: Int8Array;
  private readonly foodGrams: Float64Array;
  private readonly touched: Int32Array;
  /**
   * The foods to include (fixed items) count toward a food's grams as the checker counts them
   * (rules/same-food-rules.ts dayFoods): their solid foods' food numbers and grams.
   */
  private readonly fixedFoodIx: Int32Array;
  private readonly fixedFoodG: Float64Array;
  /**
   * The lines to buy and pantry lines per candidate, as line numbers: lineStart[i] … lineStart[i + 1] − 1 of lineNo;
   * per line number, whether the rest of the week buys it and whether the state scored holds it.
   */
  private readonly lineStart: Int32Array;
  private readonly lineNo: Int32Array;
  private readonly lineBought: Uint8Array;
  /** Per line number, what adding it costs (rules/shopping-overlap.ts newLineCost). */
  private readonly lineCost: Float64Array;
  private readonly lineSeen: Uint8Array;
  private readonly lineTouched: Int32Array;
  /**
   * The counted foods per candidate (rules/countable.ts): pieceStart[i] … pieceStart[i + 1] − 1 of
   * piecesQ (each food's pieces per quarter serving) and pieceRefit (one piece's kcal over the kcal
   * of the candidate's other foods per quarter serving: the refit a piece more or less asks of them).
   */
  private readonly pieceStart: Int32Array;
  private readonly piecesQ: Float64Array;
  private readonly pieceRefit: Float64Array;
  /** Per candidate, its recipe's hash: a state's menu is their sum (rules/variety.ts menuOf). */
  private readonly menuPart: Uint32Array;
  /** The day as the rules read it, reused so scoring allocates nothing. */
  private readonly tally: DayTally;
  private droppedGroups: ReadonlySet<RuleGroup> = new Set();
  /** Rule groups in force, as flags: scoring runs millions of times and a Set lookup shows. */
  private readonly live = Object.fromEntries(RULE_GROUPS.map((g) => [g, true])) as Record<RuleGroup, boolean>;

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
    this.drink = Uint8Array.from(this.cands, (f) => (f.recipe.drink ? 1 : 0));
    this.mins = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.recipeIx = new Int32Array(n);
    this.menuPart = Uint32Array.from(this.cands, (f) => recipeHash(f.recipe.id));
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
      this.v[i * NV + CAL] = f.perServing.calcium_mg / 4;
      this.cost[i] = spec.costOf(f);
      this.mins[i] = handsOnOf(f);
      this.flags[i] = (f.iodine ? 1 : 0) | (f.attrs.has("fish") ? 2 : 0) | (f.attrs.has("red_meat") ? 4 : 0);
      let r = recipeIndex.get(f.recipe.id);
      if (r === undefined) {
        r = recipeIndex.size;
        recipeIndex.set(f.recipe.id, r);
      }
      this.recipeIx[i] = r;
    });
    const foodNo = new Map<string, number>();
    const entries = this.cands.map((f) => sameFoodParts(f));
    this.foodStart = new Int32Array(n + 1);
    entries.forEach((list, i) => {
      this.foodStart[i + 1] = (this.foodStart[i] as number) + list.length;
    });
    const total = this.foodStart[n] as number;
    this.foodIx = new Int32Array(total);
    this.foodQg = new Float64Array(total);
    this.foodMain = new Uint8Array(total);
    entries.forEach((list, i) => {
      list.forEach((p, k) => {
        const at = (this.foodStart[i] as number) + k;
        let no = foodNo.get(p.food.id);
        if (no === undefined) {
          no = foodNo.size;
          foodNo.set(p.food.id, no);
        }
        this.foodIx[at] = no;
        this.foodQg[at] = p.weighed ? p.gramsPerServing / 4 : 0;
        this.foodMain[at] = p.main ? 1 : 0;
      });
    });
    const pieces = this.cands.map((f) => {
      const list = spec.wholePieces ? countedPieces(f.parts) : [];
      const others = f.perServing.kcal - list.reduce((a, x) => a + x.pieces * x.pieceKcal, 0);
      return list.map((x) => ({ q: x.pieces / 4, refit: x.pieceKcal / Math.max(1, others / 4) }));
    });
    this.pieceStart = new Int32Array(n + 1);
    pieces.forEach((list, i) => {
      this.pieceStart[i + 1] = (this.pieceStart[i] as number) + list.length;
    });
    this.piecesQ = Float64Array.from(pieces.flat(), (x) => x.q);
    this.pieceRefit = Float64Array.from(pieces.flat(), (x) => x.refit);
    const lineNos = new Map<string, number>();
    this.lineStart = new Int32Array(n + 1);
    // A candidate's lines: those to buy, then its pantry lines (a food is one or the other).
    const pantryIds = new Set<string>();
    this.cands.forEach((f, i) => {
      this.lineStart[i + 1] = (this.lineStart[i] as number) + f.buys.length + f.pantry.length;
      for (const id of f.pantry) pantryIds.add(id);
    });
    this.lineNo = new Int32Array(this.lineStart[n] as number);
    this.cands.forEach((f, i) => {
      [...f.buys, ...f.pantry].forEach((id, k) => {
        let no = lineNos.get(id);
        if (no === undefined) {
          no = lineNos.size;
          lineNos.set(id, no);
        }
        this.lineNo[(this.lineStart[i] as number) + k] = no;
      });
    });
    // Without the week around it (a day alone, a swap's test), no line is new: the term is off.
    const { bought, checked } = spec;
    this.lineBought = Uint8Array.from(lineNos.keys(), (id) =>
      !bought || (pantryIds.has(id) ? (checked?.has(id) ?? true) : bought.has(id)) ? 1 : 0,
    );
    const allHeld = (bought?.size ?? 0) + (checked?.size ?? 0);
    this.lineCost = Float64Array.from(lineNos.keys(), (id) =>
      pantryIds.has(id)
        ? newPantryLineCost(allHeld)
        : newLineCost(spec.lineShare?.get(id) ?? 0, bought?.size ?? 0),
    );
    this.lineSeen = new Uint8Array(lineNos.size);
    this.lineTouched = new Int32Array(lineNos.size);
    const fixedFoods = spec.fixed.flatMap((item) => item.parts.filter((p) => isSolid(p.food)));
    this.fixedFoodIx = Int32Array.from(fixedFoods, (p) => {
      let no = foodNo.get(p.food.id);
      if (no === undefined) {
        no = foodNo.size;
        foodNo.set(p.food.id, no);
      }
      return no;
    });
    this.fixedFoodG = Float64Array.from(fixedFoods, (p) => p.grams);
    this.foodMeals = new Int8Array(foodNo.size);
    this.foodGrams = new Float64Array(foodNo.size);
    const widest = entries.reduce((a, list) => Math.max(a, list.length), 0);
    this.touched = new Int32Array(spec.slots.length * widest + fixedFoods.length);
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
    this.fixedIodine = spec.fixed.some((i) => i.iodine);
    this.fixedMins = spec.fixed.reduce((a, i) => a + i.handsOnMin, 0);
    this.tally = {
      t: spec.targets,
      on: this.live,
      E: 0,
      P: 0,
      F: 0,
      S: 0,
      C: 0,
      Fi: 0,
      Na: 0,
      K: 0,
      gl: 0,
      Ep: 1,
      dev: 0,
      pct: 0,
      mealK: new Float64Array(4),
      split: Float64Array.from(MEALS, (m) => R.ENERGY_SPLIT[m]),
      slotCarbs: new Float64Array(spec.slots.length),
      slotKcal: new Float64Array(spec.slots.length),
      slotProtein: new Float64Array(spec.slots.length),
      slotMeal: this.slotMeal,
      fixedCarbs: spec.fixed.map((i) => i.nutrients.carbs_g),
      fixedKcal: spec.fixed.map((i) => i.nutrients.kcal),
      iodine: false,
      fish: 0,
      red: 0,
      iodineMode: spec.iodine,
      requireFish: spec.requireFish,
      redMeatBudget: spec.redMeatBudget,
      lowGl: spec.lowGl,
      M: 0,
      budget: spec.cookingBudget,
      sameFood: 0,
      twoMains: 0,
      hard: 0,
      soft: 0,
    };
    this.dropped = spec.drop ?? new Set();
  }

  /** Score of a state; sets `hard` to its total hard-rule violation (0 = every rule holds). */
  score(pick: Int32Array, q: Int8Array): number {
    const t = this.spec.targets;
    const v = this.v;
    let E = this.fixed[KC] as number;
    let P = this.fixed[PR] as number;
    let F = this.fixed[FA] as number;
    let S = this.fixed[SA] as number;
    let C = this.fixed[CA] as number;
    let Fi = this.fixed[FI] as number;
    let Na = this.fixed[NA] as number;
    let K = this.fixed[KM] as number;
    let gl = 0;
    let Ca = 0;
    let cost = 0;
    let iodine = this.fixedIodine;
    let fish = 0;
    let red = 0;
    let M = this.fixedMins;
    const mealK = this.tally.mealK;
    for (let i = 0; i < 4; i++) mealK[i] = this.fixedMeal[i] as number;
    const slotCarbs = this.tally.slotCarbs;
    const slotKcal = this.tally.slotKcal;
    const slotProtein = this.tally.slotProtein;
    let missing = 0;
    let nTouched = 0;
    for (let k = 0; k < this.fixedFoodIx.length; k++) {
      const no = this.fixedFoodIx[k] as number;
      if ((this.foodGrams[no] as number) === 0) this.touched[nTouched++] = no;
      this.foodGrams[no] = (this.foodGrams[no] as number) + (this.fixedFoodG[k] as number);
    }
    let newLines = 0;
    let linesCost = 0;
    let menu = 0;
    let partPieces = 0;
    let refitOver = 0;
    for (let s = 0; s < pick.length; s++) {
      const c = pick[s] as number;
      if (c < 0) {
        if (this.required[s]) missing++;
        slotCarbs[s] = -1;
        slotKcal[s] = -1;
        slotProtein[s] = -1;
        continue;
      }
      const qq = q[s] as number;
      const b = c * NV;
      const kc = qq * (v[b + KC] as number);
      E += kc;
      slotKcal[s] = kc;
      const mi = this.slotMeal[s] as number;
      mealK[mi] = (mealK[mi] ?? 0) + kc;
      const ps = qq * (v[b + PR] as number);
      P += ps;
      slotProtein[s] = ps;
      F += qq * (v[b + FA] as number);
      S += qq * (v[b + SA] as number);
      const cs = qq * (v[b + CA] as number);
      C += cs;
      slotCarbs[s] = cs;
      Fi += qq * (v[b + FI] as number);
      Na += qq * (v[b + NA] as number);
      K += qq * (v[b + KM] as number);
      gl += qq * (v[b + GL] as number);
      Ca += qq * (v[b + CAL] as number);
      cost += this.cost[c] as number;
      if (mi === BREAKFAST_MEAL && this.drink[c]) cost += W_DRINK_BREAKFAST;
      menu = (menu + (this.menuPart[c] as number)) >>> 0;
      M += this.mins[c] as number;
      const fl = this.flags[c] as number;
      if (fl & 1) iodine = true;
      if (fl & 2) fish++;
      if (fl & 4) red++;
      for (let k = this.lineStart[c] as number, end = this.lineStart[c + 1] as number; k < end; k++) {
        const no = this.lineNo[k] as number;
        if (this.lineBought[no] || this.lineSeen[no]) continue;
        this.lineSeen[no] = 1;
        this.lineTouched[newLines++] = no;
        linesCost += this.lineCost[no] as number;
      }
      for (let k = this.pieceStart[c] as number, end = this.pieceStart[c + 1] as number; k < end; k++) {
        const x = qq * (this.piecesQ[k] as number);
        const off = Math.abs(x - Math.round(x));
        partPieces += off;
        const refit = (off * (this.pieceRefit[k] as number)) / qq;
        if (refit > REFIT_SAFE) refitOver += Math.min(refit, 2 * COUNTED_REFIT_MAX) - REFIT_SAFE;
      }
      const mainSlot = this.slotMeal[s] !== SNACK_MEAL;
      for (let k = this.foodStart[c] as number, end = this.foodStart[c + 1] as number; k < end; k++) {
        const no = this.foodIx[k] as number;
        if ((this.foodMeals[no] as number) === 0 && (this.foodGrams[no] as number) === 0)
          this.touched[nTouched++] = no;
        if (mainSlot && this.foodMain[k]) this.foodMeals[no] = (this.foodMeals[no] as number) + 1;
        this.foodGrams[no] = (this.foodGrams[no] as number) + qq * (this.foodQg[k] as number);
      }
    }
    for (let i = 0; i < newLines; i++) this.lineSeen[this.lineTouched[i] as number] = 0;
    // Read and reset only the foods this state touched (the scorer allocates nothing per state).
    let sameFood = 0;
    let twoMains = 0;
    for (let i = 0; i < nTouched; i++) {
      const no = this.touched[i] as number;
      const meals = this.foodMeals[no] as number;
      const grams = this.foodGrams[no] as number;
      if (meals >= 2) twoMains++;
      if (meals > ONE_FOOD_MAIN_MEALS_MAX) sameFood += meals - ONE_FOOD_MAIN_MEALS_MAX;
      if (grams > ONE_FOOD_GRAMS_MAX) sameFood += (grams - ONE_FOOD_GRAMS_MAX) / ONE_FOOD_GRAMS_MAX;
      this.foodMeals[no] = 0;
      this.foodGrams[no] = 0;
    }
    const T = t.calories;
    const d = this.tally;
    d.E = E;
    d.P = P;
    d.F = F;
    d.S = S;
    d.C = C;
    d.Fi = Fi;
    d.Na = Na;
    d.K = K;
    d.gl = gl;
    d.Ep = Math.max(E, 1);
    d.dev = Math.abs(E - T);
    d.pct = 100 / T;
    d.iodine = iodine;
    d.fish = fish;
    d.red = red;
    d.M = M;
    d.sameFood = sameFood;
    d.twoMains = twoMains;
    // Calcium for its soft goal (rules/nutrient-rules CALCIUM): the picks' from the slot loop above,
    // then the fixed items'.
    for (const item of this.spec.fixed) Ca += item.nutrients.calcium_mg;
    d.Ca = Ca;
    d.hard = 100 * missing;
    const sameDay = this.spec.menus?.has(menu) ? W_SAME_DAY : 0;
    const wPart = this.spec.strictPieces ? W_PART_PIECE * PART_PIECE_STRICT : W_PART_PIECE;
    d.soft = cost + linesCost + sameDay + wPart * partPieces + W_PART_REFIT * refitOver;
    scoreDay(d);
    this.hard = d.hard;
    this.fishMeals = fish;
    this.redMeatMeals = red;
    this.iodine = iodine;
    this.newLines = newLines;
    return d.hard * HARD_WEIGHT + d.soft;
  }
}
