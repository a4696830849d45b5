import { desc } from "drizzle-orm";
import type { z } from "zod";
import type { contactRequestSchema } from "../../shared/contact-api";
import type { AppDb } from "../db/database";
import { contactMessage } from "../db/schema";

type ContactInput = z.output<typeof contactRequestSchema>;

/**
 * Keeps a message from the contact form. A filled honeypot field means a bot: it is told the message
 * arrived (so it learns nothing) and nothing is stored.
 */
export async function receiveContactMessage(db: AppDb, input: ContactInput): Promise<{ stored: boolean }> {
  if (input.website) return { stored: false };
  await db.insert(contactMessage).values({
    name: input.name,
    email: input.email,
    subject: input.subject,
    category: input.category ?? null,
    message: input.message,
  });
  return { stored: true };
}

export async function listContactMessages(db: AppDb, limit: number) {
  return db.select().from(contactMessage).orderBy(desc(contactMessage.createdAt)).limit(limit);
}
