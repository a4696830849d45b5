import { RULE_GROUPS } from "../rules/day-rule";
import * as R from "../rules/figures";
import type { DayPick, DaySpec, RuleGroup } from "./day-problem";
import { DayScorer, HARD_WEIGHT, NV } from "./day-score";

// A seeded local search over one day: simulated annealing on (recipe, quarter-servings) per slot,
// with the hard rules' weight raised from lenient to strict as the search cools (so it can cross
// infeasible ground early on), then a polish that tries every serving size and every candidate of
// each slot, and shifts servings between pairs of slots. HiGHS in WebAssembly needs seconds per day
// on this problem; this finds a day in milliseconds, and HiGHS proves the days that cannot exist
// (exact/day-model.ts).

const Q_MIN = R.SERVINGS_MIN / R.SERVING_STEP;
const Q_MAX = R.SERVINGS_MAX / R.SERVING_STEP;
const W_START = 5;
/** A swap is re-fitted only if, before re-fitting, it scores within this much of the current day. */
const SCREEN = 3 * HARD_WEIGHT;
/**
 * A candidate this much cheaper in preferences than the slot's pick (a meal of the person's cuisine
 * for a borrowed one, W_FOREIGN_MEAL 40; tofu within the week's allowance, W_STAND_IN_OVER 30) is
 * worth re-fitting every serving around; the others are sized alone. Measured on the realistic set:
 * own-cuisine shares within a point or two of re-fitting every candidate, at under half the work.
 */
const PREFERRED_GAP = 20;
/**
 * Pairs of slots are resized together by up to this many quarter-servings each way: the sizes are
 * already fitted one slot at a time, and wider pairs (every size of both, 49 instead of 25 a pair)
 * cost 13 % more evaluations per plan for the same calorie error and cuisine shares (bench:planner).
 */
const SHIFT_REACH = 2;

export interface SearchEffort {
  iterations: number;
  restarts: number;
  /**
   * Stop at the first state that meets every hard rule, unpolished: for callers that only ask whether
   * a day can work (the day alone, a rule left out, an alternative in the advice). They get the same
   * answer as from the full search, which only ever returns a worse state when it finds none.
   */
  untilFeasible?: boolean;
  /**
   * A state to start from (picks of this spec's candidates, by slot key), tried before any random
   * one: with no iterations, the search only polishes it. A household member's day screened
   * feasible is finished this way rather than searched again (household/member-day.ts).
   */
  start?: readonly DayPick[];
}

export interface SearchResult {
  picks: DayPick[];
  /** Total hard-rule violation of the best state found; 0 means every rule holds. */
  hard: number;
  /** The rule groups the best state breaks, most broken first (empty when hard is 0). */
  broken: RuleGroup[];
}

/** The hard rules' weight at each iteration, W_START rising to HARD_WEIGHT; a power per iteration showed in profiles. */
const schedules = new Map<number, Float64Array>();
function weightSchedule(iters: number): Float64Array {
  let w = schedules.get(iters);
  if (!w) {
    w = Float64Array.from({ length: iters }, (_, it) => W_START * (HARD_WEIGHT / W_START) ** (it / iters));
    schedules.set(iters, w);
  }
  return w;
}

const clampQ = (x: number) => Math.min(Q_MAX, Math.max(Q_MIN, Math.round(x)));

