import { Activity, Apple, HeartPulse, Ruler, User } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { WIZARD_STEP_FIELDS } from "../../../shared/profile";
import { Button } from "../../components/ui/button";
import { Progress } from "../../components/ui/progress";
import { cn } from "../../lib/utils";
import { HealthStep } from "./health-step";
import { FoodIncludeStep, LifestyleStep, PersonalInfoStep, PhysicalStatsStep } from "./wizard-steps";
import type { WizardInput } from "./wizard-values";

export const WIZARD_STEPS = [
  { title: "Personal Info", icon: User, Step: PersonalInfoStep },
  { title: "Physical Stats", icon: Ruler, Step: PhysicalStatsStep },
  { title: "Lifestyle", icon: Activity, Step: LifestyleStep },
  { title: "Health & Diet", icon: HeartPulse, Step: HealthStep },
  { title: "Food Include", icon: Apple, Step: FoodIncludeStep },
] as const;

export function ProfileWizard({
  form,
  saving,
  onComplete,
  onSkipFoods,
  initialStep = 1,
}: {
  form: UseFormReturn<WizardInput>;
  saving: boolean;
  onComplete(): void;
  onSkipFoods(): void;
  /** A refusal's "change this" button opens the wizard at the step that holds the answer. */
  initialStep?: number;
}) {
  const [step, setStep] = useState(() => Math.min(Math.max(1, initialStep), WIZARD_STEPS.length));
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(initialStep !== 1);
  // After Next or Previous (or on arriving at a chosen step), focus goes to the step's first field,
  // not back to the top of the page or the button that was pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, which reads the new step's DOM
  useEffect(() => {
    if (!moved.current) return;
    const first = formRef.current?.querySelector<HTMLElement>(
      "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])",
    );
    first?.focus();
    formRef.current?.scrollIntoView?.({ block: "nearest" });
  }, [step]);
  const go = (to: number) => {
    moved.current = true;
    setStep(Math.min(Math.max(1, to), WIZARD_STEPS.length));
  };
  const current = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const percent = Math.round((step / WIZARD_STEPS.length) * 100);

  const next = async () => {
    const fields = WIZARD_STEP_FIELDS[step as keyof typeof WIZARD_STEP_FIELDS];
    if (fields.length > 0 && !(await form.trigger([...fields], { shouldFocus: true }))) return;
    go(step + 1);
  };

  return (
    <section aria-labelledby="wizard-title" className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-3xl font-bold">Your profile</h1>
      <div className="grid gap-3">
        <div className="flex items-center justify-between text-sm font-medium">
          <span>
            Step {step} of {WIZARD_STEPS.length}
          </span>
          <span>{percent}%</span>
        </div>
        <Progress value={percent} label={`Profile setup, step ${step} of ${WIZARD_STEPS.length}`} />
        <ol className="flex justify-between" aria-label="Steps">
          {WIZARD_STEPS.map(({ title, icon: Icon }, i) => (
            <li key={title} className="flex flex-col items-center gap-1 text-center">
              <span
                className={cn(
                  "grid size-10 place-items-center rounded-full border-2",
                  i + 1 < step && "border-primary bg-primary text-primary-foreground",
                  i + 1 === step && "border-primary text-primary",
                  i + 1 > step && "border-border text-muted-foreground",
                )}
                aria-current={i + 1 === step ? "step" : undefined}
              >
                <Icon className="size-5" aria-hidden />
              </span>
              <span className="hidden text-xs sm:block">{title}</span>
            </li>
          ))}
        </ol>
      </div>
      <form
        ref={formRef}
        noValidate
        className="grid gap-6 rounded-xl border bg-background p-5 shadow-sm sm:p-8"
        onSubmit={(e) => {
          e.preventDefault();
          if (step < WIZARD_STEPS.length) void next();
          else onComplete();
        }}
      >
        <h2 id="wizard-title" className="text-2xl font-bold">
          {current.title}
        </h2>
        <current.Step form={form} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="outline" disabled={step === 1} onClick={() => go(step - 1)}>
            Previous
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {step === WIZARD_STEPS.length ? (
              <Button type="button" variant="ghost" disabled={saving} onClick={onSkipFoods}>
                Skip
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {step < WIZARD_STEPS.length ? "Next" : saving ? "Creating Profile..." : "Complete Setup"}
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
