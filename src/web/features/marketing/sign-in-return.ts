import { startTransition, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { signInReturnFrom } from "../../../shared/sign-in-return";
import { useAuth } from "../auth/auth-context";
import { useAuthDialog } from "../auth/auth-dialog-context";

/**
 * docs/product/routes.md: the server sends a signed-out visitor of a dashboard address here with the
 * address in `?next=`. The landing page then opens the sign-in dialog, which returns there once signed
 * in, and shows its own address, as the dashboard's client-side redirect does.
 */
export function useSignInReturn(): void {
  const { user, loading } = useAuth();
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  // Read once, on the first render in the browser (the prerender has no window).
  const [next] = useState(() =>
    typeof window === "undefined" ? null : signInReturnFrom(window.location.search),
  );
  const done = useRef(false);
  // The dialog's code is fetched while the session is checked, not after.
  useEffect(() => {
    if (next) preloadAuthDialog();
  }, [next, preloadAuthDialog]);
  useEffect(() => {
    if (!next || loading || done.current) return;
    done.current = true;
    // Signed in meanwhile (another tab): straight on to the address asked for.
    if (user) {
      navigate(next, { replace: true });
      return;
    }
    // As a transition, React renders the dialog in slices the browser can interrupt: rendered at once
    // it was one task of 190 ms on a phone-speed CPU, the page's longest (bench:lighthouse, /dashboard).
    startTransition(() => openAuthDialog("signin", { next }));
    navigate("/", { replace: true });
  }, [next, loading, user, openAuthDialog, navigate]);
}
