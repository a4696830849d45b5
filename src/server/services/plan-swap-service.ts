import { isDeepStrictEqual } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { HouseholdEater, SwapTarget } from "../../planner";
import { memberFieldsSchema } from "../../shared/household";
import { type PlanData, planDataSchema } from "../../shared/plan-data";
import { type PlanRequest, planRequestSchema } from "../../shared/plan-request";
import type { SwapMealRequest, SwapMealResponse, SwapOptionsResponse } from "../../shared/plan-swap";
import { fitnessGoalSchema } from "../../shared/profile";
import { isUuid } from "../../shared/text";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { planSummaryColumns } from "../db/plan-summary";
import { mealPlan } from "../db/schema";
import { AppError, refused } from "../http/app-error";
import type { PlanRunner } from "./plan-runner";
import { findUserRecord } from "./user-service";

// docs/product/plan-changes.md: swapping one meal of the caller's own plan. The engine runs on the worker
// pool; the plan record is updated in place, so the viewer, shopping list, PDF and shared page all follow.

type PlanRow = typeof mealPlan.$inferSelect;

export interface SwapDeps {
  db: AppDb;
  runner: PlanRunner;
}

async function ownedPlan(db: AppDb, userId: string, planId: string): Promise<PlanRow> {
  if (!isUuid(planId)) throw new AppError("not_found", "Meal plan not found");
  const [row] = await db
    .select()
    .from(mealPlan)
    .where(and(eq(mealPlan.id, planId), eq(mealPlan.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Meal plan not found");
  return row;
}

/**
 * The request the plan was built from. Plans made before it was stored are read with today's profile
 * and the plan's own goal, cuisine and diet; the engine's checker still holds the result to every rule.
 */
async function requestOf(db: AppDb, user: SessionUser, row: PlanRow, plan: PlanData): Promise<PlanRequest> {
  const stored = planRequestSchema.safeParse(row.planRequest);
  if (stored.success) return stored.data;
  const record = await findUserRecord(db, user.id);
  const rebuilt = planRequestSchema.safeParse({
    age: record?.age,
    gender: record?.gender,
    height_cm: record?.height_cm,
    weight_kg: record?.weight_kg,
    activity_level: record?.activity_level,
    health_conditions: record?.health_conditions ?? [],
    foods_to_include: record?.foods_to_include ?? [],
    allergies: plan.free_from?.allergies ?? record?.allergies ?? [],
    excluded_foods: plan.free_from?.excluded_foods ?? record?.excluded_foods ?? [],
    fitness_goal: plan.goals.fitness_goal,
    cuisine: plan.goals.cuisine,
    diet: plan.diet,
  });
  if (!rebuilt.success)
    throw new AppError("unprocessable", "Complete your profile before changing this plan");
  return rebuilt.data;
}

/** The members a household plan was made for, as meal-plan-service.ts stores them beside the request. */
const storedHouseholdSchema = z.object({
  household: z
    .array(memberFieldsSchema.extend({ member_id: z.string().min(1), fitness_goal: fitnessGoalSchema }))
    .min(1),
});

/**
 * A household plan's members as they were planned (not as they are now, so a member edited or removed
 * since does not change the week under them); none for a plan of one person.
 */
function householdOf(row: PlanRow, plan: PlanData): HouseholdEater[] | undefined {
  if (!plan.members) return undefined;
  const stored = storedHouseholdSchema.safeParse(row.planRequest);
  // Swapping for the owner alone would leave the members' portions of the old dish in the plan.
  if (!stored.success) throw new AppError("unprocessable", "This plan's household cannot be changed");
  return stored.data.household;
}

/** The stored plan (read from the database, so checked against its schema) and the meal to change. */
async function prepare(db: AppDb, user: SessionUser, planId: string, target: SwapTarget) {
  const row = await ownedPlan(db, user.id, planId);
  const parsed = planDataSchema.safeParse(row.planData);
  if (!parsed.success) throw new AppError("unprocessable", "This plan's data cannot be changed");
  if (!parsed.data.days[target.day]?.meals[target.meal]) throw new AppError("not_found", "Meal not found");
  const request = await requestOf(db, user, row, parsed.data);
  return { row, plan: parsed.data, request, household: householdOf(row, parsed.data) };
}

export async function listSwapOptions(
  { db, runner }: SwapDeps,
  user: SessionUser,
  planId: string,
  target: SwapTarget,
): Promise<SwapOptionsResponse> {
  const { plan, request, household } = await prepare(db, user, planId, target);
  // A household plan's alternatives are the owner's that everyone who shares the meal can share, each
  // one a swap that keeps every eater's day on target (docs/product/household.md).
  const res = await runner.swapOptions(request, plan, target, household);
  return res.ok ? { ...target, options: res.options } : { ...target, options: [], refusal: res.refusal };
}

export async function swapPlanMeal(
  { db, runner }: SwapDeps,
  user: SessionUser,
  planId: string,
  target: SwapTarget,
  input: SwapMealRequest,
): Promise<SwapMealResponse> {
  const { row, plan, request, household } = await prepare(db, user, planId, target);
  // A household plan is swapped for everyone who eats it, each member's days solved again.
  const res = await runner.swapMeal(request, plan, target, input.recipe_id, household);
  if (!res.ok) {
    throw refused(res.refusal);
  }
  // The same week again (the meal swapped for itself): no new row version, so no dead row to vacuum.
  if (isDeepStrictEqual(res.plan, plan)) return { ...recordOf(row), resized: res.resized };
  // Only if nobody changed the plan meanwhile (another tab's swap): otherwise that change would be lost.
  const [updated] = await db
    .update(mealPlan)
    .set({ planData: res.plan, ...planSummaryColumns(res.plan) })
    .where(
      and(
        eq(mealPlan.id, row.id),
        eq(mealPlan.userId, user.id),
        sql`${mealPlan.planData} = ${JSON.stringify(row.planData)}::jsonb`,
      ),
    )
    .returning();
  if (!updated)
    throw new AppError(
      "conflict",
      "This plan changed while the meal was being swapped. Reload and try again.",
    );
  return { ...recordOf(updated), resized: res.resized };
}

const recordOf = (row: PlanRow) => ({
  id: row.id,
  is_active: row.isActive,
  plan_data: row.planData as PlanData,
  created_at: row.createdAt.toISOString(),
});
