import { useState } from "react";
import { labelOf } from "../../../shared/domain";
import { type HouseholdMember, isChildAge } from "../../../shared/household";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";

// The household's members as a list, each with Edit and Remove; Remove asks first, with Cancel first
// so Enter alone never removes anyone.

const summary = (m: HouseholdMember) =>
  [`${m.age} years${isChildAge(m.age) ? " (child)" : ""}`, labelOf(m.diet), labelOf(m.fitness_goal)].join(
    " · ",
  );

export function HouseholdList({
  members,
  onEdit,
  onRemove,
}: {
  members: readonly HouseholdMember[];
  onEdit(member: HouseholdMember): void;
  onRemove(member: HouseholdMember): Promise<void>;
}) {
  const [asking, setAsking] = useState<HouseholdMember | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      await onRemove(asking);
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };
  if (members.length === 0) {
    return <p className="text-sm text-muted-foreground">No one yet: plans are made for you alone.</p>;
  }
  return (
    <>
      <ul aria-label="Household members" className="grid gap-2">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium break-words">{m.name}</span>
              <span className="text-xs text-muted-foreground">{summary(m)}</span>
            </div>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" aria-label={`Edit ${m.name}`} onClick={() => onEdit(m)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Remove ${m.name}`}
                onClick={() => setAsking(m)}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <DialogContent>
          <DialogTitle className="pr-6 text-lg font-semibold">Remove {asking?.name}?</DialogTitle>
          <DialogDescription className="text-sm text-muted-foreground">
            Your next household plans leave them out. Plans already made keep them.
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => void remove()} disabled={busy}>
              {busy ? "Removing…" : "Remove"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
