import {
  ClipboardList,
  FileDown,
  Globe2,
  HeartPulse,
  Share2,
  Smartphone,
  Sparkles,
  Target,
  UtensilsCrossed,
} from "lucide-react";
import { BRAND, MARKETING } from "../../../../content/site";

const FEATURES = [
  {
    icon: Sparkles,
    title: "AI meal planning",
    text: "Our planning engine chooses recipes and portions so every day lands within 5% of your calorie target and meets your protein goal.",
  },
  {
    icon: Globe2,
    title: "Global cuisines",
    text: "Indian, Mediterranean, Asian, Italian, Mexican, Middle Eastern, European and American kitchens, cooked the way they are at home.",
  },
  {
    icon: FileDown,
    title: "PDF generation",
    text: "Download the week as a printable PDF with recipes, nutrition facts for each day and a shopping list grouped by aisle.",
  },
  {
    icon: HeartPulse,
    title: "Health conditions",
    text: "Diabetes, high blood pressure, thyroid and PCOS change the rules the engine plans by: carbohydrate share, sodium, fibre and more.",
  },
  {
    icon: Share2,
    title: "Sharing",
    text: "Send your plan to the people you cook with from your phone's share sheet, or copy the link in one tap.",
  },
  {
    icon: Smartphone,
    title: "Mobile optimised",
    text: "Every screen works on a phone and with a keyboard, so the plan is with you in the shop and in the kitchen.",
  },
];

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
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border p-6">
              <Icon className="size-8 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
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
