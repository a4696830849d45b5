import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { FitnessGoal } from "../../../shared/domain";
import {
  DEFAULT_CUISINE,
  DEFAULT_DIET,
  type MealPlanRecord,
  type WeekStartChoice,
} from "../../../shared/meal-plan-api";
import { localIsoDate } from "../../../shared/plan-dates";
import type { PlanRefusal } from "../../../shared/plan-refusal";
import type { ProfileInput } from "../../../shared/profile";
import type { UserRecord } from "../../../shared/user-api";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { useHouseholdMembers } from "../../features/account/household-api";
import { HouseholdChoice } from "../../features/account/household-choice";
import type { AuthUser } from "../../features/auth/auth-api";
import { useAuth } from "../../features/auth/auth-context";
import { GoalPicker } from "../../features/plan/goal-picker";
import { profileKey, useGeneratePlan } from "../../features/plan/plan-queries";
import { RefusalExplanation } from "../../features/plan/refusal-explanation";
import { ProfileWizard } from "../../features/profile/profile-wizard";
import {
  toProfileInput,
  type WizardInput,
  type WizardValues,
  wizardDefaults,
  wizardSchema,
} from "../../features/profile/wizard-values";
import { apiRequest, refusalOf } from "../../lib/api-request";
import { errorMessage } from "../../lib/error-message";
import { refusalTarget } from "./refusal-step";
import { StartDayChoice } from "./start-day-choice";

export type FlowStep = "profile" | "goal";

/**
 * The profile wizard and goal picker (docs/product/plans-over-time.md), which make a plan: the first
 * one at /dashboard, any later one at /dashboard/new, where `leave` (a "Back to my plan" link) is
 * always on show.
 */
export function NewPlanFlow({
  user,
  profile,
  initialStep,
  leave,
  onGenerated,
}: {
  user: AuthUser;
  profile: UserRecord | null;
  initialStep: FlowStep;
  leave?: React.ReactNode;
  onGenerated(record: MealPlanRecord): void;
}) {
  const queryClient = useQueryClient();
  const { setUserData } = useAuth();
  const [mode, setMode] = useState<FlowStep>(initialStep);
  const [goal, setGoal] = useState<FitnessGoal | null>(null);
  const [weekStart, setWeekStart] = useState<WeekStartChoice>("today");
  const [forHousehold, setForHousehold] = useState(false);
  const members = useHouseholdMembers(user.uid).data?.members ?? [];
  const [wizardStep, setWizardStep] = useState(1);
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const refusalHeading = useRef<HTMLHeadingElement>(null);
  // Read when the goal is shown; a plan made after midnight asks again (see onGenerate).
  const [today, setToday] = useState(localIsoDate);

  // Each step opens at the top of the page, with focus on its heading; the first is placed by the
  // scroll manager: at the top when opened, where it was when Back returns to it.
  const firstMode = useRef(true);
  useEffect(() => {
    if (!firstMode.current) window.scrollTo({ top: 0, behavior: "instant" });
    firstMode.current = false;
    if (mode === "goal") {
      setToday(localIsoDate());
      document.getElementById("goal-title")?.focus({ preventScroll: true });
    }
  }, [mode]);
  useEffect(() => {
    if (refusal) refusalHeading.current?.focus();
  }, [refusal]);
  const submitted = useRef<ProfileInput | null>(null);
  const pendingSave = useRef<Promise<unknown> | null>(null);

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
    // Straight to goal mode, without waiting for the save.
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
      const record = await generate.mutateAsync({
        fitness_goal: goal,
        cuisine: p?.country_region || DEFAULT_CUISINE,
        diet_type: (p?.food_preference as ProfileInput["food_preference"] | null) || DEFAULT_DIET,
        user_id: user.uid,
        foods_to_include: p?.foods_to_include ?? [],
        health_conditions: p?.health_conditions ?? [],
        allergies: p?.allergies ?? [],
        excluded_foods: p?.excluded_foods ?? [],
        week_start: weekStart,
        // The person's today, not the server's: the week starts on their calendar.
        local_date: localIsoDate(),
        // Only while members exist: one removed in another tab leaves the plan the person's own.
        household: forHousehold && members.length > 0,
      });
      toast({ title: "Meal plan generated!", description: "Your personalized meal plan is ready" });
      onGenerated(record);
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
  const fix = refusal ? refusalTarget(refusal.change) : null;

  return (
    <>
      {leave ? <div className="flex justify-start">{leave}</div> : null}
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
            fix.mode === "settings" ? (
              // The cooking budget is a setting, not a wizard answer.
              <Link
                href={fix.href}
                className="inline-flex min-h-10 items-center rounded-md border px-4 py-2 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {fix.label}
              </Link>
            ) : (
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
            )
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
        >
          <StartDayChoice
            today={today}
            value={weekStart}
            onChange={setWeekStart}
            disabled={generate.isPending}
          />
          <HouseholdChoice
            members={members}
            household={forHousehold}
            onChange={setForHousehold}
            disabled={generate.isPending}
          />
        </GoalPicker>
      ) : null}
    </>
  );
}
