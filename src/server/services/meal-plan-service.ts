import { randomInt } from "node:crypto";
import { and, count, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type generatePlanRequestSchema,
  LOCAL_DATE_MAX_DAYS_FROM_UTC,
  type MealPlanPage,
  type MealPlanRecord,
  type WeekStartChoice,
} from "../../shared/meal-plan-api";
import type { PlanData } from "../../shared/plan-data";
import { daysBetween, nextMondayAfter } from "../../shared/plan-dates";
import { planRequestFromProfile } from "../../shared/plan-request";
import { isUuid } from "../../shared/text";
import { missingProfileFields, type RequiredProfileField } from "../../shared/user-api";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { planSummaryColumns } from "../db/plan-summary";
import { mealPlan, profile } from "../db/schema";
import { AppError, refused, tooManyRequests } from "../http/app-error";
import { validationError } from "../http/validate";
import { householdEaters } from "./household-service";
import type { PlanRunner } from "./plan-runner";
import { findUserRecord } from "./user-service";

type PlanRow = typeof mealPlan.$inferSelect;
/** The generate body as the route validated it. */
type GenerateInput = z.output<typeof generatePlanRequestSchema>;

/**
 * Retention (content/legal/privacy.md): each user keeps their newest 50 plans; saving a new one
 * deletes older ones past that, with their share links and shopping ticks.
 */
export const PLANS_KEPT = 50;

const toRecord = (row: PlanRow): MealPlanRecord => ({
  id: row.id,
  is_active: row.isActive,
  plan_data: row.planData as PlanData,
  created_at: row.createdAt.toISOString(),
});

/**
 * A page of the caller's plans, newest first, from the summary columns written with each plan: a
 * week's plan_data is ~76 KB and the list never reads it. The cursor is the last plan of the page before.
 */
