import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  ACTIVITY_DESCRIPTIONS,
  ACTIVITY_LEVELS,
  CUISINES,
  DIETS,
  FOODS_TO_INCLUDE,
  GENDERS,
  labelOf,
} from "../../../shared/domain";
import { cmToFeetInches, feetInchesToCm, kgToLb, lbToKg } from "../../../shared/units";
import { ChoiceCard, Select } from "../../components/ui/choice";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toggleValue, type WizardInput } from "./wizard-values";

export type Form = UseFormReturn<WizardInput>;

export const DIET_LABELS: Record<string, string> = {
  vegetarian: "Vegetarian",
  non_vegetarian: "Non-vegetarian",
  vegan: "Vegan",
  keto: "Keto",
  paleo: "Paleo",
  mediterranean: "Mediterranean",
};
const FOOD_LABELS: Record<string, string> = {
  tea: "Tea",
  coffee: "Coffee",
  dark_chocolate: "Dark chocolate",
  one_cookie_a_day: "One cookie a day",
  other: "Other",
};

const err = (form: Form, name: keyof WizardInput) =>
  form.formState.errors[name]?.message as string | undefined;

export function PersonalInfoStep({ form }: { form: Form }) {
  const gender = form.watch("gender");
  return (
    <div className="grid gap-5">
      <FormField label="Full name" error={err(form, "name")}>
        {(f) => (
          <Input
            id={f.id}
            autoComplete="name"
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...form.register("name")}
          />
        )}
      </FormField>
      <FormField label="Age" error={err(form, "age")}>
        {(f) => (
          <Input
            id={f.id}
            type="number"
            inputMode="numeric"
            min={13}
            max={120}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...form.register("age")}
          />
        )}
      </FormField>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Gender</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {GENDERS.map((g) => (
            <ChoiceCard
              key={g}
              type="radio"
              value={g}
              label={labelOf(g)}
              checked={gender === g}
              {...form.register("gender")}
            />
          ))}
        </div>
        {err(form, "gender") ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {err(form, "gender")}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

export function PhysicalStatsStep({ form }: { form: Form }) {
  const units = form.watch("units") ?? "metric";
  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Units</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <ChoiceCard
            type="radio"
            value="metric"
            label="Metric"
            description="Centimetres, kilograms, grams and millilitres"
            checked={units === "metric"}
            {...form.register("units")}
          />
          <ChoiceCard
            type="radio"
            value="imperial"
            label="Imperial"
            description="Feet and inches, pounds, ounces and cups"
            checked={units === "imperial"}
            {...form.register("units")}
          />
        </div>
      </fieldset>
      {units === "imperial" ? <ImperialBody form={form} /> : <MetricBody form={form} />}
    </div>
  );
}

function MetricBody({ form }: { form: Form }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField label="Height (cm)" error={err(form, "height_cm")}>
        {(f) => (
          <Input
            id={f.id}
            type="number"
            inputMode="decimal"
            min={100}
            max={250}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...form.register("height_cm")}
          />
        )}
      </FormField>
      <FormField label="Weight (kg)" error={err(form, "weight_kg")}>
        {(f) => (
          <Input
            id={f.id}
            type="number"
            inputMode="decimal"
            min={30}
            max={300}
            step="0.1"
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            {...form.register("weight_kg")}
          />
        )}
      </FormField>
    </div>
  );
}

const numberOr = (v: unknown) => {
  const n = typeof v === "number" ? v : Number.parseFloat(String(v ?? ""));
  return Number.isFinite(n) ? n : null;
};

