import { Link } from "wouter";
import { NEW_PLAN_PATH } from "../../../shared/dashboard-paths";

/**
 * After a saved change that the next plan follows: says the current plan predates it and offers a
 * new one. Announced politely when it appears.
 */
export function NewPlanOffer({ shown, text }: { shown: boolean; text: string }) {
  return (
    <div aria-live="polite">
      {shown ? (
        <div className="grid gap-3 rounded-lg border border-primary bg-accent p-4 text-accent-foreground">
          <p className="text-sm">{text}</p>
          {/* Button-like, but its words may wrap on a narrow phone (buttons never wrap). */}
          <Link
            href={NEW_PLAN_PATH}
            className="inline-flex min-h-10 items-center justify-self-start rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            Make a new plan with these changes
          </Link>
        </div>
      ) : null}
    </div>
  );
}
