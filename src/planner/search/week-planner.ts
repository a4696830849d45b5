import type { FixedItem } from "../include/include-items";
import type { PlanContext } from "../library/plan-context";
import * as R from "../rules/figures";
import type { DayPick } from "./day-problem";
import { type SearchResult, searchDay } from "./day-search";
import { ATTEMPTS, type Attempt, daySpec, EFFORT, relaxes, searchAlone } from "./day-spec";
import { hashKey, mulberry32 } from "./prng";
import { NORMAL_VARIETY, stateOf, type VarietyRules, type WeekState, weeklyOk } from "./week-state";

// Seven days searched in order, Monday first, each knowing the days already planned (variety: twice
// a week at most, never on consecutive days; the weekly mediterranean and thyroid counts). A day that
// cannot be solved from the chosen cuisine is retried with borrowed recipes, then with every eligible
// recipe, then with the "most days" rules left to other days. If a day still breaks a rule (usually
// because earlier days used up what it needed), a large-neighbourhood search clears that day and one
// other and plans both again around the rest of the week, until every day holds or rounds run out.
// A week left with three or more broken days is past repair and is not searched again.

/** Rounds of clear-two-days-and-replan before the engine looks for the blocking rule. */
const LNS_ROUNDS = 16;
/** Fresh plans of the whole week tried when the first one fails on variety alone. */
const WEEK_RETRIES = 2;
/** Rounds without progress after which the week is judged stuck. */
const LNS_PATIENCE = 4;
/**
 * A week left with more broken days than this after its first pass lacks recipes, not search: it gets
 * no rounds of repair and no fresh draws under the same rules. Measured over the bench sets (2,152
 * requests): every week the repair saved had one or two broken days; of the 63 it tried with three or
 * more, it saved none, at 100-300 ms each (docs/decisions/0013-hopeless-weeks.md).
 */
export const REPAIRABLE_BROKEN_DAYS = 2;
/** Re-planning inside a full week skips the cuisine-only pool: the first pass already tried it. */
const LNS_ATTEMPTS: readonly Attempt[] = ["borrow", "all"];
/** The rest of a week already past repair is planned in one attempt. */
const FAR_ATTEMPTS: readonly Attempt[] = ["all"];

export type WeekOutcome =
  | { ok: true; days: DayPick[][]; state: WeekState }
  | {
      ok: false;
      failedDay: number;
      state: WeekState;
      days: DayPick[][];
      hard: number[];
      /** The failed day searched alone (every eligible recipe, no variety limit), when known. */
      alone?: SearchResult | null;
    };

/** Best of the attempts for one day, from the chosen cuisine outwards; null when a slot has no recipes. */
function bestDay(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  day: number,
  st: WeekState,
  seed: number,
  round: string,
  planned: number,
  attempts: readonly Attempt[] = ATTEMPTS,
): SearchResult | null {
  let best: SearchResult | null = null;
  for (const attempt of attempts) {
    // The relaxed attempt sets aside only the iodine and fish rules; without them it repeats "all".
    if (attempt === "relaxed" && !relaxes(ctx, day, st, planned)) continue;
    const rand = mulberry32(hashKey(seed, `search:${round}:${day}:${attempt}`));
    const res = searchDay(daySpec(ctx, fixed, day, st, attempt, seed, planned), rand, EFFORT[attempt]);
    if (res && (!best || res.hard < best.hard)) best = res;
    if (best?.hard === 0) break;
  }
  return best;
}

/**
 * Plans the week; when it fails only on variety or weekly counts (the failed day works on its own)
 * and is not past repair, plans it again from scratch with other search draws, up to WEEK_RETRIES
 * times. The draws depend on the seed alone, so the same seed still gives the same plan.
 */
export function planWeekWithRetries(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  seed: number,
): WeekOutcome {
  let out = planWeek(ctx, fixed, seed, 0);
  for (let variant = 1; variant <= WEEK_RETRIES && !out.ok && repairable(out); variant++) {
    if (out.alone === undefined) out.alone = searchAlone(ctx, fixed, out.failedDay, seed);
    if (out.alone?.hard !== 0) break;
    out = planWeek(ctx, fixed, seed, variant);
  }
  return out;
}

/**
 * Plans the week Monday first, then repairs it. `pastRepair` (a week that failed past repair under
 * stricter variety rules, planned again under looser ones) plans every day in one attempt from every
 * eligible recipe.
 */
export function planWeek(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  seed: number,
  variant: number | string = 0,
  rules: VarietyRules = NORMAL_VARIETY,
  pastRepair = false,
): WeekOutcome {
  const days: DayPick[][] = Array.from({ length: 7 }, () => []);
  const hard: number[] = Array(7).fill(Number.POSITIVE_INFINITY);
  const plan = (day: number, round: number, planned: number, attempts: readonly Attempt[]) => {
    const res = bestDay(
      ctx,
      fixed,
      day,
      stateOf(days, fixed, day, rules),
      seed,
      `${variant}:${round}`,
      planned,
      attempts,
    );
    days[day] = res?.picks ?? [];
    hard[day] = res?.hard ?? Number.POSITIVE_INFINITY;
  };
  let checked = false;
  for (let day = 0; day < 7; day++) {
    // Once the week is past repair, its remaining days get one attempt from every eligible recipe: they
    // are planned so that the refusal reads a whole week, not because more search would save it.
    const far = pastRepair || brokenDays(hard.slice(0, day)) > REPAIRABLE_BROKEN_DAYS;
    plan(day, 0, day, far ? FAR_ATTEMPTS : ATTEMPTS);
    // A day that fails even with every eligible recipe and no variety limit will not be fixed by
    // re-planning other days: go straight to finding the blocking rule.
    if ((hard[day] ?? 0) > 0 && !checked) {
      checked = true;
      const alone = searchAlone(ctx, fixed, day, seed);
      if (alone?.hard !== 0)
        return { ok: false, failedDay: day, state: stateOf(days, fixed, -1, rules), days, hard, alone };
    }
  }
  return improveWeek(ctx, fixed, days, hard, seed, variant, rules);
}

