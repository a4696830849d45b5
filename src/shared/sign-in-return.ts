import { DASHBOARD_PATH, isDashboardSubpath } from "./dashboard-paths";

// docs/product/routes.md: a signed-out visit to a dashboard address is sent to the landing page with
// the sign-in dialog open, and returns to the address once signed in. The server sends it there
// (before any of the app loads) with the address in the query; the landing page reads it back. One
// definition for both sides. Imports only dashboard-paths, which imports nothing.

/** The landing page's query parameter that holds the address to return to. */
export const SIGN_IN_RETURN_PARAM = "next";

/** Whether a path is the dashboard or one of its screens (case-insensitive, as the routes). */
export function isDashboardPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").toLowerCase() === DASHBOARD_PATH || isDashboardSubpath(pathname);
}

/** Where a signed-out visitor to `asked` (a dashboard path with its query) is sent to sign in. */
export function signInAddress(asked: string): string {
  return `/?${SIGN_IN_RETURN_PARAM}=${encodeURIComponent(asked)}`;
}

/**
 * The dashboard address to return to after signing in, from a landing page query (`?next=…`), or
 * null. Only a dashboard path on this site is taken, so the parameter cannot send anyone elsewhere.
 */
export function signInReturnFrom(search: string): string | null {
  const asked = new URLSearchParams(search).get(SIGN_IN_RETURN_PARAM);
  if (!asked?.startsWith("/")) return null;
  const here = "https://here.invalid";
  let url: URL;
  try {
    url = new URL(asked, here);
  } catch {
    return null;
  }
  if (url.origin !== here || !isDashboardPath(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}
