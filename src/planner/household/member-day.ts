import type { RecipeFacts } from "../library/prepare-library";
import type { RuleGroup } from "../rules/day-rule";
import * as R from "../rules/figures";
import { handsOnOf } from "../rules/leftovers";
import { weekTerms } from "../rules/week-rules";
import type { DayPick, DaySpec, SlotSpec } from "../search/day-problem";
import { type SearchEffort, type SearchResult, searchDay } from "../search/day-search";
import { aroundOf, withPreferences } from "../search/day-spec";
import { hashKey, mulberry32, noiseOf } from "../search/prng";
import { homeTargets } from "../targets/home-targets";
import type { Eater } from "./household-types";
import { alreadyCooked, type DayAround, isAlreadyCooked, original, ownPool } from "./own-dish-pool";
import { whyNotShared } from "./shared-dish";

export type { DayAround } from "./own-dish-pool";

// One member's day around the owner's (docs/product/household.md): each meal the member eats at
// home is the owner's dish from the same pot, with the member's servings solved by the engine's own
// day search and rules against the member's targets (those of the meals at home). Where the shared
// dish does not suit the member, or their day cannot keep every rule with it, the member gets their
// own dish for that meal, tried one meal at a time (an extra snack first, since it takes nothing
// from the shared table), and all their meals their own as the last resort. The day search holds
// the own dishes, together, to the minutes the household's day has left (own-dish-pool.ts).

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

const SINGLE: SearchEffort = { iterations: 100, restarts: 1 };
const OPEN: SearchEffort = { iterations: 300, restarts: 1 };
/** Each hands-on minute of an own dish: the household cooks it besides the shared meal. */
const W_OWN_MINUTE = 0.5;
/** An own dish another member already has at this meal costs less than a new one: one pot. */
const W_SAME_OWN_DISH = 20;
/** The cooking budget the day search reads when the household has no minutes left. */
const NO_MINUTES = 1e-3;

interface Slot {
  spec: SlotSpec;
  shared?: DayPick;
  ownReason?: string;
}

/** One way of serving the member's day: its slots, and which of them are the member's own dish. */
interface DayTry {
  slots: readonly Slot[];
  own: ReadonlySet<number>;
  tag: string;
}

type Pools = (slot: SlotSpec) => RecipeFacts[];

/** The day searched one way; `raw` is the search's own answer, a start for searching it again. */
function dayOf(
  e: Eater,
  a: DayAround,
  t: DayTry,
  pools: Pools,
  search: Partial<SearchEffort> = {},
): (MemberDay & { raw: SearchResult }) | null {
  // Meals at home, but none of them on the owner's table: nothing to eat until a try adds a snack.
  if (t.slots.length === 0) {
    const none = { picks: [], hard: 1, broken: ["energy" as const] };
    return { ...none, raw: none };
  }
  const shared = new Set<RecipeFacts>();
  const slots = t.slots.map((s, i) => {
    if (s.shared && !t.own.has(i)) {
      const f = alreadyCooked(s.shared.facts);
      shared.add(f);
      return { spec: s.spec, candidates: [f] };
    }
    return { spec: s.spec, candidates: pools(s.spec) };
  });
  // A shared leftover is reheated with the owner's portion: its minutes are the household's already.
  const reheating = [...shared].reduce((m, f) => m + handsOnOf(f), 0);
  const spec: DaySpec = {
    targets: homeTargets(e.ctx.targets, e.awayOn[a.day] ?? []),
    slots,
    fixed: [],
    costOf: (f) =>
      shared.has(f)
        ? 0
        : withPreferences(
            R.VARIETY_NOISE * noiseOf(a.seed, `${a.day}:${f.recipe.id}`),
            original(f),
            e.ctx,
            a.st,
          ) +
          W_OWN_MINUTE * handsOnOf(f) -
          (isAlreadyCooked(f) ? W_SAME_OWN_DISH : 0),
    lowGl: e.ctx.cond.diabetes || e.ctx.cond.pcos,
    ...weekTerms(e.ctx, aroundOf(a.st, a.day), a.day),
    // The household's day has `minutesLeft` for what the member's own dishes add (household-plan.ts);
    // a budget of nothing still reads as a finite one, so any own cooking breaks it.
    cookingBudget: Math.max(NO_MINUTES, a.minutesLeft + reheating),
  };
  const rand = mulberry32(hashKey(a.seed, `member:${e.member.member_id}:${a.day}:${t.tag}`));
  const res = searchDay(spec, rand, { ...(t.own.size > 0 ? OPEN : SINGLE), ...search });
  if (!res) return null;
  const picks: MemberPick[] = res.picks.map((p) => {
    const i = t.slots.findIndex((s) => s.spec.key === p.slot.key);
    const s = t.slots[i];
    const facts = original(p.facts);
    if (!s?.shared || t.own.has(i)) return { ...p, facts, ownReason: s?.ownReason ?? "energy" };
    return { ...p, facts };
  });
  return { picks, hard: res.hard, broken: res.broken, raw: res };
}

