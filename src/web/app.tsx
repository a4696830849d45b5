import { Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { DASHBOARD_PATH, NEW_PLAN_PATH, PLAN_ROUTE, SETTINGS_PATH } from "../shared/dashboard-paths";
import { ClientOnly } from "./components/client-only";
import { ScrollManager } from "./components/layout/scroll-manager";
import { SiteLayout } from "./components/layout/site-layout";
import { DeferredToaster } from "./components/ui/deferred-toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { AuthProvider } from "./features/auth/auth-context";
import { AuthDialogProvider } from "./features/auth/auth-dialog-context";
import { AuthDialogHost } from "./features/auth/auth-dialog-host";
import { NotFoundPage } from "./features/marketing/not-found-page";
import { caseInsensitiveParser } from "./lib/case-insensitive-parser";
import { DashboardPage, PUBLIC_ROUTES, ResetPasswordPage, SettingsPage, SharedPlanPage } from "./routes";

const dashboard = (
  <ClientOnly fallback={<PageSpinner />}>
    <Suspense fallback={<PageSpinner />}>
      <DashboardPage />
    </Suspense>
  </ClientOnly>
);

export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <TooltipProvider>
      <Router parser={caseInsensitiveParser} {...(ssrPath !== undefined ? { ssrPath } : {})}>
        <AuthProvider>
          <AuthDialogProvider>
            <SiteLayout>
              <Switch>
                {PUBLIC_ROUTES.map(({ path, component: Page }) => (
                  <Route key={path} path={path}>
                    {/* Reached only when navigating to a page whose chunk is not loaded yet. */}
                    <Suspense fallback={<PageSpinner />}>
                      <Page />
                    </Suspense>
                  </Route>
                ))}
                {/* The same element at each dashboard address, so moving between them keeps the page. */}
                <Route path={DASHBOARD_PATH}>{dashboard}</Route>
                <Route path={NEW_PLAN_PATH}>{dashboard}</Route>
                <Route path={PLAN_ROUTE}>{dashboard}</Route>
                <Route path={SETTINGS_PATH}>
                  <ClientOnly fallback={<PageSpinner />}>
                    <Suspense fallback={<PageSpinner />}>
                      <SettingsPage />
                    </Suspense>
                  </ClientOnly>
                </Route>
                <Route path="/reset-password">
                  <ClientOnly fallback={<PageSpinner />}>
                    <Suspense fallback={<PageSpinner />}>
                      <ResetPasswordPage />
                    </Suspense>
                  </ClientOnly>
                </Route>
                <Route path="/shared/:token">
                  <ClientOnly fallback={<PageSpinner />}>
                    <Suspense fallback={<PageSpinner />}>
                      <SharedPlanPage />
                    </Suspense>
                  </ClientOnly>
                </Route>
                <Route component={NotFoundPage} />
              </Switch>
            </SiteLayout>
            <AuthDialogHost />
          </AuthDialogProvider>
        </AuthProvider>
        <DeferredToaster />
        <ScrollManager />
      </Router>
    </TooltipProvider>
  );
}

function PageSpinner() {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-muted border-t-primary" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
