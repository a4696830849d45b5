import { useEffect } from "react";
import { useLocation } from "wouter";
import { BRAND } from "../../../../content/site";
import type { PageHead } from "../../lib/head";
import { LandingPage } from "../marketing/landing-page";
import { useAuth } from "./auth-context";
import { useAuthDialog } from "./auth-dialog-context";

export const authHead: PageHead = {
  title: `Sign in | ${BRAND}`,
  description: `Sign in or create your free ${BRAND} account to get your personalised 7-day meal plan.`,
  path: "/auth",
  noindex: true,
};

/**
 * docs/product/routes.md: /auth is the landing page with the dialog open; signed-in users go to the
 * dashboard.
 */
export function AuthRoutePage() {
  const { user, loading } = useAuth();
  const { openAuthDialog } = useAuthDialog();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (loading) return;
    if (user) navigate("/dashboard", { replace: true });
    else openAuthDialog("signin");
  }, [loading, user, navigate, openAuthDialog]);
  return <LandingPage head={authHead} />;
}
