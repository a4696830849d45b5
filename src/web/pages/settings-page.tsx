import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, Redirect, useLocation } from "wouter";
import { BRAND } from "../../../content/site";
import { DASHBOARD_PATH, SETTINGS_PATH } from "../../shared/dashboard-paths";
import { useHasPassword } from "../features/account/account-api";
import { CookingSettings } from "../features/account/cooking-settings";
import { DeleteAccount } from "../features/account/delete-account";
import { DietSettings } from "../features/account/diet-settings";
import { EmailSettings } from "../features/account/email-settings";
import { ExportSettings } from "../features/account/export-settings";
import { PasswordSettings } from "../features/account/password-settings";
import { ProfileSettings } from "../features/account/profile-settings";
import { useAuth } from "../features/auth/auth-context";
import { useAuthDialog } from "../features/auth/auth-dialog-context";
import { useProfile } from "../features/plan/plan-queries";
import { useHead } from "../lib/head";
import { sharedQueryClient } from "../lib/query-client";
import { DashboardSkeleton } from "./dashboard/dashboard-skeleton";
import { HouseholdSettings } from "./settings-household";

// /dashboard/settings (docs/product/account.md): the account's settings, composed from the account,
// profile and auth features. Signed-in only; it shares the dashboard's query cache, so what is saved
// here (units above all) is what the dashboard shows next, without fetching again.

export default function SettingsPage() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <Settings />
    </QueryClientProvider>
  );
}

function Settings() {
  useHead({
    title: `Settings | ${BRAND}`,
    description: `Your ${BRAND} account settings.`,
    path: SETTINGS_PATH,
    noindex: true,
  });
  const { user, userData, loading } = useAuth();
  const profile = useProfile(user?.uid, userData);
  const hasPassword = useHasPassword(user?.uid ?? "");
  const signedIn = useRef(false);
  const emailNotice = useEmailChangeNotice(user?.email);
  if (loading) return <DashboardSkeleton label="Loading your settings…" />;
  // Signing out (or deleting the account) here goes home; a visitor is asked to sign in first.
  if (!user) return signedIn.current ? <Redirect to="/" replace /> : <SignInFirst />;
  signedIn.current = true;
  const record = profile.data ?? userData;
  if (!record || hasPassword.isPending) return <DashboardSkeleton label="Loading your settings…" />;

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-10">
      <div className="grid gap-2">
        <Link
          href={DASHBOARD_PATH}
          className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          ← Back to your dashboard
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">Settings</h1>
      </div>
      {emailNotice ? (
        <p
          role="status"
          className="rounded-lg border bg-accent p-3 text-sm break-words text-accent-foreground"
        >
          {emailNotice}
        </p>
      ) : null}
      {profile.error ? (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
          Your settings could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      <ProfileSettings uid={user.uid} record={record} />
      <DietSettings uid={user.uid} record={record} />
      <CookingSettings uid={user.uid} record={record} />
      <HouseholdSettings uid={user.uid} units={record.units} />
      <EmailSettings email={user.email} />
      <PasswordSettings email={user.email} hasPassword={hasPassword.data ?? true} />
      <ExportSettings />
      <DeleteAccount hasPassword={hasPassword.data ?? true} />
    </div>
  );
}

/**
 * The link confirming a new address lands here with ?email=confirmed, and Better Auth adds ?error=…
 * when the link had expired or was used; the message shows once and the address is tidied.
 */
function useEmailChangeNotice(email: string | undefined): string | null {
  const [outcome] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("email") !== "confirmed") return null;
    return params.has("error") ? "failed" : "confirmed";
  });
  useEffect(() => {
    // Only once signed in: a visitor is first sent to sign in, and comes back with the query kept.
    if (outcome && email) window.history.replaceState(window.history.state, "", SETTINGS_PATH);
  }, [outcome, email]);
  if (outcome === "failed") {
    return "That confirmation link has expired or was already used, so your address is unchanged. Ask for a new link below.";
  }
  return outcome === "confirmed" && email ? `Your e-mail address is now ${email}.` : null;
}

/** A visitor who follows a link here signs in on the landing page and comes back to this address. */
function SignInFirst() {
  const { openAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  const [asked] = useState(() => `${window.location.pathname}${window.location.search}`);
  useEffect(() => {
    openAuthDialog("signin", { next: asked });
    navigate("/", { replace: true });
  }, [asked, openAuthDialog, navigate]);
  return null;
}
