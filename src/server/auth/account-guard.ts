// Sessions are capped at 30 days from sign-in, however often they are renewed. (The per-account limit
// on failed sign-ins that lived here let strangers lock accounts: see sign-in-throttle.ts. Common
// passwords are refused by password-strength.ts.)

/** A session lasts this long without use (idle timeout), renewed at most daily while used… */
export const SESSION_IDLE_S = 7 * 24 * 3600;
/** …and never beyond this from sign-in. */
export const SESSION_MAX_MS = 30 * 24 * 3600 * 1000;

/** Keeps a renewed session's expiry within SESSION_MAX_MS of when it was created. */
export function capSessionExpiry<T extends { expiresAt?: Date }>(
  update: T,
  createdAt: Date | undefined,
): { data: T } {
  if (!update.expiresAt || !createdAt) return { data: update };
  const cap = new Date(createdAt.getTime() + SESSION_MAX_MS);
  return { data: update.expiresAt > cap ? { ...update, expiresAt: cap } : update };
}
