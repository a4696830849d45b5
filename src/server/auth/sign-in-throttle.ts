import type { AppDb } from "../db/database";
import { tooManyRequests } from "../http/app-error";
import { blockedFor, clearRateLimit, countEvent, type RateLimitRule } from "../http/rate-limit";

// Failed sign-ins slow down whoever fails, never the account's owner (issue 24, after OWASP's
// authentication guidance). Counting failures per account alone let anyone lock an account: ten wrong
// passwords from ten addresses, and its owner met 429 for 15 minutes. Now an address that keeps failing
// on one account waits, an address that fails across many accounts waits, and the owner signing in
// from any other address is not touched. Better Auth's own limiter (10 sign-in calls a minute per
// address) still applies on top; strong passwords (password-strength.ts) make the spread-out guessing
// that remains useless.

const WINDOW_MS = 15 * 60_000;
/** One address on one account: five wrong passwords in 15 minutes, then wait for the window. */
export const PAIR_FAILURES: RateLimitRule = { name: "sign-in-failures-pair", max: 5, windowMs: WINDOW_MS };
/** One address on any accounts: twenty wrong passwords in 15 minutes (a shared office address has room). */
export const ADDRESS_FAILURES: RateLimitRule = {
  name: "sign-in-failures-address",
  max: 20,
  windowMs: WINDOW_MS,
};

/** The account as typed: the same counter whether or not it exists, so the limit reveals nothing. */
const accountKey = (email: string) => email.trim().toLowerCase();
const pairKey = (address: string, email: string) => `${address} ${accountKey(email)}`;

/** 429 with Retry-After while this address, or this address on this account, has failed too often. */
export async function assertSignInAllowed(db: AppDb, address: string, email: string): Promise<void> {
  const wait = Math.max(
    await blockedFor(db, PAIR_FAILURES, pairKey(address, email)),
    await blockedFor(db, ADDRESS_FAILURES, address),
  );
  if (wait > 0) {
    throw tooManyRequests("Too many failed sign-ins from this connection. Please try again later.", wait);
  }
}

export async function recordSignInFailure(db: AppDb, address: string, email: string): Promise<void> {
  await countEvent(db, PAIR_FAILURES, pairKey(address, email));
  await countEvent(db, ADDRESS_FAILURES, address);
}

/**
 * A correct password clears this address's count on this account. The address's count across
 * accounts stays: signing in to one's own account must not reset a guesser's allowance.
 */
export async function recordSignInSuccess(db: AppDb, address: string, email: string): Promise<void> {
  await clearRateLimit(db, PAIR_FAILURES, pairKey(address, email));
}
