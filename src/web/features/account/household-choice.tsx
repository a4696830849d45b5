import { andList } from "../../../shared/allergens";
import type { HouseholdMember } from "../../../shared/household";
import { ChoiceCard } from "../../components/ui/choice";

// Who the new plan is for (docs/product/household.md): the person alone, or the person and every
// household member, each with their own portions. Offered only when there are members.

export function HouseholdChoice({
  members,
  household,
  onChange,
  disabled,
}: {
  members: readonly HouseholdMember[];
  household: boolean;
  onChange(household: boolean): void;
  disabled?: boolean;
}) {
  if (members.length === 0) return null;
  const names = andList(members.map((m) => m.name));
  return (
    <fieldset className="mx-auto grid w-full max-w-xl gap-2" disabled={disabled}>
      <legend className="mb-2 text-center text-base font-semibold">Plan for</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        <ChoiceCard
          type="radio"
          name="plan-for"
          value="me"
          checked={!household}
          onChange={() => onChange(false)}
          label="Just me"
          description="Your own week"
        />
        <ChoiceCard
          type="radio"
          name="plan-for"
          value="household"
          checked={household}
          onChange={() => onChange(true)}
          label="The household"
          description={`You and ${names}: the same meals, each portion sized to its eater`}
        />
      </div>
    </fieldset>
  );
}
