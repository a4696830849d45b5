import { asc } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { subscription } from "../db/schema";

/** Adds an address to the blog list; subscribing twice is the same as once. */
export async function subscribeToBlog(db: AppDb, email: string): Promise<void> {
  await db.insert(subscription).values({ email }).onConflictDoNothing();
}

export async function listSubscribers(db: AppDb) {
  return db.select().from(subscription).orderBy(asc(subscription.createdAt));
}
