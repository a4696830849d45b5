import { desc } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { mailOutbox } from "../db/schema";

/** The newest messages kept in the outbox (mailer.ts), for the operator's `npm run mail:outbox`. */
export async function listOutbox(db: AppDb, limit: number) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
