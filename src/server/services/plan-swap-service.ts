import { and, eq, sql } from "drizzle-orm";
import type { SwapTarget } from "../../planner";
import { type PlanData, planDataSchema } from "../../shared/plan-data";
import { type PlanRequest, planRequestSchema } from "../../shared/plan-request";
import type { SwapMealRequest, SwapMealResponse, SwapOptionsResponse } from "../../shared/plan-swap";
import { isUuid } from "../../shared/text";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
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

/** The stored plan (read from the database, so checked against its schema) and the meal to change. */
async function prepare(db: AppDb, user: SessionUser, planId: string, target: SwapTarget) {
  const row = await ownedPlan(db, user.id, planId);
  const parsed = planDataSchema.safeParse(row.planData);
  if (!parsed.success) throw new AppError("unprocessable", "This plan's data cannot be changed");
  if (!parsed.data.days[target.day]?.meals[target.meal]) throw new AppError("not_found", "Meal not found");
  const request = await requestOf(db, user, row, parsed.data);
  return { row, plan: parsed.data, request };
}

export async function listSwapOptions(
  { db, runner }: SwapDeps,
  user: SessionUser,
  planId: string,
  target: SwapTarget,
): Promise<SwapOptionsResponse> {
  const { plan, request } = await prepare(db, user, planId, target);
  const res = await runner.swapOptions(request, plan, target);
  return res.ok ? { ...target, options: res.options } : { ...target, options: [], refusal: res.refusal };
}

export async function swapPlanMeal(
  { db, runner }: SwapDeps,
  user: SessionUser,
  planId: string,
  target: SwapTarget,
  input: SwapMealRequest,
): Promise<SwapMealResponse> {
  const { row, plan, request } = await prepare(db, user, planId, target);
  const res = await runner.swapMeal(request, plan, target, input.recipe_id);
  if (!res.ok) {
    throw refused(res.refusal);
  }
  // Only if nobody changed the plan meanwhile (another tab's swap): otherwise that change would be lost.
  const [updated] = await db
    .update(mealPlan)
    .set({ planData: res.plan })
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
  return {
    id: updated.id,
    is_active: updated.isActive,
    plan_data: updated.planData as PlanData,
    created_at: updated.createdAt.toISOString(),
    resized: res.resized,
  };
}
