import { Check, Minus } from "lucide-react";
import { BRAND } from "../../../../content/site";
import { PrimaryCta } from "./primary-cta";

const ROWS = [
  { feature: "Price", us: "Free", nutritionist: "$150-300 per session", apps: "$10-30 per month" },
  { feature: "Plan built from your profile and goal", us: true, nutritionist: true, apps: false },
  { feature: "Calories and protein on target every day", us: true, nutritionist: true, apps: false },
  { feature: "Diet and health-condition rules applied", us: true, nutritionist: true, apps: false },
  { feature: "Printable week with a shopping list", us: true, nutritionist: false, apps: false },
  { feature: "Ready in about a minute", us: true, nutritionist: false, apps: true },
] as const;

function Cell({ value }: { value: string | boolean }) {
  if (typeof value === "string") return <>{value}</>;
  return value ? (
    <Check className="mx-auto size-5 text-primary" aria-label="Yes" />
  ) : (
    <Minus className="mx-auto size-5 text-muted-foreground" aria-label="No" />
  );
}

export function ComparisonSection() {
  return (
    <section aria-labelledby="compare-title" className="bg-background py-16">
      <div className="mx-auto max-w-5xl px-4">
        <h2 id="compare-title" className="text-center text-3xl font-bold">
          How {BRAND} compares
        </h2>
        <section
          className="mt-8 overflow-x-auto rounded-xl border"
          // Sized to fit a 360 px screen; anything narrower scrolls sideways, so keyboard users must be
          // able to reach it (WCAG 2.1.1).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs focus to be scrolled
          tabIndex={0}
          aria-label="Comparison table"
        >
          <table className="w-full table-fixed text-xs sm:text-sm">
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="w-[34%] p-2 text-left font-semibold sm:w-2/5 sm:p-3">
                  <span className="sr-only">Feature</span>
                </th>
                <th scope="col" className="p-2 font-semibold text-primary sm:p-3">
                  {BRAND}
                </th>
                <th scope="col" className="p-2 font-semibold sm:p-3">
                  A nutritionist
                </th>
                <th scope="col" className="p-2 font-semibold sm:p-3">
                  Generic apps
                </th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((r) => (
                <tr key={r.feature} className="border-t">
                  <th scope="row" className="p-2 text-left font-medium sm:p-3">
                    {r.feature}
                  </th>
                  <td className="p-2 text-center font-semibold break-words sm:p-3">
                    <Cell value={r.us} />
                  </td>
                  <td className="p-2 text-center break-words sm:p-3">
                    <Cell value={r.nutritionist} />
                  </td>
                  <td className="p-2 text-center break-words sm:p-3">
                    <Cell value={r.apps} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section className="bg-primary py-16 text-primary-foreground">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 px-4 text-center">
        <h2 className="text-3xl font-bold">Your next seven days, planned tonight</h2>
        <p className="text-lg opacity-90">
          Five short steps, one goal, and a week of meals that fits you, with the shopping list already
          written.
        </p>
        <PrimaryCta inverted />
      </div>
    </section>
  );
}