/** Feet, inches and pounds typed here are stored as the metric fields the engine and the API use. */
function ImperialBody({ form }: { form: Form }) {
  const cm = numberOr(form.getValues("height_cm"));
  const kg = numberOr(form.getValues("weight_kg"));
  const start = cm !== null ? cmToFeetInches(cm) : null;
  const [feet, setFeet] = useState(start ? String(start.feet) : "");
  const [inches, setInches] = useState(start ? String(start.inches) : "");
  const [pounds, setPounds] = useState(kg !== null ? String(kgToLb(kg)) : "");
  const setHeight = (ft: string, inch: string) => {
    setFeet(ft);
    setInches(inch);
    const f = numberOr(ft);
    const i = numberOr(inch) ?? 0;
    form.setValue("height_cm", f === null ? "" : feetInchesToCm(f, i), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };
  const setWeight = (lb: string) => {
    setPounds(lb);
    const n = numberOr(lb);
    form.setValue("weight_kg", n === null ? "" : lbToKg(n), { shouldDirty: true, shouldValidate: true });
  };
  const heightCm = numberOr(form.watch("height_cm"));
  const weightKg = numberOr(form.watch("weight_kg"));
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      <FormField label="Height (feet)" error={err(form, "height_cm")}>
        {(f) => (
          <Input
            id={f.id}
            type="number"
            inputMode="numeric"
            min={3}
            max={8}
            value={feet}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            onChange={(e) => setHeight(e.currentTarget.value, inches)}
          />
        )}
      </FormField>
      <FormField label="Height (inches)" hint={heightCm !== null ? `Saved as ${heightCm} cm` : undefined}>
        {(f) => (
          <Input
            id={f.id}
            type="number"
            inputMode="numeric"
            min={0}
            max={11}
            value={inches}
            aria-describedby={f.describedBy}
            onChange={(e) => setHeight(feet, e.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField
        label="Weight (lb)"
        error={err(form, "weight_kg")}
        hint={weightKg !== null ? `Saved as ${weightKg} kg` : undefined}
      >
        {(f) => (
          <Input
            id={f.id}
            type="number"
            inputMode="decimal"
            min={66}
            max={661}
            step="0.1"
            value={pounds}
            aria-invalid={f.invalid}
            aria-describedby={f.describedBy}
            onChange={(e) => setWeight(e.currentTarget.value)}
          />
        )}
      </FormField>
    </div>
  );
}

/** The activity question, shared by the wizard and the household member form. */
export function ActivityField({ form }: { form: Form }) {
  const activity = form.watch("activity_level");
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Activity level</legend>
      {ACTIVITY_LEVELS.map((a) => (
        <ChoiceCard
          key={a}
          type="radio"
          value={a}
          label={labelOf(a)}
          description={ACTIVITY_DESCRIPTIONS[a]}
          checked={activity === a}
          {...form.register("activity_level")}
        />
      ))}
      {err(form, "activity_level") ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {err(form, "activity_level")}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The food preference select, shared by the wizard and the household member form. */
export function DietField({ form }: { form: Form }) {
  return (
    <FormField label="Food preference" error={err(form, "food_preference")}>
      {(f) => (
        <Select
          id={f.id}
          aria-invalid={f.invalid}
          aria-describedby={f.describedBy}
          {...form.register("food_preference")}
        >
          <option value="">Choose a food preference</option>
          {DIETS.map((d) => (
            <option key={d} value={d}>
              {DIET_LABELS[d]}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function LifestyleStep({ form }: { form: Form }) {
  return (
    <div className="grid gap-5">
      <ActivityField form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Cuisine preference" error={err(form, "country_region")}>
          {(f) => (
            <Select
              id={f.id}
              aria-invalid={f.invalid}
              aria-describedby={f.describedBy}
              {...form.register("country_region")}
            >
              <option value="">Choose a cuisine</option>
              {CUISINES.map((c) => (
                <option key={c} value={c}>
                  {labelOf(c)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <DietField form={form} />
      </div>
    </div>
  );
}

export function CheckList({
  form,
  name,
  otherName,
  options,
  labels,
  toggle,
  legend,
  otherLabel,
  children,
}: {
  form: Form;
  name: "health_conditions" | "foods_to_include";
  otherName: "health_other" | "foods_other";
  options: readonly string[];
  labels: Record<string, string>;
  toggle: (current: readonly string[], value: string, checked: boolean) => string[];
  legend: string;
  otherLabel: string;
  /** Shown under the Other text box while Other is ticked. */
  children?: React.ReactNode;
}) {
  const selected = (form.watch(name) ?? []) as string[];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <ChoiceCard
            key={o}
            type="checkbox"
            name={name}
            value={o}
            label={labels[o] ?? labelOf(o)}
            checked={selected.includes(o)}
            onChange={(e) =>
              form.setValue(name, toggle(selected, o, e.currentTarget.checked), {
                shouldDirty: true,
                shouldValidate: true,
              })
            }
          />
        ))}
      </div>
      {selected.includes("other") ? (
        <FormField label={otherLabel} error={err(form, otherName)}>
          {(f) => (
            <Input
              id={f.id}
              maxLength={80}
              aria-invalid={f.invalid}
              aria-describedby={f.describedBy}
              {...form.register(otherName)}
            />
          )}
        </FormField>
      ) : null}
      {selected.includes("other") ? children : null}
    </fieldset>
  );
}

export function FoodIncludeStep({ form }: { form: Form }) {
  return (
    <CheckList
      form={form}
      name="foods_to_include"
      otherName="foods_other"
      options={FOODS_TO_INCLUDE}
      labels={FOOD_LABELS}
      toggle={toggleValue}
      legend="Anything you want every day? (optional)"
      otherLabel="What else would you like included?"
    />
  );
}
