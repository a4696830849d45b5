import { labelOf } from "../../../shared/domain";
import { KCAL_TOLERANCE, pct } from "../../../shared/nutrition-figures";
import { type PlanMeal, shownKcal } from "../../../shared/plan-data";
import { type ResizedMeal, resizedText } from "../../../shared/plan-swap";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { useSwapMeal, useSwapOptions } from "./plan-queries";
import { RefusalExplanation } from "./refusal-explanation";

/** "Breakfast (Poha) resized 464 → 348 kcal to keep the day on target.", or nothing when none was. */
function resizedSentence(resized: readonly ResizedMeal[]): string {
  if (resized.length === 0) return "";
  return `${resized.map(resizedText).join("; ")} to keep the day on target.`;
}

export interface SwapTarget {
  day: number;
  dayName: string;
  index: number;
  meal: PlanMeal;
}

/**
 * docs/product/plan-changes.md: alternatives that keep the day on target; choosing one saves it to the plan.
 */
export function SwapDialog({
  uid,
  planId,
  target,
  targetCalories,
  onClose,
}: {
  uid: string;
  planId: string;
  target: SwapTarget | null;
  targetCalories: number;
  onClose(): void;
}) {
  const options = useSwapOptions(planId, target?.day ?? 0, target?.index ?? 0, target !== null);
  const swap = useSwapMeal(uid, planId);
  const choose = async (recipeId: string, name: string) => {
    if (!target) return;
    try {
      const { resized } = await swap.mutateAsync({
        day: target.day,
        meal: target.index,
        recipe_id: recipeId,
      });
      toast({
        title: "Meal swapped!",
        description: [`${name} is now ${target.dayName}'s ${target.meal.type}.`, resizedSentence(resized)]
          .filter(Boolean)
          .join(" "),
      });
      onClose();
    } catch (err) {
      toast({ title: "Could not swap this meal", description: errorMessage(err), variant: "destructive" });
    }
  };
  const data = options.data;
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <div className="space-y-1 pr-6">
          <DialogTitle className="text-xl font-bold">
            Swap {target?.dayName}'s {target?.meal.type}
          </DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Instead of {target?.meal.name}: meals that keep the day within {pct(KCAL_TOLERANCE)} of{" "}
            {targetCalories} calories and within every rule of your plan. Where the day's other portions are
            resized to fit, each alternative says which.
          </DialogDescription>
        </div>
        {options.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Finding meals that keep your day on target…
          </p>
        ) : options.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(options.error)}
          </p>
        ) : data && data.options.length > 0 ? (
          <ul className="grid gap-2" aria-label="Alternatives">
            {data.options.map((o) => (
              <li key={o.recipe_id} className="flex items-center gap-3 rounded-lg border p-3">
                <div className="grid flex-1 gap-0.5">
                  <span className="font-semibold leading-snug">{o.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {labelOf(o.cuisine)} · {shownKcal(o.calories)} cal · {Math.round(o.protein_g)} g protein ·
                    day total <span data-testid="option-day-calories">{shownKcal(o.day_calories)}</span> cal
                  </span>
                  <span className="text-xs" data-testid="option-resized">
                    {o.resized.length > 0
                      ? resizedSentence(o.resized)
                      : "The day's other meals stay as they are."}
                  </span>
                </div>
                <Button size="sm" disabled={swap.isPending} onClick={() => choose(o.recipe_id, o.name)}>
                  Choose<span className="sr-only"> {o.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : data?.refusal ? (
          <RefusalExplanation
            title="No other meal fits here"
            message={data.refusal.message}
            rule={data.refusal.rule}
            suggestion={data.refusal.suggestion}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
