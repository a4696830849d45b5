import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { resolveIncludes } from "../include/include-items";
import { buildContext } from "../library/plan-context";
import { type Library, prepareLibrary } from "../library/prepare-library";
import { parseConditions } from "../rules/conditions";
import { computeTargets } from "../targets/targets";
import { BASE_REQUEST, THREE_BREAKFASTS, TWO_BREAKFASTS } from "../test-support/fixtures";
import { planWeek, planWeekWithRetries, REPAIRABLE_BROKEN_DAYS, repairable } from "./week-planner";

// Weeks past repair (more than REPAIRABLE_BROKEN_DAYS broken days after the first pass) are not
// searched further: no repair rounds, no fresh draws.

const TWO = TWO_BREAKFASTS;
const THREE = THREE_BREAKFASTS;

function contextOf(req: PlanRequest, lib: Library) {
  const cond = parseConditions(req.health_conditions);
  const tr = computeTargets(req, cond);
  if (!tr.ok) throw new Error("refused targets");
  const ctx = buildContext(req, cond, tr.targets, prepareLibrary(lib));
  return { ctx, fixed: resolveIncludes(ctx).items };
}

const broken = (hard: readonly number[]) => hard.filter((h) => h > 0).length;

describe("weeks past repair", () => {
  it("a week with three mornings short is past repair and not drawn again", () => {
    const { ctx, fixed } = contextOf(BASE_REQUEST, TWO);
    const first = planWeek(ctx, fixed, 1, 0);
    if (first.ok) throw new Error("expected the week to fail");
    expect(broken(first.hard)).toBeGreaterThan(REPAIRABLE_BROKEN_DAYS);
    expect(repairable(first)).toBe(false);
    // No fresh draws: the outcome is the first week's.
    expect(planWeekWithRetries(ctx, fixed, 1)).toEqual(first);
  });

  it("a week one morning short is repairable", () => {
    const { ctx, fixed } = contextOf(BASE_REQUEST, THREE);
    const first = planWeek(ctx, fixed, 1, 0);
    if (first.ok) throw new Error("expected the week to fail");
    expect(broken(first.hard)).toBeLessThanOrEqual(REPAIRABLE_BROKEN_DAYS);
    expect(repairable(first)).toBe(true);
  });
});
