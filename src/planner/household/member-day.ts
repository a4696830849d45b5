import type { MealType } from "../../shared/domain";
import type { RecipeFacts } from "../library/prepare-library";
import type { RuleGroup } from "../rules/day-rule";
import * as R from "../rules/figures";
import { handsOnOf } from "../rules/leftovers";
import { weekTerms } from "../rules/week-rules";
import type { DayPick, DaySpec, SlotSpec } from "../search/day-problem";
import { type SearchEffort, searchDay } from "../search/day-search";
import { aroundOf, withPreferences } from "../search/day-spec";
import { hashKey, mulberry32, noiseOf, shuffled } from "../search/prng";
import { usableOn, type WeekState } from "../search/week-state";
import { homeTargets } from "../targets/home-targets";
import type { Eater } from "./household-types";
import { ownDishOk, whyNotShared } from "./shared-dish";

// One member's day around the owner's (docs/product/household.md): each meal the member eats at
// home is the owner's dish from the same pot, with the member's servings solved by the engine's own
// day search and rules against the member's targets (those of the meals at home). Where the shared
// dish does not suit the member, or their day cannot keep every rule with it, the member gets their
// own dish for that meal, tried one meal at a time (an extra snack first, since it takes nothing
// from the shared table), and all their meals their own as the last resort.

/** A member's meal: a pick, and why it is their own dish when it is. */
export interface MemberPick extends DayPick {
  ownReason?: string;
}

export interface MemberDay {
  picks: MemberPick[];
  /** 0 when every rule of the member's day holds; then `broken` names what the best try broke. */
  hard: number;
  broken: RuleGroup[];
}

/** What the member's day is planned around. */
export interface DayAround {
  day: number;
  owner: readonly DayPick[];
  /** The member's week so far (their own picks), for variety and the weekly counts. */
  st: WeekState;
  /** Recipes the household's shared week uses: an own dish is never one of them. */
  householdIds: ReadonlySet<string>;
  /** Hands-on minutes the day's household budget has left for own dishes. */
  minutesLeft: number;
  /** Own dishes other members already have today, by slot: cooked once, so free of minutes. */
  cookedToday: ReadonlyMap<string, readonly RecipeFacts[]>;
  seed: number;
}

const SINGLE: SearchEffort = { iterations: 100, restarts: 1 };
const OPEN: SearchEffort = { iterations: 300, restarts: 1 };
/** Candidates a slot of a member's own dish is searched over. */
const OWN_POOL_MAX = 30;
/** Each hands-on minute of an own dish: the household cooks it besides the shared meal. */
const W_OWN_MINUTE = 0.5;
/** An own dish another member already has at this meal costs less than a new one: one pot. */
const W_SAME_OWN_DISH = 20;

interface Slot {
  spec: SlotSpec;
  shared?: DayPick;
  ownReason?: string;
}

/** The member's own candidates for a slot: eligible, varied, not a household dish, within the minutes. */
function ownPool(e: Eater, a: DayAround, meal: MealType, key: string): RecipeFacts[] {
  const cooked = a.cookedToday.get(key) ?? [];
  const usable = e.ctx.eligibleByMeal[meal].filter(
    (f) =>
      ownDishOk(f, e, meal) &&
      !a.householdIds.has(f.recipe.id) &&
      usableOn(f, a.day, a.st) &&
      (cooked.includes(f) || handsOnOf(f) <= a.minutesLeft),
  );
  // A seeded sample, the household's cuisine and what others already cook first: one dish of a
  // member's own needs a few good candidates, not the whole library (it keeps a household fast).
  const rand = mulberry32(hashKey(a.seed, `own:${e.member.member_id}:${a.day}:${key}`));
  const first = (f: RecipeFacts) => (cooked.includes(f) ? 0 : f.recipe.cuisine === e.req.cuisine ? 1 : 2);
  return shuffled(usable, rand)
    .sort((x, y) => first(x) - first(y))
    .slice(0, OWN_POOL_MAX);
}

