import { Check } from "lucide-react";
import { useState } from "react";
import {
  QUICK_CUISINES,
  QUICK_GOALS,
  QUICK_RESTRICTIONS,
  sampleDay,
} from "../../../../content/quick-generator";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { useAuthDialog } from "../auth/auth-dialog-context";

type Answers = { goal?: string; cuisine?: string; restriction?: string };
const STEPS = [
  { key: "goal", title: "What is your goal?", options: QUICK_GOALS },
  { key: "cuisine", title: "Which cuisine do you enjoy?", options: QUICK_CUISINES },
  { key: "restriction", title: "Any dietary restriction?", options: QUICK_RESTRICTIONS },
] as const;

export default function QuickGeneratorDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<Answers>({});
  const { openAuthDialog } = useAuthDialog();

  const reset = () => {
    setStep(1);
    setAnswers({});
  };
  const close = () => {
    reset();
    onClose();
  };

  const current = STEPS[step - 1];
  const day = step === 4 ? sampleDay(answers.goal ?? "", answers.cuisine ?? "", answers.restriction) : null;

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent>
        <div className="space-y-1 pr-6">
          <DialogTitle className="text-xl font-bold">Quick Generator</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            {day ? "A sample day to show what a plan looks like." : `Step ${step} of 3`}
          </DialogDescription>
        </div>
        {current ? (
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-semibold">{current.title}</legend>
            {current.options.map((o) => {
              const selected = answers[current.key] === o.value;
              return (
                <Button
                  key={o.value}
                  variant={selected ? "default" : "outline"}
                  className="justify-between"
                  aria-pressed={selected}
                  onClick={() => {
                    setAnswers((a) => ({ ...a, [current.key]: o.value }));
                    setStep((s) => s + 1);
                  }}
                >
                  {o.label}
                  {selected ? <Check aria-hidden /> : null}
                </Button>
              );
            })}
          </fieldset>
        ) : null}
        {day ? (
          <div className="grid gap-3">
            {day.meals.map((meal) => (
              <div key={`${meal.type}-${meal.text}`} className="rounded-lg border p-3">
                <div className="flex items-baseline justify-between gap-2">
                  <h3 className="text-sm font-semibold capitalize">{meal.type}</h3>
                  <span className="text-sm font-medium text-primary">{meal.calories} cal</span>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">{meal.text}</p>
              </div>
            ))}
            {/* The total is the sum of the meals above, never the target (which it is within). */}
            <p className="flex items-baseline justify-between gap-2 text-sm font-semibold">
              <span>Day total</span>
              <span data-testid="sample-day-total">{day.total.toLocaleString("en-US")} cal</span>
            </p>
            {day.free_from ? <p className="text-sm font-medium">{day.free_from}</p> : null}
            <p className="text-xs text-muted-foreground">
              Real recipes from our library, with portions planned for a typical adult's target of{" "}
              {day.target.toLocaleString("en-US")} calories a day. Your full plan is built from your own
              profile, diet and health conditions, with exact portions.
            </p>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          {step > 1 && step < 4 ? (
            <Button variant="ghost" onClick={() => setStep((s) => s - 1)}>
              Back
            </Button>
          ) : null}
          {day ? (
            <>
              <Button variant="outline" onClick={reset}>
                Try Different Options
              </Button>
              <Button
                onClick={() => {
                  close();
                  openAuthDialog("signup", { next: "/dashboard" });
                }}
              >
                Get My Full Plan Free
              </Button>
            </>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
