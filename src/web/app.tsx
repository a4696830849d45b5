import { Suspense } from "react";
import { Route, Router, Switch } from "wouter";
import { ClientOnly } from "./components/client-only";
import { ScrollManager } from "./components/layout/scroll-manager";
import { SiteLayout } from "./components/layout/site-layout";
import { Toaster } from "./components/ui/toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { AuthProvider } from "./features/auth/auth-context";
import { AuthDialogProvider } from "./features/auth/auth-dialog-context";
import { AuthDialogHost } from "./features/auth/auth-dialog-host";
import { NotFoundPage } from "./features/marketing/not-found-page";
import { caseInsensitiveParser } from "./lib/case-insensitive-parser";
import { DashboardPage, PUBLIC_ROUTES, SharedPlanPage } from "./routes";

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
                <Route path="/dashboard">
                  <ClientOnly fallback={<PageSpinner />}>
                    <Suspense fallback={<PageSpinner />}>
                      <DashboardPage />
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
        <Toaster />
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
