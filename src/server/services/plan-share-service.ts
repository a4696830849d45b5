import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { type PlanData, planDataSchema } from "../../shared/plan-data";
import { type PlanShare, type SharedPlan, shareTokenSchema } from "../../shared/plan-share-api";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { mealPlan, planShare, profile } from "../db/schema";
import { AppError } from "../http/app-error";
import { findPlanForUser } from "./meal-plan-service";

// docs/product/sharing.md: one unguessable read-only link per plan, created or reused by its owner, stopped
// by deleting it. The public side reads the plan and, only when the owner opted in, their profile.

const shareUrl = (baseUrl: string, token: string) => `${baseUrl}/shared/${token}`;
const toShare = (baseUrl: string, row: typeof planShare.$inferSelect): PlanShare => ({
  token: row.token,
  url: shareUrl(baseUrl, row.token),
  include_profile: row.includeProfile,
});

export async function findShare(db: AppDb, user: SessionUser, planId: string, baseUrl: string) {
  const plan = await findPlanForUser(db, user.id, planId);
  const [row] = await db.select().from(planShare).where(eq(planShare.planId, plan.id)).limit(1);
  return row ? toShare(baseUrl, row) : null;
}

/** Creates the plan's link, or returns the existing one with the owner's latest profile choice. */
export async function sharePlan(
  db: AppDb,
  user: SessionUser,
  planId: string,
  includeProfile: boolean,
  baseUrl: string,
): Promise<PlanShare> {
  const plan = await findPlanForUser(db, user.id, planId);
  const token = randomBytes(24).toString("base64url");
  const [row] = await db
    .insert(planShare)
    .values({ token, planId: plan.id, userId: user.id, includeProfile })
    .onConflictDoUpdate({ target: planShare.planId, set: { includeProfile } })
    .returning();
  if (!row) throw new Error("The share link was not stored");
  return toShare(baseUrl, row);
}

export async function stopSharing(db: AppDb, user: SessionUser, planId: string): Promise<void> {
  const plan = await findPlanForUser(db, user.id, planId);
  await db.delete(planShare).where(and(eq(planShare.planId, plan.id), eq(planShare.userId, user.id)));
}

/**
 * A plan as anyone with its link reads it when the owner did not opt in: the notes explain it from
 * the owner's body and health (BMR, weight, conditions) and name household members and why one has
 * a dish of their own, and `members` holds each member's name, goal, targets and portions, so both
 * go. The meals stay, each household meal's pot with them: its lines are the household's cooking,
 * no person's figures.
 */
function withoutPeople(plan: PlanData): PlanData {
  const { members: _, ...rest } = plan;
  return { ...rest, notes: [] };
}

/** The public view of a shared plan; a token that was never issued or was revoked is simply not found. */
export async function findSharedPlan(db: AppDb, token: string): Promise<SharedPlan> {
  const notFound = new AppError("not_found", "This shared plan does not exist or is no longer shared");
  if (!shareTokenSchema.safeParse(token).success) throw notFound;
  const [row] = await db
    .select({ share: planShare, planData: mealPlan.planData })
    .from(planShare)
    .innerJoin(mealPlan, eq(mealPlan.id, planShare.planId))
    .where(eq(planShare.token, token))
    .limit(1);
  if (!row) throw notFound;
  const plan = planDataSchema.safeParse(row.planData);
  if (!plan.success) throw notFound;
  const planData = row.share.includeProfile ? plan.data : withoutPeople(plan.data);
  const shared: SharedPlan = { plan_data: planData, shared_at: row.share.createdAt.toISOString() };
  if (row.share.includeProfile) {
    const [p] = await db.select().from(profile).where(eq(profile.userId, row.share.userId)).limit(1);
    if (p) {
      shared.profile = {
        name: p.name,
        age: p.age,
        height_cm: p.heightCm,
        weight_kg: p.weightKg,
        health_conditions: p.healthConditions.filter((c) => c !== "none"),
      };
    }
  }
  return shared;
}

/** Whether a token names a live share (for the HTML page's status code). */
export async function isSharedToken(db: AppDb, token: string): Promise<boolean> {
  if (!shareTokenSchema.safeParse(token).success) return false;
  const [row] = await db
    .select({ t: planShare.token })
    .from(planShare)
    .where(eq(planShare.token, token))
    .limit(1);
  return Boolean(row);
}
