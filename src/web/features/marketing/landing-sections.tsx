import { ClipboardList, Target, UtensilsCrossed } from "lucide-react";
import { BRAND, MARKETING } from "../../../../content/site";
import { CoreFeatureGrid } from "./feature-cards";

const STEPS = [
  {
    icon: ClipboardList,
    title: "Tell us about you",
    text: `Age, height, weight, activity, cuisine, diet and health conditions: ${MARKETING.setupSteps} short steps.`,
  },
  {
    icon: Target,
    title: "Choose your goal",
    text: "Lose, gain or maintain weight. We work out your daily energy and nutrient targets from it.",
  },
  {
    icon: UtensilsCrossed,
    title: "Get your week",
    text: "Seven days of breakfasts, lunches and dinners with portions, instructions and a shopping list.",
  },
];

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-20 bg-background py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-center text-3xl font-bold">Everything a week of good eating needs</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          {BRAND} turns your profile into numbers and your numbers into meals you will want to cook.
        </p>
        <CoreFeatureGrid />
      </div>
    </section>
  );
}

export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="scroll-mt-20 bg-muted py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-center text-3xl font-bold">How it works</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="rounded-xl bg-background p-6 shadow-sm">
              <span className="text-sm font-semibold text-primary">Step {i + 1}</span>
              <Icon className="mt-3 size-8 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
