import { lazy, Suspense } from "react";
import { useAuthDialog } from "./auth-dialog-context";

// The dialog's code (forms, validation, Radix Dialog) loads the first time it is opened, or earlier
// where it is sure to be (the context's preload).
const AuthDialog = lazy(() => import("./auth-dialog"));

export function AuthDialogHost() {
  const { wanted } = useAuthDialog();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
