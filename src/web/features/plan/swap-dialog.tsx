import { labelOf } from "../../../shared/domain";
import { type PlanMeal, shownKcal } from "../../../shared/plan-data";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { useSwapMeal, useSwapOptions } from "./plan-queries";
import { RefusalExplanation } from "./refusal-explanation";

export interface SwapTarget {
  day: number;
  dayName: string;
  index: number;
  meal: PlanMeal;
}

/** Decisions D17: alternatives that keep the day on target; choosing one saves it to the plan. */
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
      await swap.mutateAsync({ day: target.day, meal: target.index, recipe_id: recipeId });
      toast({
        title: "Meal swapped!",
        description: `${name} is now ${target.dayName}'s ${target.meal.type}.`,
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
            Instead of {target?.meal.name}: meals that keep the day within 5 % of {targetCalories} calories
            and within every rule of your plan. The day's portions are re-balanced to fit.
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
