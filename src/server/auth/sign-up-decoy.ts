import { randomUUID } from "node:crypto";
import { and, eq, like, lt, or } from "drizzle-orm";
import type { AppDb } from "../db/database";
import { user } from "../db/schema";

// Sign-up must not tell a known address from a new one, by its answer or by its time (decisions
// 0008, issue 24). Better Auth answers a known address with a made-up user after hashing the password,
// but skips the two rows a new account writes, so under load a new address took 49 ms longer. Here a
// known address signs up a decoy instead: a fresh address nobody can own (RFC 2606's .invalid), run
// through Better Auth's own new-account path, so both do exactly the same work. The answer carries the
// address as typed, and the decoy account is deleted once the answer has gone.

const DECOY_DOMAIN = "sign-up.invalid";
/** Decoys left by a process that stopped before deleting them are swept after this long. */
const SWEEP_AFTER_MS = 10 * 60_000;

export interface SignUpDecoy {
  email: string;
}

/** For an address that already has an account, the decoy to sign up in its place; null for a new one. */
export async function decoyForKnownAddress(db: AppDb, email: string): Promise<SignUpDecoy | null> {
  // Better Auth compares addresses in lower case, without trimming: so does this.
  const [known] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return known ? { email: `${randomUUID()}@${DECOY_DOMAIN}` } : null;
}

/** Deletes the decoy account (its credential goes with it), and any a stopped process left behind. */
export async function removeDecoy(db: AppDb, decoy: SignUpDecoy): Promise<void> {
  const stale = new Date(Date.now() - SWEEP_AFTER_MS);
  await db
    .delete(user)
    .where(
      or(eq(user.email, decoy.email), and(like(user.email, `%@${DECOY_DOMAIN}`), lt(user.createdAt, stale))),
    );
}
