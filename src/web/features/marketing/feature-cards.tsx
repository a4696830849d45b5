import { FileDown, Globe2, HeartPulse, Share2, Smartphone, Sparkles } from "lucide-react";
import {
  KCAL_TOLERANCE,
  PROTEIN_MAX_FRACTION,
  PROTEIN_MIN_FRACTION,
  pct,
  pctRange,
} from "../../../shared/day-bands";

/**
 * The six core features, shown on the landing page and on /features. The engine's figures
 * come from the module it plans by (src/shared/nutrition-figures.ts, its day bands in day-bands.ts).
 */
export const CORE_FEATURES = [
  {
    icon: Sparkles,
    title: "AI meal planning",
    text: `Our planning engine chooses recipes and portions so every day lands within ${pct(KCAL_TOLERANCE)} of your calorie target and ${pctRange(PROTEIN_MIN_FRACTION, PROTEIN_MAX_FRACTION)} of your protein goal.`,
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

/** The six core feature cards as a grid (landing page and /features). */
export function CoreFeatureGrid() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {CORE_FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border p-6">
          <Icon className="size-8 text-primary" aria-hidden />
          <h3 className="mt-4 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