/** The best day found; check `hard` before using it. Null only when a required slot has no recipes. */
export function searchDay(spec: DaySpec, rand: () => number, effort: SearchEffort): SearchResult | null {
  const sc = new DayScorer(spec);
  const n = spec.slots.length;
  for (let s = 0; s < n; s++) if (sc.required[s] && sc.slotCands[s]?.length === 0) return null;
  const T = spec.targets.calories;
  const pick = new Int32Array(n);
  const q = new Int8Array(n);
  const bestPick = new Int32Array(n).fill(-1);
  const bestQ = new Int8Array(n);
  let best = Number.POSITIVE_INFINITY;
  let bestHard = Number.POSITIVE_INFINITY;

  const snacks = spec.slots.filter((x) => x.spec.meal === "snack").length;
  const shareOf = (s: number) => {
    const meal = spec.slots[s]?.spec.meal ?? "snack";
    return R.ENERGY_SPLIT[meal] / (meal === "snack" ? Math.max(1, snacks) : 1);
  };
  const fitQ = (c: number, kcal: number) => clampQ(kcal / Math.max(1, sc.v[c * NV] ?? 1));
  const used = (c: number, except: number) => {
    for (let s = 0; s < n; s++) {
      const p = pick[s] as number;
      if (s !== except && p !== -1 && sc.recipeIx[p] === sc.recipeIx[c]) return true;
    }
    return false;
  };
  const randomCand = (s: number): number => {
    const list = sc.slotCands[s] as Int32Array;
    for (let tries = 0; tries < 6 && list.length > 0; tries++) {
      const c = list[Math.floor(rand() * list.length)] as number;
      if (!used(c, s)) return c;
    }
    return -1;
  };
  /** Scores the current state and remembers it if it is the best so far (fewest violations first). */
  const evaluate = () => {
    const total = sc.score(pick, q);
    if (sc.hard < bestHard - 1e-9 || (sc.hard <= bestHard + 1e-9 && total < best)) {
      best = total;
      bestHard = sc.hard;
      bestPick.set(pick);
      bestQ.set(q);
    }
    return total;
  };

  /** With `untilFeasible`, the search is over once a day meets every hard rule. */
  const answered = () => effort.untilFeasible === true && bestHard === 0;
  for (let restart = 0; restart < effort.restarts && !answered(); restart++) {
    for (let s = 0; s < n; s++) {
      pick[s] = -1;
      const warm = restart === 0 ? effort.start : undefined;
      const from = warm?.find((p) => p.slot.key === spec.slots[s]?.spec.key);
      const known = from ? sc.slotCands[s]?.find((x) => sc.cands[x] === from.facts) : undefined;
      // A slot the start leaves empty stays empty (a snack it dropped), unless it is required.
      const drawn = () => (sc.required[s] || (!warm && rand() < 0.5) ? randomCand(s) : -1);
      const c = known ?? drawn();
      pick[s] = c;
      q[s] = c < 0 ? 0 : known !== undefined && from ? from.quarters : fitQ(c, shareOf(s) * T);
    }
    const iters = effort.iterations;
    const weights = weightSchedule(iters);
    let w = W_START;
    const lenient = () => evaluate() - (HARD_WEIGHT - w) * sc.hard;
    let cur = lenient();
    for (let it = 0; it < iters && !answered(); it++) {
      const f = it / iters;
      w = weights[it] as number;
      if (it % 64 === 0) cur = lenient();
      const temp = 3 * (1 - f) + 0.05;
      const s = Math.floor(rand() * n);
      const oldC = pick[s] as number;
      const oldQ = q[s] as number;
      let s2 = -1;
      let oldQ2 = 0;
      const r = rand();
      if (r < 0.35 && oldC >= 0) {
        q[s] = clampQ(oldQ + (rand() < 0.5 ? -1 : 1) * (rand() < 0.75 ? 1 : 2));
      } else if (r < 0.55 && oldC >= 0) {
        // Shift a quarter serving between two meals: energy stays put, the mix changes.
        s2 = Math.floor(rand() * n);
        if (s2 === s || (pick[s2] as number) < 0) continue;
        oldQ2 = q[s2] as number;
        const d = rand() < 0.5 ? -1 : 1;
        q[s] = clampQ(oldQ + d);
        q[s2] = clampQ(oldQ2 - d);
      } else if (r < 0.93 || sc.required[s]) {
        const c = randomCand(s);
        if (c < 0) continue;
        pick[s] = c;
        q[s] = fitQ(c, oldC >= 0 ? oldQ * (sc.v[oldC * NV] ?? 0) : shareOf(s) * T);
      } else if (oldC >= 0) {
        pick[s] = -1;
        q[s] = 0;
      } else {
        const c = randomCand(s);
        if (c < 0) continue;
        pick[s] = c;
        q[s] = fitQ(c, shareOf(s) * T);
      }
      const next = lenient();
      if (next <= cur || rand() < Math.exp((cur - next) / temp)) {
        cur = next;
      } else {
        pick[s] = oldC;
        q[s] = oldQ;
        if (s2 >= 0) q[s2] = oldQ2;
      }
    }
  }
  pick.set(bestPick);
  q.set(bestQ);
  if (!answered()) polish(sc, pick, q, evaluate, used);
  const picks: DayPick[] = [];
  for (let s = 0; s < n; s++) {
    const c = bestPick[s] as number;
    const slot = spec.slots[s]?.spec;
    const facts = sc.cands[c];
    if (c >= 0 && slot && facts) picks.push({ slot, facts, quarters: bestQ[s] as number });
  }
  return { picks, hard: bestHard, broken: bestHard > 0 ? brokenGroups(sc, bestPick, bestQ, bestHard) : [] };
}