/** The member's day: shared dishes where they can, own dishes where they must. */
export function memberDay(e: Eater, a: DayAround): MemberDay {
  const home = e.homeOn[a.day] ?? [];
  if (home.length === 0) return { picks: [], hard: 0, broken: [] };
  const slots: Slot[] = a.owner
    .filter((p) => home.includes(p.slot.meal))
    .map((p) => {
      const why = whyNotShared(p.facts, e, p.slot.meal);
      return why ? { spec: p.slot, ownReason: why } : { spec: p.slot, shared: p };
    });
  // Each slot's own candidates are the same for every try of this day: worked out once.
  const byKey = new Map<string, RecipeFacts[]>();
  const pools: Pools = (slot) => {
    const known = byKey.get(slot.key);
    if (known) return known;
    const p = ownPool(e, a, slot);
    byKey.set(slot.key, p);
    return p;
  };
  const forced = new Set(slots.flatMap((s, i) => (s.shared ? [] : [i])));
  const base = dayOf(e, a, { slots, own: forced, tag: "base" }, pools);
  if (base && base.hard === 0) return base;
  // The day rule the shared dishes miss names the own dishes it needs (cooking time never does).
  const reason = base?.broken.find((g) => g !== "cooking_time") ?? "energy";
  const withReason = slots.map((s) => (s.shared ? { ...s, ownReason: reason } : s));
  const tries: DayTry[] = [];
  // An extra snack of their own first, since it takes nothing from the shared table; it stays open
  // in every later try (the search leaves it out where it does not help).
  const snacks = slots.filter((s) => s.spec.meal === "snack").length;
  const extra: Slot[] =
    home.includes("snack") && snacks < R.SNACKS_MAX_PER_DAY
      ? [
          {
            spec: { key: snacks === 0 ? "snack1" : "snack2", meal: "snack", required: false },
            ownReason: reason,
          },
        ]
      : [];
  const open = [...withReason, ...extra];
  const plus = (own: readonly number[]) =>
    new Set([...forced, ...own, ...extra.map(() => withReason.length)]);
  if (extra.length > 0) tries.push({ slots: open, own: plus([]), tag: "snack" });
  // Then one shared meal at a time, snacks first: a snack of one's own changes the table least.
  const order = withReason
    .map((s, i) => ({ s, i }))
    .filter(({ s, i }) => s.shared && !forced.has(i))
    .sort((x, y) => Number(y.s.spec.meal === "snack") - Number(x.s.spec.meal === "snack"));
  for (const { i } of order) tries.push({ slots: open, own: plus([i]), tag: `own:${i}` });
  tries.push({ slots: open, own: plus(withReason.map((_, i) => i)), tag: "all" });
  // Each try only asks whether the day can work; the first that can is then polished from the day
  // it found (the search's start), not searched again.
  let best: MemberDay | null = base;
  for (const t of tries) {
    const res = dayOf(e, a, t, pools, { untilFeasible: true });
    if (res && res.hard === 0) return dayOf(e, a, t, pools, { iterations: 0, start: res.raw.picks }) ?? res;
    if (res && (!best || res.hard < best.hard)) best = res;
  }
  // When dishes of their own would work but the household's cooking time cannot take them, the
  // budget is what blocks, and the refusal says so.
  const all = tries[tries.length - 1];
  const unbounded = { ...a, minutesLeft: Number.POSITIVE_INFINITY };
  const free =
    all && dayOf(e, unbounded, all, (slot) => ownPool(e, unbounded, slot), { untilFeasible: true });
  if (free && free.hard === 0) return { picks: [], hard: best?.hard ?? 1, broken: ["cooking_time"] };
  return best ?? { picks: [], hard: Number.POSITIVE_INFINITY, broken: [reason] };
}
