import { apiSend, throwIfResNotOk } from "../../lib/api-request";

// Password reset and the account calls whose refusals a form shows beside its fields
// (docs/product/account.md). Apart from auth-api.ts, which every page loads: these load with the
// sign-in dialog, the reset page and the settings page.

/**
 * "Forgot password?": the server answers alike whether or not the address has an account, and the
 * e-mail links to our /reset-password page (docs/product/account.md).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiSend("POST", "/api/auth/request-password-reset", { email });
}

/** A refusal a form can show beside its field, or as a state of its own, read from the answer's data. */
export interface Refusal {
  status: number;
  /** Better Auth's error code ("INVALID_TOKEN", "INVALID_PASSWORD"), or ours ("validation"). */
  code: string | undefined;
  message: string;
  /** The first message per field, where the server named fields. */
  fields: Record<string, string>;
}

/**
 * A POST whose refusals the caller handles: resolves with null when it worked, or the refusal. A
 * server fault or a network failure still throws, for the caller's generic message.
 */
export async function postForRefusal(url: string, body: unknown): Promise<Refusal | null> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "include",
  });
  if (res.ok || res.status >= 500 || res.status === 429) {
    if (!res.ok) await throwIfResNotOk(res);
    await res.text();
    return null;
  }
  const data = (await res.json().catch(() => ({}))) as {
    code?: unknown;
    error?: unknown;
    message?: unknown;
    fields?: Record<string, string[]>;
  };
  const fields = Object.fromEntries(Object.entries(data.fields ?? {}).map(([k, v]) => [k, v[0] ?? ""]));
  const code =
    typeof data.code === "string" ? data.code : typeof data.error === "string" ? data.error : undefined;
  const message = typeof data.message === "string" && data.message ? data.message : res.statusText;
  return { status: res.status, code, message, fields };
}

/** Sets a new password with the code from a reset e-mail; every session of the account ends. */
export function resetPassword(token: string, newPassword: string): Promise<Refusal | null> {
  return postForRefusal("/api/auth/reset-password", { token, newPassword });
}
