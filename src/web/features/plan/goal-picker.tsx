import { ArrowLeft, Check, Scale, TrendingDown, TrendingUp } from "lucide-react";
import type { FitnessGoal } from "../../../shared/domain";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";

const GOALS = [
  {
    value: "weight_loss",
    title: "Lose Weight",
    icon: TrendingDown,
    description:
      "A steady energy deficit with plenty of protein, so the weight you lose is fat rather than muscle.",
    benefits: [
      "A safe daily deficit, never below a healthy floor",
      "High protein to keep you full",
      "Fibre-rich meals",
    ],
  },
  {
    value: "weight_gain",
    title: "Gain Weight",
    icon: TrendingUp,
    description: "A measured surplus built on whole foods and extra protein to support lean muscle gain.",
    benefits: ["A moderate daily surplus", "Protein for muscle growth", "Energy-dense, nourishing meals"],
  },
  {
    value: "maintain",
    title: "Maintain Weight",
    icon: Scale,
    description: "Meals that match the energy you use, balanced across protein, carbohydrate and fat.",
    benefits: ["Calories matched to your activity", "Balanced macronutrients", "Variety across the week"],
  },
] as const;

export function GoalPicker({
  selected,
  onSelect,
  onGenerate,
  onBack,
  generating,
  children,
}: {
  selected: FitnessGoal | null;
  onSelect(goal: FitnessGoal): void;
  onGenerate(): void;
  onBack(): void;
  generating: boolean;
  /** More choices for the plan, shown above the buttons (the dashboard's start day). */
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="goal-title" className="mx-auto grid max-w-5xl gap-6">
      <div className="text-center">
        <h1 id="goal-title" tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          Choose your goal
        </h1>
        <p className="mt-2 text-muted-foreground">
          Your targets, portions and recipes all follow from this choice.
        </p>
      </div>
      <div role="radiogroup" aria-labelledby="goal-title" className="grid gap-4 md:grid-cols-3">
        {GOALS.map(({ value, title, icon: Icon, description, benefits }) => {
          const isSelected = selected === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a card-sized radio needs a button to hold its content
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={isSelected}
              onClick={() => onSelect(value)}
              className={cn(
                "relative grid gap-3 rounded-xl border-2 p-6 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                isSelected ? "border-primary bg-accent" : "border-border hover:border-primary/50",
              )}
            >
              {isSelected ? (
                <span className="absolute right-3 top-3 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                  <Check className="size-3" aria-hidden /> Selected
                </span>
              ) : null}
              <Icon className="size-8 text-primary" aria-hidden />
              <span className="text-lg font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
              <ul className="grid gap-1 text-sm">
                {benefits.map((b) => (
                  <li key={b} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden /> {b}
                  </li>
                ))}
              </ul>
            </button>
          );
        })}
      </div>
      <p className="text-center text-sm text-muted-foreground">
        Your meal plan will be optimised for the goal you choose.
      </p>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={generating}>
          <ArrowLeft aria-hidden /> Back to Profile
        </Button>
        <Button size="lg" onClick={onGenerate} disabled={!selected || generating}>
          {generating ? "Generating Your Meal Plan..." : "Generate My Meal Plan"}
        </Button>
      </div>
    </section>
  );
}
