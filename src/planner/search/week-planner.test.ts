import { describe, expect, it } from "vitest";
import type { PlanRequest } from "../../shared/plan-request";
import { resolveIncludes } from "../include/include-items";
import type { Library } from "../library/prepare-library";
import { contextForRequest } from "../library/request-context";
import { BASE_REQUEST, THREE_BREAKFASTS, TWO_BREAKFASTS } from "../test-support/fixtures";
import { planWeek, planWeekWithRetries, REPAIRABLE_BROKEN_DAYS, repairable } from "./week-planner";

// Weeks past repair (more than REPAIRABLE_BROKEN_DAYS broken days after the first pass) are not
// searched further: no repair rounds, no fresh draws.

function contextOf(req: PlanRequest, lib: Library) {
  const set = contextForRequest(req, lib);
  if (!set.ok) throw new Error(`refused before planning: ${set.refusal.code}`);
  return { ctx: set.ctx, fixed: resolveIncludes(set.ctx).items };
}

const broken = (hard: readonly number[]) => hard.filter((h) => h > 0).length;

describe("weeks past repair", () => {
  it("a week with three mornings short is past repair and not drawn again", () => {
    const { ctx, fixed } = contextOf(BASE_REQUEST, TWO_BREAKFASTS);
    const first = planWeek(ctx, fixed, 1, 0);
    if (first.ok) throw new Error("expected the week to fail");
    expect(broken(first.hard)).toBeGreaterThan(REPAIRABLE_BROKEN_DAYS);
    expect(repairable(first)).toBe(false);
    // No fresh draws: the outcome is the first week's.
    expect(planWeekWithRetries(ctx, fixed, 1)).toEqual(first);
  });

  it("a week one morning short is repairable", () => {
    const { ctx, fixed } = contextOf(BASE_REQUEST, THREE_BREAKFASTS);
    const first = planWeek(ctx, fixed, 1, 0);
    if (first.ok) throw new Error("expected the week to fail");
    expect(broken(first.hard)).toBeLessThanOrEqual(REPAIRABLE_BROKEN_DAYS);
    expect(repairable(first)).toBe(true);
  });
});
