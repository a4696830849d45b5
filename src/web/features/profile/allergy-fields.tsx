import { Info } from "lucide-react";
import { createContext, useContext } from "react";
import {
  ALLERGEN_HINTS,
  ALLERGEN_LABELS,
  ALLERGENS,
  type Allergen,
  andList,
} from "../../../shared/allergens";
import { Button } from "../../components/ui/button";
import { ChoiceCard } from "../../components/ui/choice";
import type { TickQuestion } from "./wizard-values";

// The Health & Diet step's allergy checkboxes and the prompt that asks (never decides) to tick one
// when the person's own words name a group.

/**
 * Prefixes these fields' fixed ids, so a second set on one page (a household member's form beside the
 * person's own allergies in settings) has ids, labels and focus targets of its own.
 */
export const FieldIdScope = createContext("");

/** The checkbox's id, so the prompt can move focus to the box it just ticked. */
export const allergyBoxId = (group: Allergen, scope = "") => `${scope}allergy-${group}`;

export function AllergyChecks({
  ticked,
  onToggle,
}: {
  ticked: readonly Allergen[];
  onToggle(group: Allergen, checked: boolean): void;
}) {
  const scope = useContext(FieldIdScope);
  return (
    <fieldset className="grid gap-3" aria-describedby={`${scope}allergies-hint`}>
      <legend className="mb-1 text-sm font-medium">Allergies</legend>
      <p id={`${scope}allergies-hint`} className="-mt-2 text-xs text-muted-foreground">
        Tick any you have. Every meal in your plan then leaves out the whole group.
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {ALLERGENS.map((group) => (
          <ChoiceCard
            key={group}
            id={allergyBoxId(group, scope)}
            type="checkbox"
            name="allergies"
            value={group}
            label={ALLERGEN_LABELS[group]}
            description={ALLERGEN_HINTS[group]}
            checked={ticked.includes(group)}
            onChange={(e) => onToggle(group, e.currentTarget.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** "Peanut", "Peanut and Tree nuts", "Milk, Egg and Soy" */
const labels = (groups: readonly Allergen[]) => andList(groups.map((g) => ALLERGEN_LABELS[g]));

/**
 * Asks to tick the groups a typed text names. The live region is always in the page, so a question
 * appearing in it is read out without taking the person away from what they were typing.
 */
export function TickPrompt({
  questions,
  source,
  onTick,
  onDismiss,
}: {
  questions: readonly TickQuestion[];
  source: "condition" | "food";
  onTick(group: Allergen): void;
  onDismiss(text: string): void;
}) {
  return (
    <div aria-live="polite" className="grid gap-2">
      {questions.map((q) => (
        <div
          key={q.text}
          className="flex gap-3 rounded-lg border border-amber-300 bg-secondary p-3 text-sm text-secondary-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="grid min-w-0 gap-2">
            <p className="break-words">
              {source === "condition" ? (
                <>
                  “{q.text}” sounds like an allergy. Tick {labels(q.groups)} so every meal leaves{" "}
                  {q.groups.length > 1 ? "them" : "it"} out?
                </>
              ) : (
                <>
                  You don't eat “{q.text}”. If it's an allergy, tick {labels(q.groups)} to leave out the whole{" "}
                  {q.groups.length > 1 ? "groups" : "group"}.
                </>
              )}
            </p>
            <div className="flex flex-wrap gap-2">
              {q.groups.map((g) => (
                <Button key={g} type="button" size="sm" onClick={() => onTick(g)}>
                  Tick {ALLERGEN_LABELS[g]}
                </Button>
              ))}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={`Not an allergy: ${q.text}`}
                onClick={() => onDismiss(q.text)}
              >
                Not an allergy
              </Button>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
