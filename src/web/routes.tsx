import { type ComponentType, lazy } from "react";
import { ARTICLE_SLUGS } from "../../content/blog/catalogue";
import type { MarkdownDocument } from "../../content/markdown-collections";
import { BRAND } from "../../content/site";
import { AuthRoutePage, authHead } from "./features/auth/auth-route-page";
import { LandingPage, landingHead } from "./features/marketing/landing-page";
import { caseInsensitiveParser } from "./lib/case-insensitive-parser";
import type { PageHead } from "./lib/head";
import { type LazyPage, lazyPage } from "./lib/lazy-page";

// Pages other than the landing page are chunks of their own, and so are their heads (site-pages.ts),
// which keeps the first bundle small: a lazy route here is only a path and a way to load its page.

export type PublicRoute =
  | { path: string; head: PageHead; component: ComponentType }
  | {
      path: string;
      component: LazyPage;
      /** For a pattern such as /blog/:slug, the concrete pages to prerender. */
      prerender?: string[];
    };

type LegalKey = "privacy" | "terms" | "disclaimer" | "dmca" | "cookies";

const legal = (key: LegalKey, load: () => Promise<{ default: MarkdownDocument }>): PublicRoute => ({
  path: `/${key}`,
  component: lazyPage(async () => {
    const [{ legalPageModule }, doc] = await Promise.all([import("./features/legal/legal-pages"), load()]);
    return legalPageModule(key, doc.default);
  }),
});

/** Prerendered at build time, one HTML file each. */
export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: "/", head: landingHead, component: () => <LandingPage /> },
  { path: "/auth", head: authHead, component: AuthRoutePage },
  { path: "/features", component: lazyPage(() => import("./features/marketing/features-page")) },
  { path: "/how-it-works", component: lazyPage(() => import("./features/marketing/how-it-works-page")) },
  { path: "/pricing", component: lazyPage(() => import("./features/marketing/pricing-page")) },
  { path: "/about", component: lazyPage(() => import("./features/marketing/about-page")) },
  { path: "/contact", component: lazyPage(() => import("./features/contact/contact-page")) },
  { path: "/faq", component: lazyPage(() => import("./features/faq/faq-page")) },
  { path: "/sitemap", component: lazyPage(() => import("./features/legal/sitemap-page")) },
  legal("privacy", () => import("../../content/legal/privacy.md")),
  legal("terms", () => import("../../content/legal/terms.md")),
  legal("disclaimer", () => import("../../content/legal/disclaimer.md")),
  legal("dmca", () => import("../../content/legal/dmca.md")),
  legal("cookies", () => import("../../content/legal/cookies.md")),
  { path: "/blog", component: lazyPage(() => import("./features/blog/blog-list-page")) },
  {
    path: "/blog/:slug",
    component: lazyPage(() => import("./features/blog/article-page")),
    prerender: ARTICLE_SLUGS.map((slug) => `/blog/${slug}`),
  },
];

/** Every concrete path the build prerenders. */
export function prerenderPaths(): string[] {
  return PUBLIC_ROUTES.flatMap((r) => ("prerender" in r && r.prerender ? r.prerender : [r.path]));
}

const routeFor = (pathname: string) =>
  PUBLIC_ROUTES.find((r) => caseInsensitiveParser(r.path).pattern.test(pathname));

/** The head a page is prerendered with: its route's own, or its page module's once preloaded. */
export function routeHead(pathname: string): PageHead {
  const route = routeFor(pathname);
  const head = route && ("head" in route ? route.head : route.component.head(pathname));
  if (!head) throw new Error(`No head for ${pathname}: its page module exports none (or was not preloaded)`);
  return head;
}

/** Loads the chunk of the page at `pathname` (if it has one), so it renders without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const route = routeFor(pathname);
  if (route && "preload" in route.component) await route.component.preload(pathname);
}

/** Served as a client shell and loaded on demand, so public pages never download them. */
export const DashboardPage = lazy(() => import("./pages/dashboard/dashboard-page"));
export const SharedPlanPage = lazy(() => import("./pages/shared-plan/shared-plan-page"));
/** Account self-service (docs/product/account.md). */
export const SettingsPage = lazy(() => import("./pages/settings-page"));
export const ResetPasswordPage = lazy(() => import("./features/auth/reset-password-page"));

/** Client shells: the path (a pattern ending in "/*" covers every path under it) and its head. */
export const SHELL_ROUTES: readonly { path: string; head: PageHead }[] = [
  {
    path: "/dashboard",
    head: {
      title: `Dashboard | ${BRAND}`,
      description: `Your ${BRAND} dashboard.`,
      path: "/dashboard",
      noindex: true,
    },
  },
  {
    // The dashboard's own screens (src/shared/dashboard-paths.ts): a new plan, a plan from the list.
    path: "/dashboard/*",
    head: {
      title: `Dashboard | ${BRAND}`,
      description: `Your ${BRAND} dashboard.`,
      path: "/dashboard",
      noindex: true,
    },
  },
  {
    path: "/reset-password",
    head: {
      title: `Choose a new password | ${BRAND}`,
      description: `Choose a new password for your ${BRAND} account.`,
      path: "/reset-password",
      noindex: true,
    },
  },
  {
    path: "/shared/*",
    head: {
      title: `A shared meal plan | ${BRAND}`,
      description: `A 7-day meal plan shared from ${BRAND}.`,
      path: "/shared",
      noindex: true,
    },
  },
];
