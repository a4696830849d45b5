import type { PlanData, PlanDay } from "../../shared/plan-data";
import type { WeekdayName } from "../../shared/plan-dates";
import { checkPlan } from "../check/checker";
import { describe } from "../exact/diagnose";
import type { Library, RecipeFacts } from "../library/prepare-library";
import { linkLeftovers } from "../output/leftover-meals";
import { assemblePlan, buildDay, recipeSource } from "../output/plan-output";
import type { Refusal } from "../plan-types";
import { RULE_GROUPS, type RuleGroup } from "../rules/day-rule";
import { VARIETY_FALLBACK_MAX_USES } from "../rules/figures";
import { handsOnOf, LEFTOVER_DAYS_MAX, LEFTOVER_MEALS } from "../rules/leftovers";
import { blockingField } from "../rules/rule-fields";
import { WEEK_RULES } from "../rules/week-rules";
import type { DayPick } from "../search/day-problem";
import { stateOf } from "../search/week-state";
import type { Eater } from "./household-types";
import { type MemberPick, memberDay } from "./member-day";
import { sameDish } from "./shared-dish";

// One member's week: their days solved Monday to Sunday around the owner's (member-day.ts), their
// meals built as the owner's are (output/), and the whole week passed through the independent
// checker against the member's own targets and rules, with the meals they eat away left out.

export interface HouseholdDay {
  owner: readonly DayPick[];
  /** Hands-on minutes the household's budget has left on this day, and own dishes cooked so far. */
  minutesLeft: number;
  cooked: Map<string, RecipeFacts[]>;
}

export interface MemberWeek {
  eater: Eater;
  days: PlanDay[];
  picks: MemberPick[][];
}

/**
 * A leftover of a meal the member did not eat is, in the member's week, a portion of the first
 * meal of that cooking they do eat (within two days, at lunch or dinner), or freshly theirs.
 */
function relinked(picks: MemberPick[][]): MemberPick[][] {
  const firstEaten = new Map<string, { day: number; slot: "lunch" | "dinner" }>();
  return picks.map((day, d) =>
    day.map((p) => {
      const from = p.facts.leftoverOf;
      if (!from || p.ownReason) return p;
      const key = `${from.day}:${from.slot}`;
      const source = picks[from.day]?.find((q) => q.slot.key === from.slot && !q.ownReason);
      if (source?.facts.recipe.id === p.facts.recipe.id) return p;
      const first = firstEaten.get(key);
      const { leftoverOf: _, ...fresh } = p.facts;
      if (first && d - first.day <= LEFTOVER_DAYS_MAX && first.day < d)
        return { ...p, facts: { ...fresh, leftoverOf: first } as RecipeFacts };
      if (LEFTOVER_MEALS.has(p.slot.key))
        firstEaten.set(key, { day: d, slot: p.slot.key as "lunch" | "dinner" });
      return { ...p, facts: fresh as RecipeFacts };
    }),
  );
}

export type MemberWeekResult = { ok: true; week: MemberWeek } | { ok: false; refusal: Refusal };

const isGroup = (id: string): id is RuleGroup | "variety" =>
  id === "variety" || (RULE_GROUPS as readonly string[]).includes(id);

/** A rule as a person reads it, for the member's own targets. */
export function ruleWords(e: Eater, ruleId: string): string {
  return isGroup(ruleId) ? describe(ruleId, e.ctx).rule : `Every rule of ${e.member.name}'s plan`;
}

/** The member's refusal: their name, the rule as data, and what blocks. */
export function memberRefusal(e: Eater, ruleId: string, message: string): { ok: false; refusal: Refusal } {
  return {
    ok: false,
    refusal: {
      code: "rules_conflict",
      rule: ruleWords(e, ruleId),
      rule_id: ruleId,
      member_id: e.member.member_id,
      message: `${e.member.name}: ${message}`,
      suggestion:
        ruleId === "cooking_time"
          ? `Dishes of ${e.member.name}'s own would work, but not within your cooking time: allow more minutes a day in settings, or plan just for yourself.`
          : `Check ${e.member.name}'s details and meals at home, or plan just for yourself.`,
      // The answer to reopen, as data: a day rule's field is the member's, the cooking time yours.
      ...(isGroup(ruleId) ? { change: { field: blockingField(ruleId, e.ctx.cond) } } : {}),
    },
  };
}

export function memberWeek(
  e: Eater,
  household: readonly HouseholdDay[],
  ctx: { calendar: readonly { day: WeekdayName; date: string }[]; householdIds: ReadonlySet<string> },
  plan: PlanData,
  library: Library,
): MemberWeekResult {
  const picks: MemberPick[][] = Array.from({ length: 7 }, () => []);
  for (let d = 0; d < 7; d++) {
    const h = household[d] as HouseholdDay;
    const res = memberDay(e, {
      day: d,
      owner: h.owner,
      st: stateOf(picks, [], d),
      householdIds: ctx.householdIds,
      minutesLeft: h.minutesLeft,
      cookedToday: h.cooked,
      seed: plan.engine.seed,
    });
    if (res.hard > 0)
      return memberRefusal(
        e,
        res.broken[0] ?? "energy",
        `no day of ${ctx.calendar[d]?.day ?? "the week"} keeps every rule, even with dishes of their own.`,
      );
    picks[d] = res.picks;
    // The household's minutes: an own dish another member already has at this meal is cooked once.
    for (const p of res.picks) {
      if (!p.ownReason) continue;
      const cooked = h.cooked.get(p.slot.key) ?? [];
      if (!cooked.some((c) => sameDish(c, p.facts))) {
        h.minutesLeft -= handsOnOf(p.facts);
        if (!p.facts.leftoverOf) h.cooked.set(p.slot.key, [...cooked, p.facts]);
      }
    }
  }
  const week = relinked(picks);
  // The cooking budget is the household's, counted on the household's cooking (household-plan.ts).
  const broken = WEEK_RULES.find(
    (r) =>
      r.id !== "cooking_budget" &&
      r.hard({ days: week, fixedOf: week.map(() => []) }, e.ctx, VARIETY_FALLBACK_MAX_USES) > 0,
  );
  if (broken)
    return memberRefusal(e, broken.id, "the week's rules cannot all hold around the household's meals.");
  const days = week.map((ps, d) =>
    buildDay(
      ctx.calendar[d] as { day: WeekdayName; date: string },
      ps.map((p) => recipeSource(e.ctx, p.slot.meal, p.facts, p.quarters / 4)),
    ),
  );
  linkLeftovers(days);
  // The member's own week in the owner's shape, held to the member's targets; the household's
  // cooking budget is the owner's and is counted on the household's cooking (household-plan.ts).
  const { cooking_budget: _, ...own } = assemblePlan(e.ctx, days, [], plan.week_start, plan.engine.seed);
  const check: PlanData = { ...own, ...(plan.variety ? { variety: plan.variety } : {}) };
  const problems = checkPlan(check, e.req, library, { away: e.awayOn });
  if (problems.length > 0)
    return memberRefusal(e, "plan_check", `the engine's own check found ${problems[0]}.`);
  return { ok: true, week: { eater: e, days, picks: week } };
}
