import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { Route, Router, Switch } from "wouter";
import { SiteLayout } from "./components/layout/site-layout";
import { DeferredToaster } from "./components/ui/deferred-toaster";
import { TooltipProvider } from "./components/ui/tooltip";
import { NotFoundPage } from "./features/marketing/not-found-page";
import { caseInsensitiveParser } from "./lib/case-insensitive-parser";
import { createQueryClient } from "./lib/query-client";
import { DashboardPage, PUBLIC_ROUTES } from "./routes";

export function App({ ssrPath }: { ssrPath?: string }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router parser={caseInsensitiveParser} {...(ssrPath !== undefined ? { ssrPath } : {})}>
          <SiteLayout>
            <Switch>
              {PUBLIC_ROUTES.map((r) => (
                <Route key={r.path} path={r.path} component={r.component} />
              ))}
              <Route path="/dashboard">
                <Suspense fallback={<PageSpinner />}>
                  <DashboardPage />
                </Suspense>
              </Route>
              <Route component={NotFoundPage} />
            </Switch>
          </SiteLayout>
          <DeferredToaster />
        </Router>
      </TooltipProvider>
    </QueryClientProvider>
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