/** Which rule groups a state breaks, by how much each adds to its violation. */
function brokenGroups(sc: DayScorer, pick: Int32Array, q: Int8Array, hard: number): RuleGroup[] {
  const base = sc.dropped;
  const share = RULE_GROUPS.map((g) => {
    sc.dropped = new Set([...base, g]);
    sc.score(pick, q);
    return { g, by: hard - sc.hard };
  });
  sc.dropped = base;
  return share
    .filter((x) => x.by > 1e-9)
    .sort((a, b) => b.by - a.by)
    .map((x) => x.g);
}

/** Coordinate descent on serving sizes alone: each slot's best size given the others, twice over. */
function fitServings(pick: Int32Array, q: Int8Array, evaluate: () => number): number {
  let cur = evaluate();
  for (let pass = 0; pass < 2; pass++) {
    let moved = false;
    for (let s = 0; s < pick.length; s++) {
      if ((pick[s] as number) < 0) continue;
      const next = fitSlot(q, s, evaluate, cur);
      if (next < cur - 1e-9) moved = true;
      cur = next;
    }
    if (!moved) break;
  }
  return cur;
}

/** The best serving size of slot s, the others held; a size replaces q[s] only if it scores below `cur`. */
function fitSlot(q: Int8Array, s: number, evaluate: () => number, cur = Number.POSITIVE_INFINITY): number {
  let bq = q[s] as number;
  for (let x = Q_MIN; x <= Q_MAX; x++) {
    q[s] = x;
    const score = evaluate();
    if (score < cur - 1e-9) {
      cur = score;
      bq = x;
    }
  }
  q[s] = bq;
  return cur;
}

/**
 * Best-improvement passes from the best state: every candidate of every slot, sized alone or, when
 * it is much preferred (PREFERRED_GAP), with every serving re-fitted around it; then shifts of
 * servings between two slots (within SHIFT_REACH). `evaluate` records any better state it sees.
 * Re-fitting every serving for every candidate took 2.2 times the evaluations per plan (53,600
 * against 24,700 on the realistic set) for the same calorie error.
 */
function polish(
  sc: DayScorer,
  pick: Int32Array,
  q: Int8Array,
  evaluate: () => number,
  used: (c: number, except: number) => boolean,
): void {
  const n = pick.length;
  const savedPick = new Int32Array(n);
  const savedQ = new Int8Array(n);
  let cur = fitServings(pick, q, evaluate);
  for (let pass = 0; pass < 3; pass++) {
    let improved = false;
    for (let s = 0; s < n; s++) {
      for (const c of [-1, ...(sc.slotCands[s] as Int32Array)]) {
        if (c === pick[s] || (c === -1 && sc.required[s]) || (c >= 0 && used(c, s))) continue;
        savedPick.set(pick);
        savedQ.set(q);
        const oldC = pick[s] as number;
        const kcal = oldC >= 0 ? (q[s] as number) * (sc.v[oldC * NV] ?? 0) : 0.1 * sc.spec.targets.calories;
        pick[s] = c;
        q[s] = c < 0 ? 0 : clampQ(kcal / Math.max(1, sc.v[c * NV] ?? 1));
        // Sizing is the costly part: only for swaps that start near the current day.
        // Dropping or filling a snack moves the day's energy: the other servings follow.
        const refitAll =
          c < 0 || oldC < 0 || (sc.cost[c] as number) < (sc.cost[oldC] as number) - PREFERRED_GAP;
        const score = !(evaluate() < cur + SCREEN)
          ? Number.POSITIVE_INFINITY
          : refitAll
            ? fitServings(pick, q, evaluate)
            : fitSlot(q, s, evaluate);
        if (score < cur - 1e-9) {
          cur = score;
          improved = true;
        } else {
          pick.set(savedPick);
          q.set(savedQ);
        }
      }
    }
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        if ((pick[a] as number) < 0 || (pick[b] as number) < 0) continue;
        let ba = q[a] as number;
        let bb = q[b] as number;
        const a0 = q[a] as number;
        const b0 = q[b] as number;
        for (let x = Math.max(Q_MIN, a0 - SHIFT_REACH); x <= Math.min(Q_MAX, a0 + SHIFT_REACH); x++) {
          for (let y = Math.max(Q_MIN, b0 - SHIFT_REACH); y <= Math.min(Q_MAX, b0 + SHIFT_REACH); y++) {
            q[a] = x;
            q[b] = y;
            const score = evaluate();
            if (score < cur - 1e-9) {
              cur = score;
              ba = x;
              bb = y;
              improved = true;
            }
          }
        }
        q[a] = ba;
        q[b] = bb;
      }
    }
    if (!improved) break;
  }
}
