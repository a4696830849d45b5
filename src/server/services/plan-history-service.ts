import { and, desc, eq, sql } from "drizzle-orm";
import type { MealPlanRecord } from "../../shared/meal-plan-api";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { mealPlan, profile } from "../db/schema";
import { AppError } from "../http/app-error";
import { findPlanForUser } from "./meal-plan-service";

// A person's plans over time (docs/product/plans-over-time.md): any earlier plan can be made the
// active one again, and any plan can be deleted. A user with plans always has exactly one active:
// deleting the active plan makes the newest one left active. Each change runs under the same per-user
// lock as saving a new plan, so two tabs cannot leave two active plans or none.

type Tx = Parameters<Parameters<AppDb["transaction"]>[0]>[0];

const lockUser = (tx: Tx, userId: string) =>
  tx.execute(sql`select 1 from ${profile} where ${profile.userId} = ${userId} for update`);

/** Makes the caller's plan the active one (and every other plan of theirs inactive). */
export async function activatePlan(db: AppDb, user: SessionUser, planId: string): Promise<MealPlanRecord> {
  const plan = await findPlanForUser(db, user.id, planId);
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    // Only rows whose flag changes are written: every update leaves a dead row version behind until
    // the next vacuum (src/server/db/maintenance.ts), so re-activating the active plan writes nothing.
    const [target] = await tx
      .select({ isActive: mealPlan.isActive })
      .from(mealPlan)
      .where(and(eq(mealPlan.id, plan.id), eq(mealPlan.userId, user.id)));
    // Deleted by another tab since it was read: nothing was changed.
    if (!target) throw new AppError("not_found", "Meal plan not found");
    if (target.isActive) return;
    await tx
      .update(mealPlan)
      .set({ isActive: false })
      .where(and(eq(mealPlan.userId, user.id), eq(mealPlan.isActive, true)));
    await tx.update(mealPlan).set({ isActive: true }).where(eq(mealPlan.id, plan.id));
  });
  return { ...plan, is_active: true };
}

/** Deletes the caller's plan; its share link and shopping ticks go with it (foreign keys cascade). */
export async function deletePlan(db: AppDb, user: SessionUser, planId: string): Promise<void> {
  const plan = await findPlanForUser(db, user.id, planId);
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const [gone] = await tx
      .delete(mealPlan)
      .where(and(eq(mealPlan.id, plan.id), eq(mealPlan.userId, user.id)))
      .returning({ isActive: mealPlan.isActive });
    if (!gone) throw new AppError("not_found", "Meal plan not found");
    if (!gone.isActive) return;
    const [newest] = await tx
      .select({ id: mealPlan.id })
      .from(mealPlan)
      .where(eq(mealPlan.userId, user.id))
      .orderBy(desc(mealPlan.createdAt), desc(mealPlan.id))
      .limit(1);
    if (newest) await tx.update(mealPlan).set({ isActive: true }).where(eq(mealPlan.id, newest.id));
  });
}
