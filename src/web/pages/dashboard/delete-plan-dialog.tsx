import { useState } from "react";
import type { MealPlanSummary } from "../../../shared/meal-plan-api";
import { weekSpan } from "../../../shared/plan-dates";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

/**
 * Asks before a plan is deleted, saying what goes with it: its shopping-list ticks and its share
 * link (docs/product/plans-over-time.md). Cancel is first, so Enter alone never deletes.
 */
export function DeletePlanDialog({
  plan,
  onCancel,
  onConfirm,
}: {
  plan: MealPlanSummary | null;
  onCancel(): void;
  onConfirm(): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle className="pr-6 text-lg font-semibold">Delete this plan?</DialogTitle>
        <DialogDescription className="text-sm text-muted-foreground">
          The plan for the week of {plan ? weekSpan(plan.week_start) : ""} will be deleted with its shopping
          list ticks. If you shared it, the link stops working. This cannot be undone.
        </DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Keep the plan
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? "Deleting…" : "Delete plan"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
