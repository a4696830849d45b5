import { asc, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AccountExport, settingsRequestSchema } from "../../shared/account";
import type { PlanData } from "../../shared/plan-data";
import type { UserRecord } from "../../shared/user-api";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { account, mealPlan, planShare, profile, shoppingTick, user } from "../db/schema";
import { listMembers } from "./household-service";
import { createUserRecord, findUserRecord, getUserRecord } from "./user-service";

// The settings page's own changes and the account's export (docs/product/account.md). Password,
// e-mail and deletion are Better Auth's endpoints (src/server/auth/create-auth.ts).

type SettingsInput = z.output<typeof settingsRequestSchema>;

/**
 * Saves the fields given and leaves the rest. A new name is the account's name too, so the header,
 * the plan and the next sign-in agree.
 */
export async function updateSettings(
  db: AppDb,
  caller: SessionUser,
  input: SettingsInput,
): Promise<UserRecord> {
  // Someone who never finished the wizard still has settings to keep.
  await createUserRecord(db, caller, input.name);
  await db.transaction(async (tx) => {
    await tx
      .update(profile)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.units !== undefined && { units: input.units }),
        ...(input.allergies !== undefined && { allergies: input.allergies }),
        ...(input.excluded_foods !== undefined && { excludedFoods: input.excluded_foods }),
        ...(input.cooking !== undefined && { cooking: input.cooking }),
        updatedAt: new Date(),
      })
      .where(eq(profile.userId, caller.id));
    if (input.name !== undefined) {
      await tx.update(user).set({ name: input.name, updatedAt: new Date() }).where(eq(user.id, caller.id));
    }
  });
  return getUserRecord(db, caller.id);
}

/** Everything stored for the caller: account, profile, settings, household, every plan whole, shares and ticks. */
export async function exportAccount(db: AppDb, caller: SessionUser, baseUrl: string): Promise<AccountExport> {
  const [row] = await db.select().from(user).where(eq(user.id, caller.id)).limit(1);
  const methods = await db
    .select({ provider: account.providerId })
    .from(account)
    .where(eq(account.userId, caller.id));
  const record = await findUserRecord(db, caller.id);
  const plans = await db
    .select()
    .from(mealPlan)
    .where(eq(mealPlan.userId, caller.id))
    .orderBy(desc(mealPlan.createdAt));
  const shares = await db
    .select()
    .from(planShare)
    .where(eq(planShare.userId, caller.id))
    .orderBy(asc(planShare.createdAt));
  const ticks = await db
    .select({ planId: shoppingTick.planId, item: shoppingTick.item, tickedAt: shoppingTick.tickedAt })
    .from(shoppingTick)
    .innerJoin(mealPlan, eq(mealPlan.id, shoppingTick.planId))
    .where(eq(mealPlan.userId, caller.id))
    .orderBy(asc(shoppingTick.tickedAt));
  return {
    exported_at: new Date().toISOString(),
    account: {
      id: caller.id,
      name: row?.name ?? caller.name,
      email: row?.email ?? caller.email,
      created_at: (row?.createdAt ?? new Date()).toISOString(),
      // "credential" is a password; a provider's id (google) is a sign-in through it.
      sign_in_methods: methods.map((m) => (m.provider === "credential" ? "password" : m.provider)),
    },
    profile: record,
    settings: { units: record?.units ?? "metric", cooking: record?.cooking ?? null },
    household_members: await listMembers(db, caller.id),
    plans: plans.map((p) => ({
      id: p.id,
      is_active: p.isActive,
      created_at: p.createdAt.toISOString(),
      plan_data: p.planData as PlanData,
      plan_request: p.planRequest ?? null,
    })),
    shares: shares.map((s) => ({
      plan_id: s.planId,
      url: `${baseUrl}/shared/${s.token}`,
      include_profile: s.includeProfile,
      created_at: s.createdAt.toISOString(),
    })),
    shopping_ticks: ticks.map((t) => ({
      plan_id: t.planId,
      item: t.item,
      ticked_at: t.tickedAt.toISOString(),
    })),
  };
}
