import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { Redirect, useLocation, useRoute, useSearch } from "wouter";
import { BRAND } from "../../../../content/site";
import { NEW_PLAN_PATH, PLAN_ROUTE } from "../../../shared/dashboard-paths";
import { useAuth } from "../../features/auth/auth-context";
import { useAuthDialog } from "../../features/auth/auth-dialog-context";
import { currentPlan, usePlan, usePlans, useProfile } from "../../features/plan/plan-queries";
import { warmDateFormats, whenIdle } from "../../features/plan/when-idle";
import { useHead } from "../../lib/head";
import { sharedQueryClient } from "../../lib/query-client";
import { DashboardModes, type DashboardView } from "./dashboard-modes";
import { DashboardSkeleton } from "./dashboard-skeleton";

// Only signed-in screens fetch through TanStack Query, so its code loads with the dashboard.
export default function DashboardPage() {
  return (
    <QueryClientProvider client={sharedQueryClient()}>
      <DashboardContent />
    </QueryClientProvider>
  );
}

// Signed-in only (docs/product/routes.md): everyone else is sent to "/", with the sign-in dialog open.
function DashboardContent() {
  useHead({
    title: `Dashboard | ${BRAND}`,
    description: `Your ${BRAND} profile, goal and meal plan.`,
    path: "/dashboard",
    noindex: true,
  });
  const { user, userData, loading } = useAuth();
  // While the plan loads, not after it arrives (bench:browser).
  useEffect(() => whenIdle(warmDateFormats), []);
  const view = useView();
  const plans = usePlans(user?.uid);
  // docs/product/plans-over-time.md: the plan at the address, else the active one from the list.
  const shownId =
    view.kind === "plan" ? view.id : view.kind === "home" ? currentPlan(plans.data)?.id : undefined;
  const plan = usePlan(user?.uid, shownId);
  const profile = useProfile(user?.uid, userData);
  // A plan just made is focused once it shows, whichever address shows it.
  const focusNext = useRef(false);
  const focus = useMemo(
    () => ({
      mark: () => {
        focusNext.current = true;
      },
      take: () => {
        const take = focusNext.current;
        focusNext.current = false;
        return take;
      },
    }),
    [],
  );
  const [location] = useLocation();
  const search = useSearch();
  // Once the dashboard is up it stays up (its mode is state): a plan still loading shows in place.
  const started = useRef(false);
  const signedIn = useRef(false);
  if (loading) return <DashboardSkeleton label="Loading your dashboard…" />;
  // Signing out here goes home; only a visitor who arrived signed out is asked to sign in.
  if (!user) return signedIn.current ? <Redirect to="/" replace /> : <SignInFirst />;
  signedIn.current = true;
  const firstLoad = plans.isPending || profile.isPending || (shownId !== undefined && plan.isPending);
  if (firstLoad && !started.current) return <DashboardSkeleton label="Loading your plans…" />;
  started.current = true;
  return (
    <DashboardModes
      // Each address (and ?step=) opens afresh: the header's Dashboard link leaves the wizard.
      key={`${location}?${search}`}
      user={user}
      profile={profile.data ?? userData}
      plans={plans.data ?? []}
      shownId={shownId}
      plan={plan.data}
      view={view}
      loadError={plans.error ?? profile.error}
      planError={plan.error}
      focus={focus}
    />
  );
}

function useView(): DashboardView {
  const [isNew] = useRoute(NEW_PLAN_PATH);
  const [isPlan, params] = useRoute<{ id: string }>(PLAN_ROUTE);
  if (isNew) return { kind: "new" };
  if (isPlan && params) return { kind: "plan", id: params.id };
  return { kind: "home" };
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
