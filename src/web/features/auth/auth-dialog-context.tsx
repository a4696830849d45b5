import type * as React from "react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";

/** "forgot" asks for the address to send a reset link to (docs/product/account.md). */
export type AuthMode = "signin" | "signup" | "forgot";

interface AuthDialogValue {
  isOpen: boolean;
  /** True once the dialog has been opened, so its code is loaded only when first needed. */
  wanted: boolean;
  mode: AuthMode;
  /** Where to go once signed in: a call to action that promises a plan sends the user to /dashboard. */
  next: string | null;
  openAuthDialog(mode?: AuthMode, options?: { next?: string }): void;
  /** Loads the dialog's code (closed) now, while the page waits for something else before opening it. */
  preloadAuthDialog(): void;
  closeAuthDialog(): void;
  setMode(mode: AuthMode): void;
}

const AuthDialogContext = createContext<AuthDialogValue | null>(null);

export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signin");
  const [wanted, setWanted] = useState(false);
  const [next, setNext] = useState<string | null>(null);

  const openAuthDialog = useCallback((to: AuthMode = "signin", options: { next?: string } = {}) => {
    setMode(to);
    setNext(options.next ?? null);
    setOpen(true);
    setWanted(true);
  }, []);
  const closeAuthDialog = useCallback(() => setOpen(false), []);
  const preloadAuthDialog = useCallback(() => setWanted(true), []);

  const value = useMemo(
    () => ({ isOpen, wanted, mode, next, openAuthDialog, closeAuthDialog, preloadAuthDialog, setMode }),
    [isOpen, wanted, mode, next, openAuthDialog, closeAuthDialog, preloadAuthDialog],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogValue {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error("useAuthDialog must be used within an AuthDialogProvider");
  return ctx;
}
