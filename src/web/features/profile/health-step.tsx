import { useContext, useState } from "react";
import type { Allergen } from "../../../shared/allergens";
import { HEALTH_CONDITIONS } from "../../../shared/domain";
import { AllergyChecks, allergyBoxId, FieldIdScope, TickPrompt } from "./allergy-fields";
import { EXCLUDED_FOOD_INPUT, ExcludedFoodsField } from "./excluded-foods-field";
import { useDebounced } from "./food-match-query";
import { CheckList, type Form } from "./wizard-steps";
import { tickQuestions, toggleCondition } from "./wizard-values";

// Step 4, Health & Diet: health conditions, allergies (hard rules for the engine) and foods the person
// does not eat. When their typed words name an allergen group they have not ticked, the step asks.

const CONDITION_LABELS: Record<string, string> = {
  diabetes: "Diabetes",
  high_blood_pressure: "High blood pressure",
  thyroid: "Thyroid condition",
  pcos: "PCOS",
  none: "None",
  other: "Other",
};

const set = { shouldDirty: true, shouldValidate: true } as const;
const key = (text: string) => text.trim().toLowerCase();

export function HealthStep({ form }: { form: Form }) {
  const scope = useContext(FieldIdScope);
  const conditions = (form.watch("health_conditions") ?? []) as string[];
  const allergies = (form.watch("allergies") ?? []) as Allergen[];
  const foods = (form.watch("excluded_foods") ?? []) as string[];
  const draft = form.watch("excluded_draft") ?? "";
  // Asked once the person pauses, not at every letter of "peanut".
  const other = useDebounced(form.watch("health_other") ?? "", 400);
  // "Not an allergy" keeps a text from being asked about again while the step is open.
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const open = (text: string) => text.trim() !== "" && !dismissed.includes(key(text));

  const conditionQuestions =
    conditions.includes("other") && open(other) ? tickQuestions([other], allergies) : [];
  const foodQuestions = tickQuestions(foods.filter(open), [
    ...allergies,
    ...conditionQuestions.flatMap((q) => q.groups),
  ]);

  const toggle = (group: Allergen, checked: boolean) => {
    const rest = allergies.filter((a) => a !== group);
    form.setValue("allergies", checked ? [...rest, group] : rest, set);
  };
  // Focus goes to the box just ticked, so the person hears (and sees) what changed.
  const tick = (group: Allergen) => {
    toggle(group, true);
    document.getElementById(allergyBoxId(group, scope))?.focus();
  };
  // The question goes away with its button, so focus returns to the text it was about.
  const dismiss = (text: string, back: () => void) => {
    setDismissed((old) => [...old, key(text)]);
    back();
  };

  return (
    <div className="grid gap-6">
      <CheckList
        form={form}
        name="health_conditions"
        otherName="health_other"
        options={HEALTH_CONDITIONS}
        labels={CONDITION_LABELS}
        toggle={toggleCondition}
        legend="Do you have any of these health conditions?"
        otherLabel="Tell us about your condition"
      >
        <TickPrompt
          questions={conditionQuestions}
          source="condition"
          onTick={tick}
          onDismiss={(text) => dismiss(text, () => form.setFocus("health_other"))}
        />
      </CheckList>
      <div className="border-t pt-5">
        <AllergyChecks ticked={allergies} onToggle={toggle} />
      </div>
      <div className="grid gap-3 border-t pt-5">
        <ExcludedFoodsField
          foods={foods}
          draft={draft}
          onFoodsChange={(list) => form.setValue("excluded_foods", list, set)}
          onDraftChange={(text) => form.setValue("excluded_draft", text, set)}
        />
        <TickPrompt
          questions={foodQuestions}
          source="food"
          onTick={tick}
          onDismiss={(text) =>
            dismiss(text, () => document.getElementById(scope + EXCLUDED_FOOD_INPUT)?.focus())
          }
        />
      </div>
    </div>
  );
}
