import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest, PlanRequestInput } from "../../shared/plan-request";
import { checkPlan } from "../check/checker";
import type { PlanContext } from "../library/plan-context";
import type { Library } from "../library/prepare-library";
import { contextForRequest, type RequestContext } from "../library/request-context";
import { withPots } from "../output/pot-amounts";
import { planWeek } from "../output/week-start";
import type { PlanResult } from "../plan-types";
import { dayBudgets, planBudgets } from "../rules/day-budgets";
import { RELAX_STEPS, withPlanBudget } from "../search/cooking-budget";
import { readStoredWeek } from "../swap/swap-week";
import { eaterOf } from "./eaters";
import { householdPlan } from "./household-data";
import type { Eater, HouseholdEater } from "./household-types";
import { type HouseholdDay, type MemberWeek, memberWeek } from "./member-week";
import { sharedContext } from "./narrow";

// A week for the owner and every member (docs/product/household.md): the owner's week is planned by
// the engine's own search over the recipes the household can share (narrow.ts), so variety,
// leftovers, the cooking budget and every rule of the owner's hold; then each member's days are
// solved around it (member-week.ts), each checked against that member's own targets and rules.
// When the shared recipes leave the owner no week, the owner's week is planned from their own
// recipes and members get dishes of their own where the shared ones do not suit them.

/** How the week's planner is called: buildWeekPlan, with the owner's recipes narrowed. */
export type WeekPlanner = (
  input: PlanRequestInput | PlanRequest,
  opts: HouseholdOptions,
  narrow?: (ctx: PlanContext) => PlanContext,
) => Promise<PlanResult>;

export interface HouseholdOptions {
  seed: number;
  weekStart: string;
  foods?: Library["foods"];
  recipes?: Library["recipes"];
}

type Setup =
  | { ok: true; set: Extract<RequestContext, { ok: true }>; eaters: Eater[] }
  | Extract<PlanResult, { ok: false }>;

export function householdSetup(
  owner: PlanRequestInput | PlanRequest,
  members: readonly HouseholdEater[],
  opts: Omit<HouseholdOptions, "seed">,
): Setup {
  const set = contextForRequest(owner, opts);
  if (!set.ok) return set;
  const eaters: Eater[] = [];
  for (const m of members) {
    const e = eaterOf(set.ctx, m, set.ctx.lib);
    if (!e.ok) return e;
    eaters.push(e.eater);
  }
  return { ok: true, set, eaters };
}

/** Each member's week around the owner's stored week, or the first member's refusal. */
export function solveMembers(
  set: Extract<RequestContext, { ok: true }>,
  eaters: readonly Eater[],
  owner: PlanData,
): { ok: true; plan: PlanData; weeks: MemberWeek[] } | Extract<PlanResult, { ok: false }> {
  const ctx = withPlanBudget(set.ctx, owner);
  const stored = readStoredWeek(ctx, owner);
  if (typeof stored === "string")
    return {
      ok: false,
      refusal: {
        code: "plan_check_failed",
        rule: stored,
        rule_id: "plan_check",
        message: stored,
        suggestion: "Generate a new plan.",
      },
    };
  // Dishes of a member's own may take the household's day past the owner's budget by as much as
  // the budget's own relaxation would (search/cooking-budget.ts), and the notes say by how much.
  const stated = planBudgets(set.req, owner);
  const relaxed = dayBudgets(set.req, ctx.weekdays, Math.max(...RELAX_STEPS));
  const household: HouseholdDay[] = stored.days.map((picks, d) => ({
    owner: picks,
    minutesLeft: Math.max(relaxed[d] ?? 0, stated[d] ?? 0) - (owner.days[d]?.cooking_minutes?.hands_on ?? 0),
    cooked: new Map(),
  }));
  const householdIds = new Set(stored.days.flatMap((ps) => ps.map((p) => p.facts.recipe.id)));
  const calendar = owner.days.map((d) => ({ day: d.day, date: d.date ?? "" }));
  const weeks: MemberWeek[] = [];
  for (const e of eaters) {
    const w = memberWeek(e, household, { calendar, householdIds }, owner, set.library);
    if (!w.ok) return w;
    weeks.push(w.week);
  }
  // Each cooked meal's pot for everyone who eats from it (output/pot-amounts.ts); a swap comes here too.
  const plan = withPots(householdPlan(owner, weeks, set.library, stated), set.ctx);
  const problems = checkPlan(plan, set.req, set.library);
  if (problems.length > 0)
    return {
      ok: false,
      refusal: {
        code: "plan_check_failed",
        rule: problems[0] ?? "",
        rule_id: "plan_check",
        message: `The household plan failed the engine's own rule check (${problems.length} problem(s)); it is not returned.`,
        suggestion: "Try again with another seed, or report this household to support.",
      },
    };
  return { ok: true, plan, weeks };
}

/** One week for the owner and every member; with no members, exactly the owner's own plan. */
export async function planHousehold(
  owner: PlanRequestInput | PlanRequest,
  members: readonly HouseholdEater[],
  opts: HouseholdOptions,
  planner: WeekPlanner,
): Promise<PlanResult> {
  if (members.length === 0) return planner(owner, opts);
  planWeek(opts.weekStart);
  const setup = householdSetup(owner, members, opts);
  if (!setup.ok) return setup;
  const { set, eaters } = setup;
  // Shared recipes first; the owner's own as the fallback, with members' own dishes where needed.
  let week = await planner(owner, opts, (ctx) => sharedContext(ctx, eaters));
  if (!week.ok) week = await planner(owner, opts);
  if (!week.ok) return week;
  const solved = solveMembers(set, eaters, week.plan);
  return solved.ok ? { ok: true, plan: solved.plan } : solved;
}
