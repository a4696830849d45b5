import { Clock } from "lucide-react";
import { Link } from "wouter";
import { HOW_IT_WORKS_STEPS } from "../../../../content/how-it-works";
import { BRAND, MARKETING } from "../../../../content/site";
import { CtaBand } from "../../components/content/cta-band";
import { PageHero } from "../../components/content/page-hero";
import { buttonVariants } from "../../components/ui/button";
import { useHead } from "../../lib/head";
import { SITE_PAGES } from "../../site-pages";

const STATS = [
  { value: MARKETING.onboardingMinutes, label: "minutes to set up your profile" },
  { value: `${MARKETING.generationSeconds} s`, label: "or less to generate a week" },
  { value: MARKETING.factorsConsidered, label: "factors considered in every plan" },
  { value: MARKETING.accuracy, label: "accuracy on your daily calorie target" },
];

const QUESTIONS = [
  {
    q: "Do I have to count anything myself?",
    a: "No. Your targets, every meal's calories and macros and each day's totals are worked out for you and shown beside the plan.",
  },
  {
    q: "What if I do not like a meal?",
    a: "Update your preferences — cuisine, diet or the foods you want included — and generate a new week in a couple of minutes.",
  },
  {
    q: "Is it safe if I have a health condition?",
    a: `${BRAND} applies guideline-based rules for diabetes, high blood pressure, thyroid conditions and PCOS, but it is not medical care: check your plan with your doctor or a registered dietitian.`,
  },
];

export const head = SITE_PAGES.howItWorks.head;

export default function HowItWorksPage() {
  useHead(head);
  return (
    <>
      <PageHero eyebrow="How it works" title="From your profile to a week of meals in six steps">
        <p>Most people are done in under fifteen minutes. Here is what happens at each step.</p>
      </PageHero>

      <section aria-labelledby="steps-title" className="py-16">
        <div className="mx-auto max-w-4xl px-4">
          <h2 id="steps-title" className="sr-only">
            The six steps
          </h2>
          <ol className="space-y-6">
            {HOW_IT_WORKS_STEPS.map((step) => (
              <li key={step.number} className="flex gap-4 rounded-xl border p-6 sm:gap-6">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  {step.number}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 className="text-xl font-semibold">{step.title}</h3>
                    <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                      <Clock className="size-3.5" aria-hidden /> {step.timeEstimate}
                    </span>
                  </div>
                  <p className="mt-2 text-muted-foreground">{step.description}</p>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
                    {step.details.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="stats-title" className="bg-muted py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="stats-title" className="text-center text-3xl font-bold">
            Why it is worth the fifteen minutes
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
            {STATS.map((s) => (
              <div
                key={s.label}
                className="flex flex-col-reverse rounded-xl bg-background p-4 text-center shadow-sm sm:p-6"
              >
                <dt className="mt-1 text-sm text-muted-foreground">{s.label}</dt>
                <dd className="text-3xl font-bold text-primary">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="questions-title" className="py-16">
        <div className="mx-auto max-w-3xl px-4">
          <h2 id="questions-title" className="text-center text-3xl font-bold">
            Common questions
          </h2>
          <dl className="mt-8 space-y-6">
            {QUESTIONS.map(({ q, a }) => (
              <div key={q} className="rounded-xl border p-6">
                <dt className="font-semibold">{q}</dt>
                <dd className="mt-2 text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-center text-sm">
            More answers in the{" "}
            <Link href="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
              FAQ
            </Link>
            .
          </p>
        </div>
      </section>

      <CtaBand
        title="Ready for step one?"
        text="Create your profile now; your first week is a few minutes away."
      >
        <Link href="/dashboard" className={buttonVariants({ size: "lg", variant: "secondary" })}>
          Start my profile
        </Link>
        <Link href="/features" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          See all features
        </Link>
      </CtaBand>
    </>
  );
}
