import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { FitnessGoal } from "../../../shared/domain";
import {
  DEFAULT_CUISINE,
  DEFAULT_DIET,
  type MealPlanRecord,
  type MealPlanSummary,
} from "../../../shared/meal-plan-api";
import type { PlanRefusal } from "../../../shared/plan-refusal";
import type { ProfileInput } from "../../../shared/profile";
import type { UserRecord } from "../../../shared/user-api";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { apiRequest, refusalOf } from "../../lib/api-request";
import { errorMessage } from "../../lib/error-message";
import type { AuthUser } from "../auth/auth-api";
import { useAuth } from "../auth/auth-context";
import { DownloadPdfButton } from "../plan/download-pdf-button";
import { GoalPicker } from "../plan/goal-picker";
import { profileKey, useGeneratePlan } from "../plan/plan-queries";
import { PlanViewer } from "../plan/plan-viewer";
import { RefusalExplanation } from "../plan/refusal-explanation";
import { ProfileWizard } from "../profile/profile-wizard";
import {
  toProfileInput,
  type WizardInput,
  type WizardValues,
  wizardDefaults,
  wizardSchema,
} from "../profile/wizard-values";
import { type DashboardMode, initialMode } from "./initial-mode";
import { refusalTarget } from "./refusal-step";

