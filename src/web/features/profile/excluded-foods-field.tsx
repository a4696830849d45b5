import { Plus, X } from "lucide-react";
import { useContext, useId, useRef, useState } from "react";
import { LIST_LIMITS } from "../../../shared/profile";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { FieldIdScope } from "./allergy-fields";
import { useFoodMatch } from "./food-match-query";
import { type AddOutcome, addExcludedFood } from "./wizard-values";

// "Foods I don't eat": the person types a food, sees which of our foods it leaves out (the server
// answers with the engine's own matcher), and adds it as a chip. Plans never include what it names.

const SHOWN_MATCHES = 12;
/** The text box's id, for returning focus to it from outside the field. */
export const EXCLUDED_FOOD_INPUT = "excluded-food-input";

function leavesOut(matches: readonly string[]): string {
  const shown = matches.slice(0, SHOWN_MATCHES).join(", ");
  const more = matches.length - SHOWN_MATCHES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

export function ExcludedFoodsField({
  foods,
  draft,
  onFoodsChange,
  onDraftChange,
}: {
  foods: readonly string[];
  draft: string;
  onFoodsChange(list: string[]): void;
  onDraftChange(text: string): void;
}) {
  const id = useId();
  const inputId = useContext(FieldIdScope) + EXCLUDED_FOOD_INPUT;
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<{ outcome: AddOutcome; food: string } | null>(null);
  const { text, match, pending, error } = useFoodMatch(draft);
  const full = foods.length >= LIST_LIMITS.items;

  const add = () => {
    const result = addExcludedFood(foods, draft);
    setOutcome({ outcome: result.outcome, food: draft.trim() });
    if (result.outcome === "added") {
      onFoodsChange(result.list);
      onDraftChange("");
    }
    input.current?.focus();
  };
  const remove = (food: string) => {
    onFoodsChange(foods.filter((f) => f !== food));
    setOutcome(null);
    input.current?.focus();
  };

  const suggestions =
    match && match.matches.length === 0
      ? match.suggestions.filter(
          (s) =>
            s.toLowerCase() !== text.toLowerCase() && !foods.some((f) => f.toLowerCase() === s.toLowerCase()),
        )
      : [];
  let status: React.ReactNode = null;
  if (outcome?.outcome === "duplicate") status = `“${outcome.food}” is already on your list.`;
  else if (outcome?.outcome === "full" || (full && text))
    status = `That's ${LIST_LIMITS.items} foods, the most we can keep. Remove one to add another.`;
  else if (!text) status = null;
  else if (pending && !match) status = "Looking through our recipes…";
  else if (error) status = "We couldn't check that just now. You can still add it.";
  else if (match && match.matches.length > 0)
    status = (
      <>
        <span className="font-medium text-foreground">Leaves out:</span> {leavesOut(match.matches)}
      </>
    );
  // Part of a word ("mush") matches nothing yet: the suggestions below finish it.
  else if (match && suggestions.length > 0) status = `Nothing in our recipes matches “${match.query}” yet.`;
  else if (match)
    status = `No food in our recipes matches “${match.query}”. You can still add it to your list.`;

  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        Foods I don't eat
      </label>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
        Type a food and press Enter or Add. We leave it out of every meal.
      </p>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={inputId}
          value={draft}
          maxLength={LIST_LIMITS.itemLength}
          autoComplete="off"
          placeholder="For example, mushrooms"
          aria-describedby={`${id}-hint ${id}-status`}
          className="min-w-0 flex-1"
          onChange={(e) => {
            setOutcome(null);
            onDraftChange(e.currentTarget.value);
          }}
          onKeyDown={(e) => {
            // Enter adds the food here; it must not submit the wizard's step.
            if (e.key === "Enter") {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" className="h-11 shrink-0" onClick={add}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <p id={`${id}-status`} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
      {suggestions.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Did you mean:</span>
          {suggestions.map((s) => (
            <Button
              key={s}
              type="button"
              size="sm"
              variant="outline"
              className="h-8 whitespace-normal text-left"
              onClick={() => {
                onDraftChange(s);
                input.current?.focus();
              }}
            >
              {s}
            </Button>
          ))}
        </div>
      ) : null}
      {foods.length > 0 ? (
        <ul aria-label="Foods you don't eat" className="flex flex-wrap gap-2">
          {foods.map((food) => (
            <li
              key={food}
              className="flex min-w-0 max-w-full items-center gap-1 rounded-full border border-primary bg-accent py-1 pr-1 pl-3 text-sm font-medium text-accent-foreground"
            >
              <span className="break-words">{food}</span>
              <button
                type="button"
                className="grid size-7 shrink-0 place-items-center rounded-full hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                aria-label={`Remove ${food}`}
                onClick={() => remove(food)}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
