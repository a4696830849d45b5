import type * as React from "react";
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";

export type AuthMode = "signin" | "signup";

interface AuthDialogValue {
  isOpen: boolean;
  mode: AuthMode;
  openAuthDialog(mode?: AuthMode): void;
  closeAuthDialog(): void;
  setMode(mode: AuthMode): void;
}

const AuthDialogContext = createContext<AuthDialogValue | null>(null);

// The dialog's code (forms, validation, Radix Dialog) loads the first time it is opened.
const AuthDialog = lazy(() => import("./auth-dialog"));

export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("signin");
  const [everOpened, setEverOpened] = useState(false);

  const openAuthDialog = useCallback((next: AuthMode = "signin") => {
    setMode(next);
    setOpen(true);
    setEverOpened(true);
  }, []);
  const closeAuthDialog = useCallback(() => setOpen(false), []);

  const value = useMemo(
    () => ({ isOpen, mode, openAuthDialog, closeAuthDialog, setMode }),
    [isOpen, mode, openAuthDialog, closeAuthDialog],
  );
  return (
    <AuthDialogContext.Provider value={value}>
      {children}
      {everOpened ? (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog(): AuthDialogValue {
  const ctx = useContext(AuthDialogContext);
  if (!ctx) throw new Error("useAuthDialog must be used within an AuthDialogProvider");
  return ctx;
}