export function DashboardModes({
  user,
  profile,
  plans,
  plan,
  plansUpdatedAt,
  loadError,
}: {
  user: AuthUser;
  profile: UserRecord | null;
  plans: MealPlanSummary[];
  /** The plan on show (spec §4's choice from the list), in full; undefined while it loads. */
  plan: MealPlanRecord | undefined;
  plansUpdatedAt: number;
  loadError: Error | null;
}) {
  const queryClient = useQueryClient();
  const { setUserData } = useAuth();
  // Spec §4: the initial mode is chosen once, from what was loaded (and decisions D2's ?step=).
  const [mode, setMode] = useState<DashboardMode>(() =>
    initialMode(plans, profile, new URLSearchParams(window.location.search).get("step")),
  );
  const [goal, setGoal] = useState<FitnessGoal | null>(null);
  const [wizardStep, setWizardStep] = useState(1);
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const refusalHeading = useRef<HTMLHeadingElement>(null);
  const justGenerated = useRef(false);

  // Each mode opens at the top of the page (the goal page's scroll position is not kept), with focus
  // on what the user came for: the new plan after generating, otherwise the mode's heading. The first
  // mode is placed by the scroll manager: at the top when opened, where it was when Back returns to it.
  const firstMode = useRef(true);
  useEffect(() => {
    if (!firstMode.current) window.scrollTo({ top: 0, behavior: "instant" });
    firstMode.current = false;
    if (mode === "complete" && justGenerated.current) {
      justGenerated.current = false;
      resultHeading.current?.focus({ preventScroll: true });
    } else if (mode === "goal") {
      document.getElementById("goal-title")?.focus({ preventScroll: true });
    }
  }, [mode]);
  useEffect(() => {
    if (refusal) refusalHeading.current?.focus();
  }, [refusal]);
  const submitted = useRef<ProfileInput | null>(null);
  const pendingSave = useRef<Promise<unknown> | null>(null);

  // Afterwards, a newly loaded plan list with plans in it shows the plan.
  const seenUpdate = useRef(plansUpdatedAt);
  useEffect(() => {
    if (plansUpdatedAt !== seenUpdate.current) {
      seenUpdate.current = plansUpdatedAt;
      if (plans.length > 0) setMode("complete");
    }
  }, [plansUpdatedAt, plans.length]);

  const form = useForm<WizardInput, unknown, WizardValues>({
    resolver: zodResolver(wizardSchema),
    mode: "onChange",
    defaultValues: wizardDefaults(profile, user.name),
  });

  const save = useMutation({
    mutationFn: async (input: ProfileInput) => {
      const res = await apiRequest("PUT", "/api/users/profile", { ...input, uid: user.uid });
      return (await res.json()) as UserRecord;
    },
    onSuccess: (record) => {
      queryClient.setQueryData(profileKey(user.uid), record);
      setUserData(record);
      toast({ title: "Profile updated!" });
    },
    onError: (err) =>
      toast({ title: "Failed to update profile", description: errorMessage(err), variant: "destructive" }),
  });
  const generate = useGeneratePlan(user.uid);

  const completeSetup = form.handleSubmit((values) => {
    const input = toProfileInput(values);
    submitted.current = input;
    pendingSave.current = save.mutateAsync(input).catch(() => null);
    // Spec §4: straight to goal mode, without waiting for the save.
    setMode("goal");
  });

  const skipFoods = () => {
    form.setValue("foods_to_include", wizardDefaults(profile, user.name).foods_to_include ?? []);
    void completeSetup();
  };

  const onGenerate = async () => {
    if (!goal) return;
    setRefusal(null);
    await pendingSave.current;
    const p = submitted.current ?? profile;
    try {
      await generate.mutateAsync({
        fitness_goal: goal,
        cuisine: p?.country_region || DEFAULT_CUISINE,
        diet_type: (p?.food_preference as ProfileInput["food_preference"] | null) || DEFAULT_DIET,
        user_id: user.uid,
        foods_to_include: p?.foods_to_include ?? [],
        health_conditions: p?.health_conditions ?? [],
        allergies: p?.allergies ?? [],
        excluded_foods: p?.excluded_foods ?? [],
      });
      toast({ title: "Meal plan generated!", description: "Your personalized meal plan is ready" });
      justGenerated.current = true;
      setMode("complete");
    } catch (err) {
      const why = refusalOf(err);
      toast({
        title: "Failed to generate meal plan",
        description: (
          <>
            {errorMessage(err)}
            {why ? <span className="mt-1 block">Rule: {why.rule}</span> : null}
            {why ? <span className="mt-1 block">What to change: {why.suggestion}</span> : null}
          </>
        ),
        variant: "destructive",
      });
      if (why) setRefusal(why);
    }
  };

  const openProfile = (step = 1) => {
    setWizardStep(step);
    setMode("profile");
  };
  const fix = refusal ? refusalTarget(refusal.rule, refusal.suggestion, refusal.code, refusal.change) : null;

  const name = profile?.name ?? user.name;
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-8 px-4 py-8 sm:py-10">
      {loadError ? (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm text-destructive">
          Some of your data could not be loaded: {errorMessage(loadError)}. Reload the page to try again.
        </p>
      ) : null}
      {mode === "profile" ? (
        <ProfileWizard
          key={wizardStep}
          initialStep={wizardStep}
          form={form}
          saving={save.isPending}
          onComplete={completeSetup}
          onSkipFoods={skipFoods}
        />
      ) : null}
      {mode === "goal" && refusal && fix ? (
        <RefusalExplanation
          title="We could not build a plan with these answers"
          message={refusal.message}
          rule={refusal.rule}
          suggestion={refusal.suggestion}
          headingRef={refusalHeading}
          action={
            <Button
              variant="outline"
              onClick={() => {
                setRefusal(null);
                if (fix.mode === "profile") openProfile(fix.step);
                else document.getElementById("goal-title")?.focus();
              }}
            >
              {fix.label}
            </Button>
          }
        />
      ) : null}
      {mode === "goal" ? (
        <GoalPicker
          selected={goal}
          onSelect={setGoal}
          onGenerate={onGenerate}
          onBack={() => openProfile(5)}
          generating={generate.isPending}
        />
      ) : null}
      {mode === "complete" ? (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <h1 className="min-w-0 text-2xl font-bold hyphens-auto wrap-break-word sm:text-3xl">
              Welcome back, {name}!
            </h1>
            <Button variant="outline" onClick={() => openProfile(1)}>
              <RefreshCw aria-hidden /> Generate New Plan
            </Button>
          </div>
          {plan ? (
            <PlanViewer
              plan={plan}
              units={profile?.units ?? "metric"}
              owner={{ uid: user.uid }}
              headingRef={resultHeading}
              actions={<DownloadPdfButton planId={plan.id} />}
            />
          ) : plans.length > 0 && !loadError ? (
            <p role="status" className="p-10 text-center text-muted-foreground">
              Loading your plan…
            </p>
          ) : (
            <div className="grid place-items-center gap-4 rounded-xl border p-10 text-center">
              <h2 className="text-xl font-semibold">No meal plan yet</h2>
              <Button onClick={() => openProfile(1)}>Create Your First Plan</Button>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
