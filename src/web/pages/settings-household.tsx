import { useRef, useState } from "react";
import type { HouseholdMember, MemberRequest } from "../../shared/household";
import type { UnitSystem } from "../../shared/units";
import { Button } from "../components/ui/button";
import { toast } from "../components/ui/use-toast";
import { useHouseholdMembers, useRemoveMember, useSaveMember } from "../features/account/household-api";
import { HouseholdList } from "../features/account/household-list";
import { SettingsSection } from "../features/account/settings-section";
import { errorMessage } from "../lib/error-message";
import { MemberForm } from "./settings-household-form";

// Settings' "Household" (docs/product/household.md): the people the person plans for besides
// themselves, listed, added, changed and removed; the form asks what the profile wizard asks.

export function HouseholdSettings({ uid, units }: { uid: string; units: UnitSystem }) {
  const members = useHouseholdMembers(uid);
  const save = useSaveMember(uid);
  const remove = useRemoveMember(uid);
  // null: no form open; "new": adding; a member: editing them.
  const [editing, setEditing] = useState<HouseholdMember | "new" | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = members.data?.members ?? [];
  const max = members.data?.max_members ?? 0;
  const full = list.length >= max;

  const close = () => {
    setEditing(null);
    // Back to where the person started, so the keyboard does not land at the top of the page.
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const onSave = async (body: MemberRequest) => {
    const member = editing === "new" ? undefined : (editing ?? undefined);
    try {
      const saved = await save.mutateAsync({ id: member?.id, body });
      toast({ title: member ? `${saved.name} saved` : `${saved.name} added to your household` });
      close();
    } catch (err) {
      toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" });
    }
  };
  const onRemove = async (member: HouseholdMember) => {
    try {
      await remove.mutateAsync(member.id);
      toast({ title: `${member.name} removed from your household` });
      if (editing !== "new" && editing?.id === member.id) setEditing(null);
      // After the dialog has handed focus back (to a Remove button that is gone).
      requestAnimationFrame(() => addButton.current?.focus());
    } catch (err) {
      toast({ title: "Not removed", description: errorMessage(err), variant: "destructive" });
    }
  };

  return (
    <SettingsSection
      id="household"
      title="Household"
      description="The people you cook for. When you make a plan, choose the household to size each person's portion of the same meals."
    >
      {members.isPending ? <p className="text-sm text-muted-foreground">Loading your household…</p> : null}
      {members.error ? (
        <p role="alert" className="text-sm text-destructive">
          Your household could not be loaded. Reload the page to try again.
        </p>
      ) : null}
      {members.data ? <HouseholdList members={list} onEdit={setEditing} onRemove={onRemove} /> : null}
      {editing ? (
        <MemberForm
          key={editing === "new" ? "new" : editing.id}
          member={editing === "new" ? null : editing}
          units={units}
          saving={save.isPending}
          onSave={onSave}
          onCancel={close}
        />
      ) : members.data ? (
        <div className="grid gap-1">
          <Button
            ref={addButton}
            variant="outline"
            className="justify-self-start"
            disabled={full}
            aria-describedby={full ? "household-full" : undefined}
            onClick={() => setEditing("new")}
          >
            Add a member
          </Button>
          {full ? (
            <p id="household-full" className="text-sm text-muted-foreground">
              A household has at most {max} members besides you: remove one to add another.
            </p>
          ) : null}
        </div>
      ) : null}
    </SettingsSection>
  );
}
