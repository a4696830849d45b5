import type * as React from "react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { UserRecord } from "../../../shared/user-api";
import { toast } from "../../components/ui/use-toast";
import {
  type AuthUser,
  autoCreateUserRecord,
  fetchSessionUser,
  fetchUserRecord,
  signOutSession,
} from "./auth-api";

// The auth lifecycle: loading until the first check; then the user record is fetched, created if
// missing, and left empty (with a console message) if even that fails.

export interface AuthContextValue {
  /** The signed-in account, or null. */
  user: AuthUser | null;
  /** The user record from the server, or null. */
  userData: UserRecord | null;
  loading: boolean;
  /** Re-reads the session and the user record (after sign-in, sign-up, profile save). */
  refresh(): Promise<AuthUser | null>;
  setUserData(record: UserRecord | null): void;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function loadUserData(user: AuthUser): Promise<UserRecord | null> {
  try {
    const res = await fetchUserRecord(user.uid);
    if (res.ok) return (await res.json()) as UserRecord;
    const created = await autoCreateUserRecord(user);
    if (created.ok) return (await created.json()) as UserRecord;
    console.error("Failed to get or create user");
    return null;
  } catch (err) {
    console.error("Error with user authentication:", err);
    return null;
  }
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<AuthUser | null>(null);
  const [userData, setUserData] = useState<UserRecord | null>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const next = await fetchSessionUser().catch(() => null);
    const data = next ? await loadUserData(next) : null;
    // A newer check (sign-out while this one ran) wins.
    if (mine === generation.current) {
      setUser(next);
      setUserData(data);
      setLoading(false);
    }
    return next;
  }, []);

  useEffect(() => {
    void refresh().then((signedIn) => announceOAuthReturn(signedIn));
  }, [refresh]);

  const signOut = useCallback(async () => {
    generation.current++;
    await signOutSession().catch(() => {});
    setUser(null);
    setUserData(null);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, userData, loading, refresh, setUserData, signOut }),
    [user, userData, loading, refresh, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error("useAuth must be used within an AuthProvider");
  return ctx;
}

/** Google's flow returns with ?auth=google or ?auth=google-error&error=…; say how it went, then tidy the URL. */
function announceOAuthReturn(signedIn: AuthUser | null) {
  const url = new URL(window.location.href);
  const outcome = url.searchParams.get("auth");
  if (outcome !== "google" && outcome !== "google-error") return;
  if (outcome === "google" && signedIn) {
    toast({ title: "Signed in with Google!" });
  } else {
    const reason =
      url.searchParams.get("error")?.replaceAll("_", " ") || "Google did not complete the sign-in";
    toast({ title: "Google sign-in failed", description: reason, variant: "destructive" });
  }
  url.searchParams.delete("auth");
  url.searchParams.delete("error");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}
