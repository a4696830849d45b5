import { Check, Minus } from "lucide-react";
import { Link } from "wouter";
import { FAQ_CATEGORIES } from "../../../../content/faq";
import { PRICING_TERMS, pricingPlans } from "../../../../content/pricing";
import { BRAND } from "../../../../content/site";
import { PageHero } from "../../components/content/page-hero";
import { buttonVariants } from "../../components/ui/button";
import { freeAllowance } from "../../lib/free-allowance";
import { useHead } from "../../lib/head";
import { cn } from "../../lib/utils";
import { SITE_PAGES } from "../../site-pages";
import { TestimonialsSection } from "./testimonials-section";

const formatPrice = (price: number) => (price === 0 ? "$0" : `$${price.toFixed(2)}`);

export const head = SITE_PAGES.pricing.head;

export default function PricingPage() {
  useHead(head);
  const free = freeAllowance();
  const plans = pricingPlans(free);
  const billing = FAQ_CATEGORIES.find((c) => c.category === "Billing & Pricing")?.questions ?? [];
  return (
    <>
      <PageHero eyebrow="Pricing" title="Start free. Upgrade when your kitchen gets busier.">
        <p>
          Every plan includes personalised targets, your cuisine and diet, and a printable week. Pro and
          Premium come with a {PRICING_TERMS.trialDays}-day free trial — no card needed.
        </p>
      </PageHero>

      <section aria-label="Plans" className="pb-16">
        <ul className="mx-auto grid max-w-6xl gap-6 px-4 md:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.name}
              className={cn(
                "relative flex flex-col rounded-2xl border bg-background p-6 shadow-sm",
                plan.popular && "border-2 border-primary shadow-lg",
              )}
            >
              {plan.popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                  Most popular
                </span>
              ) : null}
              <h2 className="text-xl font-bold">{plan.name}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-4">
                <span className="text-4xl font-extrabold">{formatPrice(plan.price)}</span>
                <span className="text-muted-foreground"> / {plan.period}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-2 text-sm">
                {plan.features.map((f) => (
                  <li
                    key={f.name}
                    className={cn("flex items-start gap-2", !f.included && "text-muted-foreground")}
                  >
                    {f.included ? (
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                    ) : (
                      <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
                    )}
                    <span>
                      {f.name}
                      {f.included ? null : <span className="sr-only"> (not included)</span>}
                    </span>
                  </li>
                ))}
              </ul>
              <Link
                href="/dashboard"
                className={buttonVariants({
                  size: "lg",
                  variant: plan.popular ? "default" : "outline",
                  className: "mt-6",
                })}
              >
                {plan.cta}
                <span className="sr-only"> with {plan.name}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-8 max-w-3xl px-4 text-center text-sm text-muted-foreground">
          {PRICING_TERMS.moneyBackDays}-day money-back guarantee on paid plans. We accept{" "}
          {PRICING_TERMS.paymentMethods}. Changes take effect at your next billing cycle.
        </p>
      </section>

      <section aria-labelledby="pricing-faq-title" className="py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="pricing-faq-title" className="text-center text-3xl font-bold">
            Pricing questions
          </h2>
          <dl className="mt-8 space-y-4">
            {billing.map(({ question, answer }) => (
              <div key={question} className="rounded-xl border p-5">
                <dt className="font-semibold">{question}</dt>
                <dd className="mt-2 text-muted-foreground">{answer(free)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <TestimonialsSection title={`Who ${BRAND} is for`} />

      <section aria-labelledby="sales-title" className="py-16">
        <div className="mx-auto max-w-3xl px-4 text-center">
          <h2 id="sales-title" className="text-2xl font-bold">
            Planning for a team, a clinic or a canteen?
          </h2>
          <p className="mt-3 text-muted-foreground">
            Tell us what you need and we will put a plan together with you.
          </p>
          <Link
            href="/contact"
            className={buttonVariants({ size: "lg", variant: "outline", className: "mt-6" })}
          >
            Contact Sales
          </Link>
        </div>
      </section>
    </>
  );
}
