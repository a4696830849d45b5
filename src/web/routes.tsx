import { type ComponentType, lazy } from "react";
import { AuthRoutePage, authHead } from "./features/auth/auth-route-page";
import { LandingPage, landingHead } from "./features/marketing/landing-page";
import type { PageHead } from "./lib/head";

export interface PublicRoute {
  path: string;
  head: PageHead;
  component: ComponentType;
}

/** Prerendered at build time, one HTML file each. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: "/", head: landingHead, component: () => <LandingPage /> },
  { path: "/auth", head: authHead, component: AuthRoutePage },
];

/** Served as a client shell and loaded on demand, so public pages never download them. */
export const DashboardPage = lazy(() => import("./features/dashboard/dashboard-page"));
export const SHELL_ROUTES = ["/dashboard"] as const;
