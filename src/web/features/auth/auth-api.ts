import type { UserRecord } from "../../../shared/user-api";
import { ApiError, apiRequest, apiSend } from "../../lib/api-request";

// Better Auth's standard endpoints (mounted by the server at /api/auth) and the user API's calls.

export interface AuthUser {
  uid: string;
  email: string;
  name: string;
}

export async function fetchSessionUser(): Promise<AuthUser | null> {
  const res = await fetch("/api/auth/get-session", { credentials: "include" });
  if (!res.ok) return null;
  const body = (await res.json()) as { user?: { id: string; email: string; name: string } } | null;
  return body?.user ? { uid: body.user.id, email: body.user.email, name: body.user.name } : null;
}

export async function signInWithEmail(email: string, password: string): Promise<AuthUser> {
  const res = await apiRequest("POST", "/api/auth/sign-in/email", { email, password });
  const { user } = (await res.json()) as { user: { id: string; email: string; name: string } };
  return { uid: user.id, email: user.email, name: user.name };
}

/**
 * Sign-up answers alike whether or not the address already has an account (so it cannot be used to
 * find out), and does not sign in: signing in with the same details is what shows it worked.
 */
export async function signUpWithEmail(email: string, password: string, name: string): Promise<AuthUser> {
  await apiSend("POST", "/api/auth/sign-up/email", { email, password, name });
  try {
    return await signInWithEmail(email, password);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      throw new ApiError(
        401,
        "We could not create an account with these details. If you already have one, sign in instead.",
      );
    }
    throw err;
  }
}

export async function signOutSession(): Promise<void> {
  await apiSend("POST", "/api/auth/sign-out", {});
}

/** Starts Google's code flow; the browser leaves for Google and comes back to `returnTo`. */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const sep = returnTo.includes("?") ? "&" : "?";
  const res = await apiRequest("POST", "/api/auth/sign-in/social", {
    provider: "google",
    callbackURL: `${returnTo}${sep}auth=google`,
    errorCallbackURL: `${returnTo}${sep}auth=google-error`,
  });
  const { url } = (await res.json()) as { url?: string };
  if (!url) throw new Error("Google sign-in did not return an address to continue at");
  window.location.assign(url);
}

export async function fetchUserRecord(uid: string): Promise<Response> {
  return fetch(`/api/users/${encodeURIComponent(uid)}`, { credentials: "include" });
}

export async function createUserRecord(user: AuthUser, name: string): Promise<UserRecord> {
  const res = await apiRequest("POST", "/api/users", { uid: user.uid, email: user.email, name });
  return (await res.json()) as UserRecord;
}

export async function autoCreateUserRecord(user: AuthUser): Promise<Response> {
  return fetch("/api/users/auto-create", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ uid: user.uid, email: user.email || "", name: user.name || "User" }),
  });
}
