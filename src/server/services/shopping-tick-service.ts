import { and, eq } from "drizzle-orm";
import type { ShoppingTickRequest, ShoppingTicks } from "../../shared/plan-share-api";
import type { SessionUser } from "../app-types";
import type { AppDb } from "../db/database";
import { shoppingTick } from "../db/schema";
import { findPlanForUser } from "./meal-plan-service";

// Ticks on the in-app shopping list, stored per plan so a phone in the shop and a laptop agree.

async function ticksOf(db: AppDb, planId: string): Promise<ShoppingTicks> {
  const rows = await db
    .select({ item: shoppingTick.item })
    .from(shoppingTick)
    .where(eq(shoppingTick.planId, planId))
    .orderBy(shoppingTick.item);
  return { items: rows.map((r) => r.item) };
}

export async function listTicks(db: AppDb, user: SessionUser, planId: string): Promise<ShoppingTicks> {
  const plan = await findPlanForUser(db, user.id, planId);
  return ticksOf(db, plan.id);
}

export async function setTick(
  db: AppDb,
  user: SessionUser,
  planId: string,
  input: ShoppingTickRequest,
): Promise<ShoppingTicks> {
  const plan = await findPlanForUser(db, user.id, planId);
  if (input.ticked) {
    await db.insert(shoppingTick).values({ planId: plan.id, item: input.item }).onConflictDoNothing();
  } else {
    await db
      .delete(shoppingTick)
      .where(and(eq(shoppingTick.planId, plan.id), eq(shoppingTick.item, input.item)));
  }
  return ticksOf(db, plan.id);
}
