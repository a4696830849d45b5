import type { RecipeFacts } from "../library/prepare-library";
import { asLeftover, handsOnOf, LEFTOVER_MEALS } from "../rules/leftovers";
import type { DayPick, SlotSpec } from "../search/day-problem";
import { hashKey, mulberry32, shuffled } from "../search/prng";
import { leftoversFor, usableOn, type WeekState } from "../search/week-state";
import type { Eater } from "./household-types";
import { ownDishOk, sameDish } from "./shared-dish";

// The candidates a member's own dish is chosen from (docs/product/household.md, member-day.ts), and
// how the day search counts their cooking: only what the household does not cook already.

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

/** Candidates a slot of a member's own dish is searched over. */
const OWN_POOL_MAX = 30;

/**
 * A candidate whose cooking the household has already counted (the shared dish, the owner's; an own
 * dish another member has at this meal), as the day search sees it: no hands-on minutes of its own,
 * so the search's cooking budget counts only the cooking a member's own dishes add.
 */
const counted = new WeakMap<RecipeFacts, RecipeFacts>();
const originals = new WeakMap<RecipeFacts, RecipeFacts>();
export function alreadyCooked(f: RecipeFacts): RecipeFacts {
  let c = counted.get(f);
  if (!c) {
    c = { ...f, recipe: { ...f.recipe, handsOnMin: 0 } };
    counted.set(f, c);
    originals.set(c, f);
  }
  return c;
}
export const original = (f: RecipeFacts): RecipeFacts => originals.get(f) ?? f;
/** Whether `f` is such a copy: its cooking is counted already. */
export const isAlreadyCooked = (f: RecipeFacts): boolean => originals.has(f);

/**
 * The member's own candidates for a slot: eligible, varied, not a household dish, within the
 * minutes; and at lunch or dinner, a portion of a dish of their own cooked on one of the two days
 * before (only reheating: rules/leftovers.ts), as anyone's week may have.
 */
export function ownPool(e: Eater, a: DayAround, slot: SlotSpec): RecipeFacts[] {
  const cooked = a.cookedToday.get(slot.key) ?? [];
  const isCooked = (f: RecipeFacts) => cooked.some((c) => sameDish(c, f));
  const usable = e.ctx.eligibleByMeal[slot.meal].filter(
    (f) =>
      ownDishOk(f, e, slot.meal) &&
      !a.householdIds.has(f.recipe.id) &&
      usableOn(f, a.day, a.st) &&
      (isCooked(f) || handsOnOf(f) <= a.minutesLeft),
  );
  const leftovers =
    e.ctx.leftovers && LEFTOVER_MEALS.has(slot.key)
      ? leftoversFor(a.day, a.st)
          .filter((c) => c.slot !== slot.key && !a.householdIds.has(c.facts.recipe.id))
          .filter((c) => ownDishOk(c.facts, e, slot.meal))
          .map((c) => asLeftover(c.facts, { day: c.day, slot: c.slot }))
          .filter((f) => handsOnOf(f) <= a.minutesLeft)
      : [];
  // A seeded sample, the household's cuisine and what others already cook first: one dish of a
  // member's own needs a few good candidates, not the whole library (it keeps a household fast).
  const rand = mulberry32(hashKey(a.seed, `own:${e.member.member_id}:${a.day}:${slot.key}`));
  const first = (f: RecipeFacts) => (isCooked(f) ? 0 : f.recipe.cuisine === e.req.cuisine ? 1 : 2);
  const sample = shuffled(usable, rand)
    .sort((x, y) => first(x) - first(y))
    .slice(0, OWN_POOL_MAX);
  return [...leftovers, ...sample.map((f) => (isCooked(f) ? alreadyCooked(f) : f))];
}
