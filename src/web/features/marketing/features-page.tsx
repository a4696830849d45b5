import {
  BookOpenCheck,
  Calculator,
  Clock,
  Database,
  Leaf,
  ListChecks,
  Scale,
  ShieldCheck,
  Wallet,
} from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "../../../../content/site";
import { CtaBand } from "../../components/content/cta-band";
import { PageHero } from "../../components/content/page-hero";
import { buttonVariants } from "../../components/ui/button";
import { useHead } from "../../lib/head";
import { SITE_PAGES } from "../../site-pages";
import { CoreFeatureGrid } from "./feature-cards";

const BENEFITS = [
  {
    icon: Clock,
    title: "Hours back every week",
    text: "No more Sunday evenings with a calculator and five open recipe tabs.",
  },
  {
    icon: Wallet,
    title: "A shopping list that adds up",
    text: "Every ingredient of the week summed and grouped by aisle, so you buy what you cook.",
  },
  {
    icon: Scale,
    title: "Portions that fit you",
    text: "Servings are scaled in quarter steps so each day lands on your own energy target.",
  },
  {
    icon: Leaf,
    title: "Food you already like",
    text: "Plans come from the cuisine you choose, with the diet you follow, not a generic menu.",
  },
  {
    icon: ShieldCheck,
    title: "Rules you can trust",
    text: "Sodium, saturated fat, fibre and protein checked on every single day before you see it.",
  },
  {
    icon: BookOpenCheck,
    title: "Reasons, not just numbers",
    text: "Your plan's notes explain your targets and which rules applied, in plain words.",
  },
];

const ENGINE = [
  {
    icon: Calculator,
    title: "Targets from your profile",
    text: "Your resting energy use comes from the Mifflin-St Jeor equation, multiplied by your activity level and adjusted for your goal, with safe floors. Protein is set per kilogram of body weight; fat, carbohydrate, fibre, saturated fat and sodium follow published guidelines and your health conditions.",
  },
  {
    icon: Database,
    title: "Recipes with computed nutrition",
    text: "Every recipe is a list of ingredients by weight. Its calories and nutrients are computed from the USDA SR28 food-composition database and, for Indian foods, India's IFCT 2017 tables — never typed in by hand.",
  },
  {
    icon: ListChecks,
    title: "An optimiser that checks its work",
    text: "A search picks recipes and portions day by day to hit your targets, keeps variety across the week and respects your diet. An independent checker verifies every rule before the plan is saved; when no plan can meet them all, it says which rule blocks and what to change.",
  },
];

export const head = SITE_PAGES.features.head;

export default function FeaturesPage() {
  useHead(head);
  return (
    <>
      <PageHero eyebrow="Features" title="Everything your week of meals needs, worked out for you">
        <p>
          {BRAND} turns your body, your goal and the food you love into seven days of meals that meet your
          targets — with the shopping list written and every number explained.
        </p>
        <Link href="/dashboard" className={buttonVariants({ size: "lg", className: "mt-6" })}>
          Build my plan
        </Link>
      </PageHero>

      <section aria-labelledby="core-title" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="core-title" className="text-center text-3xl font-bold">
            Core features
          </h2>
          <CoreFeatureGrid />
        </div>
      </section>

      <section aria-labelledby="benefits-title" className="bg-muted py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="benefits-title" className="text-center text-3xl font-bold">
            What changes for you
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-xl bg-background p-6 shadow-sm">
                <Icon className="size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="engine-title" className="py-16">
        <div className="mx-auto max-w-5xl px-4">
          <h2 id="engine-title" className="text-center text-3xl font-bold">
            What “AI” means at {BRAND}
          </h2>
          <p className="mx-auto mt-3 max-w-3xl text-center text-muted-foreground">
            No chatbot writes your meals. Our own planning engine does three precise things, and every plan
            shows its working.
          </p>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {ENGINE.map(({ icon: Icon, title, text }, i) => (
              <li key={title} className="rounded-xl border p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-8 place-items-center rounded-full bg-primary text-sm font-bold text-primary-foreground">
                    {i + 1}
                  </span>
                  <Icon className="size-6 text-primary" aria-hidden />
                </div>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <CtaBand
        title="See it with your own numbers"
        text="Five short steps, one goal, and your week is ready."
      >
        <Link href="/dashboard" className={buttonVariants({ size: "lg", variant: "secondary" })}>
          Create my free plan
        </Link>
        <Link href="/how-it-works" className={buttonVariants({ size: "lg", variant: "inverse" })}>
          How it works
        </Link>
      </CtaBand>
    </>
  );
}
