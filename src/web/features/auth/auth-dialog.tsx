import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { BRAND } from "../../../../content/site";
import type { ForgotPasswordValues } from "../../../shared/account";
import type { AuthMethods, SignInValues, SignUpValues } from "../../../shared/auth";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { createUserRecord, signInWithEmail, signUpWithEmail, startGoogleSignIn } from "./auth-api";
import { useAuth } from "./auth-context";
import { useAuthDialog } from "./auth-dialog-context";
import { ForgotPasswordForm, LINK_BUTTON, SignInForm, SignUpForm } from "./auth-forms";
import { GoogleIcon } from "./google-icon";
import { requestPasswordReset } from "./password-reset-api";

export default function AuthDialog() {
  const { isOpen, mode, next, closeAuthDialog, setMode } = useAuthDialog();
  const { refresh } = useAuth();
  const [, navigate] = useLocation();
  const google = useGoogleAvailable();
  const [pending, setPending] = useState(false);
  const [googlePending, setGooglePending] = useState(false);
  const signingUp = mode === "signup";
  const forgot = mode === "forgot";
  // The neutral answer to "Forgot password?" replaces its form until the dialog shows another mode.
  const [resetAsked, setResetAsked] = useState(false);
  useEffect(() => {
    if (mode !== "forgot" || !isOpen) setResetAsked(false);
  }, [mode, isOpen]);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    try {
      await work();
      closeAuthDialog();
      if (next) navigate(next);
    } catch (err) {
      toast({ title: "Authentication failed", description: errorMessage(err), variant: "destructive" });
    } finally {
      setPending(false);
    }
  };

  const onSignIn = (v: SignInValues) =>
    run(async () => {
      await signInWithEmail(v.email, v.password);
      await refresh();
      toast({ title: "Signed in successfully!", description: "Welcome back" });
    });

  const onSignUp = (v: SignUpValues) =>
    run(async () => {
      const user = await signUpWithEmail(v.email, v.password, v.name);
      await createUserRecord(user, v.name);
      await refresh();
      toast({ title: "Account created successfully!", description: `Welcome to ${BRAND}` });
    });

  // Not `run`: the dialog stays open to say what happens next, and the answer is the same for every
  // address (docs/product/account.md), so it says nothing about whether an account exists.
  const onForgot = async (v: ForgotPasswordValues) => {
    setPending(true);
    try {
      await requestPasswordReset(v.email);
      setResetAsked(true);
    } catch (err) {
      toast({
        title: "We could not send a reset link",
        description: errorMessage(err),
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  };

  const onGoogle = async () => {
    setGooglePending(true);
    try {
      const here = `${window.location.pathname}${window.location.search}`;
      await startGoogleSignIn(next ?? here);
    } catch (err) {
      setGooglePending(false);
      toast({ title: "Google sign-in failed", description: errorMessage(err), variant: "destructive" });
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => (open ? undefined : closeAuthDialog())}>
      <DialogContent>
        <div className="space-y-1 pr-6">
          <DialogTitle className="text-xl font-bold">
            {forgot ? "Reset your password" : signingUp ? "Create your account" : "Welcome back"}
          </DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {forgot
              ? "Enter your account's e-mail address and we'll send it a link to choose a new password."
              : signingUp
                ? `Sign up to build your personalised 7-day plan with ${BRAND}.`
                : `Sign in to see your plan and profile.`}
          </DialogDescription>
        </div>
        {forgot ? (
          resetAsked ? (
            <p role="status" className="rounded-lg border bg-accent p-3 text-sm text-accent-foreground">
              If an account uses this address, a link to choose a new password is on its way. It works for one
              hour. Nothing after a few minutes? Look in your spam folder, or ask again.
            </p>
          ) : (
            <ForgotPasswordForm key="forgot" pending={pending} onSubmit={onForgot} />
          )
        ) : null}
        {google && !forgot ? (
          <>
            <Button variant="outline" size="lg" onClick={onGoogle} disabled={googlePending || pending}>
              <GoogleIcon />
              {googlePending ? "Loading..." : "Continue with Google"}
            </Button>
            <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
              <span className="h-px flex-1 bg-border" /> or with email{" "}
              <span className="h-px flex-1 bg-border" />
            </div>
          </>
        ) : null}
        {signingUp ? <SignUpForm key="signup" pending={pending} onSubmit={onSignUp} /> : null}
        {mode === "signin" ? (
          <SignInForm key="signin" pending={pending} onSubmit={onSignIn} onForgot={() => setMode("forgot")} />
        ) : null}
        <p className="text-center text-sm text-muted-foreground">
          {forgot ? "Remembered it?" : signingUp ? "Already have an account?" : "Don't have an account?"}{" "}
          <button
            type="button"
            className={LINK_BUTTON}
            onClick={() => setMode(signingUp || forgot ? "signin" : "signup")}
          >
            {signingUp || forgot ? "Sign in" : "Sign up"}
          </button>
        </p>
      </DialogContent>
    </Dialog>
  );
}

/** docs/product/sign-in-methods.md: the Google button only where the server has Google configured. */
function useGoogleAvailable(): boolean {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    let live = true;
    fetch("/api/config/auth-methods")
      .then((res) => (res.ok ? (res.json() as Promise<AuthMethods>) : null))
      .then((m) => {
        if (live) setGoogle(m?.google === true);
      })
      .catch(() => {
        // Unknown: offer e-mail only rather than a button that may fail.
      });
    return () => {
      live = false;
    };
  }, []);
  return google;
}
