import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Redirect, useLocation } from "wouter";
import { BRAND } from "../../../../content/site";
import { useHead } from "../../lib/head";
import { sharedQueryClient } from "../../lib/query-client";
import { useAuth } from "../auth/auth-context";
import { useAuthDialog } from "../auth/auth-dialog-context";
import { currentPlan, usePlan, usePlans, useProfile } from "../plan/plan-queries";
import { DashboardModes } from "./dashboard-modes";
import { DashboardSkeleton } from "./dashboard-skeleton";

// Only signed-in screens fetch through TanStack Query, so its code loads with the dashboard.
export default function DashboardPage() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <DashboardContent />
    </QueryClientProvider>
  );
}

// Signed-in only (spec §6): everyone else is sent to "/", with the sign-in dialog open.
function DashboardContent() {
  useHead({
    title: `Dashboard | ${BRAND}`,
    description: `Your ${BRAND} profile, goal and meal plan.`,
    path: "/dashboard",
    noindex: true,
  });
  const { user, userData, loading } = useAuth();
  const plans = usePlans(user?.uid);
  const shown = currentPlan(plans.data);
  const plan = usePlan(user?.uid, shown?.id);
  const profile = useProfile(user?.uid, userData);
  // Once the dashboard is up it stays up (its mode is state): a plan still loading shows in place.
  const started = useRef(false);
  const signedIn = useRef(false);
  if (loading) return <DashboardSkeleton label="Loading your dashboard…" />;
  // Signing out here goes home; only a visitor who arrived signed out is asked to sign in.
  if (!user) return signedIn.current ? <Redirect to="/" replace /> : <SignInFirst />;
  signedIn.current = true;
  const firstLoad = plans.isPending || profile.isPending || (shown !== undefined && plan.isPending);
  if (firstLoad && !started.current) return <DashboardSkeleton label="Loading your plans…" />;
  started.current = true;
  return (
    <DashboardModes
      user={user}
      profile={profile.data ?? userData}
      plans={plans.data ?? []}
      plan={plan.data}
      plansUpdatedAt={plans.dataUpdatedAt}
      loadError={plans.error ?? plan.error ?? profile.error}
    />
  );
}

/**
 * A visitor who follows a link to the dashboard (the footer's, a bookmark) is asked to sign in on the
 * landing page and comes back to the address they asked for once signed in.
 */
function SignInFirst() {
  const { openAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  // Read once: in development React runs the effect twice, the second time after the redirect.
  const [asked] = useState(() => `${window.location.pathname}${window.location.search}`);
  useEffect(() => {
    openAuthDialog("signin", { next: asked });
    navigate("/", { replace: true });
  }, [asked, openAuthDialog, navigate]);
  return null;
}
