// The dashboard's addresses (docs/product/plans-over-time.md), one list for the web's routes and the
// server, which serves the dashboard's page for these paths and a 404 for any other under /dashboard/.
// The header and the routes import this on every page, so it imports nothing (no zod in that bundle).

/** A plan id's shape; the API checks ids itself, this only tells a plan's address from a mistyped one. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const DASHBOARD_PATH = "/dashboard";
/** The wizard and goal picker for a new plan; leaving it returns to the plan. */
export const NEW_PLAN_PATH = "/dashboard/new";
/** The account settings page. */
export const SETTINGS_PATH = "/dashboard/settings";
/** One of the person's plans, opened from the list. */
export const planPath = (id: string) => `/dashboard/plans/${id}`;
export const PLAN_ROUTE = "/dashboard/plans/:id";

/** Whether a path under /dashboard/ names one of the dashboard's screens (case-insensitive, as the routes). */
export function isDashboardSubpath(pathname: string): boolean {
  const p = pathname.replace(/\/+$/, "").toLowerCase();
  if (p === NEW_PLAN_PATH || p === SETTINGS_PATH) return true;
  const plan = /^\/dashboard\/plans\/([^/]+)$/.exec(p);
  return plan !== null && UUID.test(plan[1] ?? "");
}