function dayOf(
  e: Eater,
  a: DayAround,
  slots: readonly Slot[],
  own: ReadonlySet<number>,
  tag: string,
  untilFeasible = false,
) {
  const shared = new Set<RecipeFacts>();
  const cookedByOthers = new Set(slots.flatMap((s) => a.cookedToday.get(s.spec.key) ?? []));
  const spec: DaySpec = {
    targets: homeTargets(e.ctx.targets, e.awayOn[a.day] ?? []),
    slots: slots.map((s, i) => {
      if (s.shared && !own.has(i)) {
        shared.add(s.shared.facts);
        return { spec: s.spec, candidates: [s.shared.facts] };
      }
      return { spec: s.spec, candidates: ownPool(e, a, s.spec.meal, s.spec.key) };
    }),
    fixed: [],
    costOf: (f) =>
      shared.has(f)
        ? 0
        : withPreferences(R.VARIETY_NOISE * noiseOf(a.seed, `${a.day}:${f.recipe.id}`), f, e.ctx, a.st) +
          W_OWN_MINUTE * handsOnOf(f) -
          (cookedByOthers.has(f) ? W_SAME_OWN_DISH : 0),
    lowGl: e.ctx.cond.diabetes || e.ctx.cond.pcos,
    ...weekTerms(e.ctx, aroundOf(a.st, a.day), a.day),
    // The household's cooking is counted once, on the household's day (household-plan.ts).
    cookingBudget: Number.POSITIVE_INFINITY,
  };
  const rand = mulberry32(hashKey(a.seed, `member:${e.member.member_id}:${a.day}:${tag}`));
  const res = searchDay(spec, rand, { ...(own.size > 0 ? OPEN : SINGLE), untilFeasible });
  if (!res) return null;
  const picks: MemberPick[] = res.picks.map((p) => {
    const i = slots.findIndex((s) => s.spec.key === p.slot.key);
    const s = slots[i];
    if (!s?.shared || own.has(i)) return { ...p, ownReason: s?.ownReason ?? "energy" };
    return p;
  });
  return { picks, hard: res.hard, broken: res.broken };
}

/** The member's day: shared dishes where they can, own dishes where they must. */
export function memberDay(e: Eater, a: DayAround): MemberDay {
  const home = e.homeOn[a.day] ?? [];
  const slots: Slot[] = a.owner
    .filter((p) => home.includes(p.slot.meal))
    .map((p) => {
      const why = whyNotShared(p.facts, e, p.slot.meal);
      return why ? { spec: p.slot, ownReason: why } : { spec: p.slot, shared: p };
    });
  const forced = new Set(slots.flatMap((s, i) => (s.shared ? [] : [i])));
  const base = dayOf(e, a, slots, forced, "base");
  if (base && base.hard === 0) return base;
  const reason = base?.broken[0] ?? "energy";
  const withReason = slots.map((s) => (s.shared ? { ...s, ownReason: reason } : s));
  const tries: { slots: Slot[]; own: Set<number>; tag: string }[] = [];
  const snacks = slots.filter((s) => s.spec.meal === "snack").length;
  if (home.includes("snack") && snacks < R.SNACKS_MAX_PER_DAY) {
    const extra: Slot = {
      spec: { key: snacks === 0 ? "snack1" : "snack2", meal: "snack", required: false },
      ownReason: reason,
    };
    tries.push({ slots: [...withReason, extra], own: new Set([...forced, withReason.length]), tag: "snack" });
  }
  // Snacks first, then the main meals: a snack of one's own changes the table least.
  const order = withReason
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => s.shared && !forced.has(i))
    .sort((x, y) => Number(y.s.spec.meal === "snack") - Number(x.s.spec.meal === "snack"));
  for (const { i } of order) tries.push({ slots: withReason, own: new Set([...forced, i]), tag: `own:${i}` });
  tries.push({ slots: withReason, own: new Set(withReason.map((_, i) => i)), tag: "all" });
  // Each try only asks whether the day can work; the first that can is then searched in full.
  let best = base;
  for (const t of tries) {
    const res = dayOf(e, a, t.slots, t.own, t.tag, true);
    if (res && res.hard === 0) return dayOf(e, a, t.slots, t.own, t.tag) ?? res;
    if (res && (!best || res.hard < best.hard)) best = res;
  }
  // When dishes of their own would work but the household's cooking time cannot take them, the
  // budget is what blocks, and the refusal says so.
  const all = tries[tries.length - 1];
  const free =
    all && dayOf(e, { ...a, minutesLeft: Number.POSITIVE_INFINITY }, all.slots, all.own, "free", true);
  if (free && free.hard === 0) return { picks: [], hard: best?.hard ?? 1, broken: ["cooking_time"] };
  return best ?? { picks: [], hard: Number.POSITIVE_INFINITY, broken: [reason] };
}
