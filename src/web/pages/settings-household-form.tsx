import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import type { FitnessGoal } from "../../shared/domain";
import {
  adultBodyRules,
  allMealsAtHome,
  type HouseholdMember,
  isChildAge,
  type MealsAtHome,
  type MemberRequest,
  memberFieldsSchema,
  memberFormFieldsSchema,
  memberInputSchema,
} from "../../shared/household";
import type { UnitSystem } from "../../shared/units";
import type { UserRecord } from "../../shared/user-api";
import { Button } from "../components/ui/button";
import { MealsAtHomeField, MemberGoalField } from "../features/account/household-fields";
import { FieldIdScope } from "../features/profile/allergy-fields";
import { HealthStep } from "../features/profile/health-step";
import {
  ActivityField,
  DietField,
  PersonalInfoStep,
  PhysicalStatsStep,
} from "../features/profile/wizard-steps";
import {
  addExcludedFood,
  type WizardInput,
  wizardDefaults,
  wizardSchema,
} from "../features/profile/wizard-values";

// A household member's form (docs/product/household.md), made of the profile wizard's own steps so a
// member is asked exactly as the person was, plus the member's goal and meals at home. The wizard's
// form shape holds the answers (its diet is food_preference); the member's rules validate them.

const memberBodySchema = memberFormFieldsSchema
  .pick({
    name: true,
    age: true,
    gender: true,
    height_cm: true,
    weight_kg: true,
    activity_level: true,
    health_conditions: true,
    allergies: true,
    excluded_foods: true,
  })
  .extend({
    food_preference: memberFieldsSchema.shape.diet,
    health_other: wizardSchema.shape.health_other,
    excluded_draft: wizardSchema.shape.excluded_draft,
  })
  .superRefine(adultBodyRules);
type MemberBody = z.output<typeof memberBodySchema>;

/** The member's answers in the wizard's shape, so its steps show them as they show a profile. */
function formDefaults(member: HouseholdMember | null, units: UnitSystem): WizardInput {
  const record: UserRecord | null = member && {
    ...member,
    uid: "",
    email: "",
    country_region: null,
    food_preference: member.diet,
    foods_to_include: [],
    units,
    cooking: null,
  };
  return { ...wizardDefaults(record, ""), units };
}

/** Ticked conditions with the typed "Other" text in its place, as the wizard saves them. */
const conditionsOf = (ticked: readonly string[], other: string) =>
  ticked.flatMap((v) => (v === "other" ? (other.trim() ? [other.trim()] : []) : [v]));

export function MemberForm({
  member,
  units,
  saving,
  onSave,
  onCancel,
}: {
  member: HouseholdMember | null;
  units: UnitSystem;
  saving: boolean;
  onSave(body: MemberRequest): Promise<void>;
  onCancel(): void;
}) {
  const form = useForm<WizardInput>({
    // The wizard's steps take its form's shape; the member's rules check it (ages from 4, a child's body).
    resolver: zodResolver(memberBodySchema) as unknown as Resolver<WizardInput>,
    mode: "onTouched",
    defaultValues: formDefaults(member, units),
  });
  const [goal, setGoal] = useState<FitnessGoal | undefined>(member?.fitness_goal);
  const [meals, setMeals] = useState<MealsAtHome>(member?.meals_at_home ?? allMealsAtHome());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const age = Number(form.watch("age"));
  const child = Number.isInteger(age) && age > 0 && isChildAge(age);

  const submit = form.handleSubmit(async (values) => {
    // The values passed the resolver; read again for their types (the same schema, so it cannot differ).
    const v: MemberBody = memberBodySchema.parse(values);
    const body: MemberRequest = {
      name: v.name,
      age: v.age,
      gender: v.gender,
      height_cm: v.height_cm,
      weight_kg: v.weight_kg,
      activity_level: v.activity_level,
      diet: v.food_preference,
      health_conditions: conditionsOf(v.health_conditions, v.health_other),
      allergies: v.allergies,
      excluded_foods: addExcludedFood(v.excluded_foods, v.excluded_draft ?? "").list,
      fitness_goal: child ? "maintain" : goal,
      meals_at_home: meals,
    };
    const checked = memberInputSchema.safeParse(body);
    const found = Object.fromEntries(
      (checked.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    setProblems(found);
    if (!checked.success) {
      const first = found.fitness_goal ? "member-goal" : "meals-weekday";
      document.querySelector<HTMLInputElement>(`input[name="${first}"]:not([disabled])`)?.focus();
      return;
    }
    await onSave(body);
  });

  return (
    <FieldIdScope value="member-">
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby="member-form-title"
        className="grid gap-6 rounded-lg border p-4"
      >
        <h3 id="member-form-title" className="text-base font-semibold">
          {member ? `Edit ${member.name}` : "Add a household member"}
        </h3>
        <PersonalInfoStep form={form} />
        <PhysicalStatsStep form={form} />
        <ActivityField form={form} />
        <DietField form={form} />
        <MemberGoalField value={goal} onChange={setGoal} child={child} error={problems.fitness_goal} />
        <HealthStep form={form} />
        <MealsAtHomeField value={meals} onChange={setMeals} error={problems.meals_at_home} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : member ? "Save changes" : "Add member"}
          </Button>
        </div>
      </form>
    </FieldIdScope>
  );
}
