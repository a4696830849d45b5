// Requests after which a plan may well be asked for within seconds: the sign-in dialog opening (it asks
// which sign-in methods there are), signing in or up, and the signed-in areas' API (profile, plans,
// household), which the dashboard calls as it opens. main.ts starts the
// planning threads on them (PlanPool.prepare), so they have loaded the engine by the time someone has
// looked at their plans or filled in the wizard, while a server nobody signs in to holds none.
// get-session is not one: every page asks it, signed in or not.
const PLAN_SOON =
  /^\/api\/(?:users|meal-plans|household|config\/auth-methods|auth\/(?:sign-in|sign-up|callback|oauth2\/callback))(?:\/|$)/;

export function mayPlanSoon(pathname: string): boolean {
  return PLAN_SOON.test(pathname);
}