export async function findPlanPage(
  db: AppDb,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<MealPlanPage> {
  let after: SQL | undefined;
  if (query.cursor) {
    const [from] = await db
      .select({ id: mealPlan.id })
      .from(mealPlan)
      .where(and(eq(mealPlan.id, query.cursor), eq(mealPlan.userId, userId)))
      .limit(1);
    if (!from) {
      throw new AppError("validation", "This page of plans no longer exists; start from the first page", {
        fields: { cursor: ["Unknown cursor"] },
      });
    }
    // Compared in the database: its timestamps are finer than a JavaScript Date.
    after = sql`(${mealPlan.createdAt}, ${mealPlan.id}) < (select created_at, id from ${mealPlan} where id = ${from.id})`;
  }
  const rows = await db
    .select({
      id: mealPlan.id,
      isActive: mealPlan.isActive,
      createdAt: mealPlan.createdAt,
      weekStart: mealPlan.weekStart,
      goal: mealPlan.fitnessGoal,
      cuisine: mealPlan.cuisine,
      calories: mealPlan.totalDailyCalories,
    })
    .from(mealPlan)
    .where(and(eq(mealPlan.userId, userId), after))
    .orderBy(desc(mealPlan.createdAt), desc(mealPlan.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    plans: page.map((r) => ({
      id: r.id,
      is_active: r.isActive,
      created_at: r.createdAt.toISOString(),
      week_start: r.weekStart,
      fitness_goal: r.goal,
      cuisine: r.cuisine,
      total_daily_calories: r.calories,
    })),
    next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function findPlanForUser(db: AppDb, userId: string, planId: string): Promise<MealPlanRecord> {
  // A plan id that is not a UUID cannot exist; answer it like any other unknown plan.
  if (!isUuid(planId)) throw new AppError("not_found", "Meal plan not found");
  const [row] = await db
    .select()
    .from(mealPlan)
    .where(and(eq(mealPlan.id, planId), eq(mealPlan.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("not_found", "Meal plan not found");
  return toRecord(row);
}

/**
 * The new plan's first day (docs/product/plans-over-time.md): the person's today, from their own
 * clock, or the first Monday after it. Their date may differ from the server's UTC date by a time
 * zone, never by more than a day; without one, the server's UTC date stands in.
 */
export function weekStartFor(choice: WeekStartChoice, localDate: string | undefined, now: Date): string {
  const utcToday = now.toISOString().slice(0, 10);
  if (localDate !== undefined && Math.abs(daysBetween(utcToday, localDate)) > LOCAL_DATE_MAX_DAYS_FROM_UTC) {
    throw new AppError(
      "validation",
      "Your device's date is not today's date: check its clock and try again",
      {
        fields: { local_date: ["Must be today's date where you are"] },
      },
    );
  }
  const today = localDate ?? utcToday;
  return choice === "next_monday" ? nextMondayAfter(today) : today;
}

function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function plansThisMonth(db: AppDb, userId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mealPlan)
    .where(and(eq(mealPlan.userId, userId), gte(mealPlan.createdAt, startOfUtcMonth(now))));
  return row?.n ?? 0;
}

function assertAllowance(used: number, allowance: number | undefined, now: Date) {
  if (allowance !== undefined && used >= allowance) {
    // The allowance renews with the calendar month (UTC): Retry-After says when.
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    throw tooManyRequests(
      `Free plan limit reached: ${allowance} meal plans per month`,
      (next.getTime() - now.getTime()) / 1000,
    );
  }
}

export interface CreateMealPlanDeps {
  db: AppDb;
  runner: PlanRunner;
  freePlansPerMonth: number | undefined;
  now?: () => Date;
}

const FIELD_WORDS: Record<RequiredProfileField, string> = {
  age: "age",
  gender: "gender",
  height_cm: "height",
  weight_kg: "weight",
  activity_level: "activity level",
  country_region: "cuisine",
};

/**
 * Builds a plan from the caller's saved profile and the request, stores it as the only active one;
 * the earlier plans stay in the list (up to PLANS_KEPT).
 */
export async function createMealPlan(
  deps: CreateMealPlanDeps,
  user: SessionUser,
  input: GenerateInput,
): Promise<MealPlanRecord> {
  const { db, runner, freePlansPerMonth } = deps;
  const now = deps.now?.() ?? new Date();
  if (input.user_id !== undefined && input.user_id !== user.id) {
    throw new AppError("forbidden", "You can only create plans for your own account");
  }
  const weekStart = weekStartFor(input.week_start, input.local_date, now);

  const record = await findUserRecord(db, user.id);
  const missing = missingProfileFields(record);
  if (!record || missing.length > 0) {
    throw new AppError(
      "bad_request",
      `Your profile is incomplete: add your ${missing.map((f) => FIELD_WORDS[f]).join(", ")} first`,
      { fields: Object.fromEntries(missing.map((f) => [f, ["Required"]])) },
    );
  }
  assertAllowance(await plansThisMonth(db, user.id, now), freePlansPerMonth, now);

  const parsed = planRequestFromProfile(record, {
    fitness_goal: input.fitness_goal,
    cuisine: input.cuisine,
    diet: input.diet_type,
    health_conditions: input.health_conditions,
    foods_to_include: input.foods_to_include,
    allergies: input.allergies,
    excluded_foods: input.excluded_foods,
  });
  if (!parsed.success) throw validationError(parsed.error);
  const request = parsed.data;
  // "The household": every member is planned beside the owner (docs/product/household.md).
  const household = input.household ? await householdEaters(db, user.id) : undefined;
  const result = await runner.run(request, {
    seed: randomInt(1, 2 ** 31 - 1),
    weekStart,
    ...(household && { household }),
  });
  if (!result.ok) {
    throw refused(result.refusal);
  }

  const row = await db.transaction(async (tx) => {
    // One writer per user at a time, so the allowance and the single active plan hold under races.
    await tx.execute(sql`select 1 from ${profile} where ${profile.userId} = ${user.id} for update`);
    assertAllowance(await plansThisMonth(tx as unknown as AppDb, user.id, now), freePlansPerMonth, now);
    await tx
      .update(mealPlan)
      .set({ isActive: false })
      .where(and(eq(mealPlan.userId, user.id), eq(mealPlan.isActive, true)));
    const [inserted] = await tx
      .insert(mealPlan)
      .values({
        userId: user.id,
        isActive: true,
        planData: result.plan,
        ...planSummaryColumns(result.plan),
        // The members as they were planned, so the plan's meals can be changed under the same rules.
        planRequest: household ? { ...request, household } : request,
        createdAt: now,
      })
      .returning();
    await tx
      .delete(mealPlan)
      .where(
        and(
          eq(mealPlan.userId, user.id),
          sql`${mealPlan.id} not in (select id from ${mealPlan} where user_id = ${user.id} order by created_at desc, id desc limit ${PLANS_KEPT})`,
        ),
      );
    return inserted;
  });
  if (!row) throw new Error("The new plan was not stored");
  return toRecord(row);
}
