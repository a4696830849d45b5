import { Check, FileText, Sparkles, Star } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { BRAND, MARKETING, SUPPORT_EMAIL } from "../../../../content/site";
import { SiteImage } from "../../components/content/site-image";
import { Button } from "../../components/ui/button";
import { type PageHead, useHead } from "../../lib/head";
import { ClosingCta, ComparisonSection } from "./landing-closing";
import { FeaturesSection, HowItWorksSection } from "./landing-sections";
import { PrimaryCta } from "./primary-cta";
import { useSignInReturn } from "./sign-in-return";
import { TestimonialsSection } from "./testimonials-section";

export const landingHead: PageHead = {
  title: `${BRAND} — Personalised 7-Day Meal Plans`,
  description: `${BRAND} builds a free 7-day meal plan from your health profile and fitness goal: calories and protein on target every day, recipes from your cuisine, a PDF with a shopping list.`,
  path: "/",
  // Only what is true of the running product: the marketing figures (docs/product/brand-and-figures.md) stay
  // in the copy and never become an aggregateRating, which would be an unmeasured, self-made rating.
  jsonLd: (origin) => [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: BRAND,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
      email: SUPPORT_EMAIL,
    },
    { "@context": "https://schema.org", "@type": "WebSite", name: BRAND, url: `${origin}/` },
    {
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: BRAND,
      applicationCategory: "HealthApplication",
      operatingSystem: "Web",
      url: `${origin}/`,
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    },
  ],
};

const HERO_POINTS = [
  "Free, no credit card",
  `Free ${MARKETING.trialDays}-day trial`,
  `A plan in about ${MARKETING.planSeconds} seconds`,
];

export function LandingPage({ head = landingHead }: { head?: PageHead }) {
  useHead(head);
  useSignInReturn();
  return (
    <>
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
      <TestimonialsSection />
      <ComparisonSection />
      <ClosingCta />
    </>
  );
}

const QuickGeneratorDialog = lazy(() => import("./quick-generator-dialog"));

function QuickGeneratorButton() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size="lg"
        variant="outline"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Try Quick Generator
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <QuickGeneratorDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Hero() {
  return (
    <section className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
            <Sparkles className="size-4" aria-hidden /> {MARKETING.plansCreated} plans created
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            A week of meals that fits your body, your goal and your kitchen
          </h1>
          <p className="text-lg text-muted-foreground">
            Tell {BRAND} about yourself in {MARKETING.setupSteps} short steps. Our planning engine works out
            your energy and protein targets and builds seven days of breakfasts, lunches and dinners from{" "}
            {MARKETING.cuisinesClaim} cuisines, ready to download as a PDF with a shopping list and nutrition
            facts.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {HERO_POINTS.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <Check className="size-4 text-primary" aria-hidden /> {p}
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-3 sm:flex-row">
            <PrimaryCta />
            <QuickGeneratorButton />
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            Rated {MARKETING.rating} from {MARKETING.reviewCount} reviews · {MARKETING.support} support
          </p>
        </div>
        <aside
          className="rounded-2xl border bg-background p-6 shadow-xl"
          aria-label="What every plan includes"
        >
          <SiteImage
            file="week-plate.svg"
            alt="A plate of dal, rice and salad beside a week of planned days, each close to its calorie target"
            width={480}
            height={300}
            priority
            className="mb-5 h-auto w-full rounded-xl"
          />
          <p className="mb-4 flex items-center gap-2 text-sm font-semibold text-primary">
            <FileText className="size-4" aria-hidden /> Every plan: recipes, shopping list, nutrition facts
          </p>
          <dl className="grid grid-cols-2 gap-4 text-center">
            {[
              ["7", "days planned"],
              [`${MARKETING.setupSteps}`, "step setup"],
              [MARKETING.cuisinesClaim, "cuisines"],
              ["PDF", "with shopping list"],
            ].map(([value, label]) => (
              <div key={label} className="rounded-xl bg-muted p-4">
                <dt className="sr-only">{label}</dt>
                <dd className="text-3xl font-bold text-primary">{value}</dd>
                <dd className="text-sm text-muted-foreground">{label}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </section>
  );
}
