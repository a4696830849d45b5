import { QueryClientProvider } from "@tanstack/react-query";
import { useRef } from "react";
import { Redirect } from "wouter";
import { BRAND } from "../../../../content/site";
import { useHead } from "../../lib/head";
import { sharedQueryClient } from "../../lib/query-client";
import { useAuth } from "../auth/auth-context";
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

// Signed-in only (spec §6): everyone else is sent to "/".
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
  if (loading) return <DashboardSkeleton label="Loading your dashboard…" />;
  if (!user) return <Redirect to="/" replace />;
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