/** Adds to `cleared` every day that eats a leftover of a cleared day, and sorts them in plan order. */
export function withDependents(days: readonly (readonly DayPick[])[], cleared: number[]): void {
  for (let grew = true; grew; ) {
    grew = false;
    days.forEach((picks, y) => {
      if (cleared.includes(y)) return;
      if (picks.some((p) => p.facts.leftoverOf && cleared.includes(p.facts.leftoverOf.day))) {
        cleared.push(y);
        grew = true;
      }
    });
  }
  cleared.sort((a, b) => a - b);
}

/** Whether a failed week is close enough for more search to help (REPAIRABLE_BROKEN_DAYS). */
export function repairable(week: Extract<WeekOutcome, { ok: false }>): boolean {
  return brokenDays(week.hard) <= REPAIRABLE_BROKEN_DAYS;
}

const brokenDays = (hard: readonly number[]) => hard.filter((h) => h > 0).length;

/** Large-neighbourhood search: clear a broken day and one other, re-plan both around the rest. */
export function improveWeek(
  ctx: PlanContext,
  fixed: readonly FixedItem[],
  days: DayPick[][],
  hard: number[],
  seed: number,
  variant: number | string = 0,
  rules: VarietyRules = NORMAL_VARIETY,
  effort: { rounds: number; patience: number } = { rounds: LNS_ROUNDS, patience: LNS_PATIENCE },
): WeekOutcome {
  const rand = mulberry32(hashKey(seed, `lns:${variant}`));
  const total = () => hard.reduce((a, b) => a + b, 0);
  let best = total();
  let stale = 0;
  const rounds = brokenDays(hard) <= REPAIRABLE_BROKEN_DAYS ? effort.rounds : 0;
  for (let round = 1; round <= rounds && stale < effort.patience; round++) {
    const st = stateOf(days, fixed, -1, rules);
    const bad = hard.flatMap((h, d) => (h > 0 ? [d] : []));
    if (bad.length === 0 && weeklyOk(ctx, days, fixed, rules)) return { ok: true, days, state: st };
    // A weekly shortfall (fish, iodine) is fixed on a day that lacks it.
    const fishShort = ctx.req.diet === "mediterranean" && st.fishMeals < R.MED_FISH_MEALS_MIN;
    const lacking = days.flatMap((p, d) =>
      (fishShort && !p.some((x) => x.facts.attrs.has("fish"))) ||
      (!fishShort && !p.some((x) => x.facts.iodine))
        ? [d]
        : [],
    );
    const from = bad.length > 0 ? bad : lacking.length > 0 ? lacking : [0, 1, 2, 3, 4, 5, 6];
    const d = from[Math.floor(rand() * from.length)] as number;
    // The neighbours hold the recipes the variety rule keeps from day d, so they are cleared most often.
    const near = [d - 1, d + 1].filter((x) => x >= 0 && x < 7);
    const others = [0, 1, 2, 3, 4, 5, 6].filter((x) => x !== d);
    const pickFrom = (xs: number[]) => xs[Math.floor(rand() * xs.length)] as number;
    const cleared = [d, rand() < 0.5 ? pickFrom(near) : pickFrom(others)];
    if (rand() < 0.3) cleared.push(pickFrom(others.filter((x) => !cleared.includes(x))));
    const before = { days: days.slice(), hard: hard.slice(), total: total() };
    // A day eating leftovers of a cleared day loses them, so it is planned again too, after it.
    withDependents(days, cleared);
    for (const x of cleared) days[x] = [];
    for (const x of cleared) {
      const res = bestDay(
        ctx,
        fixed,
        x,
        stateOf(days, fixed, x, rules),
        seed,
        `${variant}:${round}`,
        6,
        LNS_ATTEMPTS,
      );
      days[x] = res?.picks ?? [];
      hard[x] = res?.hard ?? Number.POSITIVE_INFINITY;
    }
    if (total() > before.total + 1e-9) {
      days.splice(0, 7, ...before.days);
      hard.splice(0, 7, ...before.hard);
    }
    const now = total();
    stale = now < best - 1e-9 ? 0 : stale + 1;
    best = Math.min(best, now);
  }
  const st = stateOf(days, fixed, -1, rules);
  const bad = hard.flatMap((h, d) => (h > 0 ? [d] : []));
  if (bad.length === 0 && weeklyOk(ctx, days, fixed, rules)) return { ok: true, days, state: st };
  const worst = hard.indexOf(Math.max(...hard));
  return { ok: false, failedDay: bad.length > 0 ? worst : 0, state: st, days, hard };
}
