import { eq } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { profile } from "../db/schema";

// Apart from account-service.ts: Better Auth's set-up (auth/create-auth.ts) calls it, and must not
// import what imports the app's types, which import Better Auth's.

/**
 * Keeps the profile's copy of the address in step with the account's, after a confirmed change of
 * e-mail (docs/product/account.md).
 */
export async function syncProfileEmail(db: AppDb, userId: string, email: string): Promise<void> {
  await db.update(profile).set({ email, updatedAt: new Date() }).where(eq(profile.userId, userId));
}
