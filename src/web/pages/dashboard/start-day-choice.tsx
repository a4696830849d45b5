import type { WeekStartChoice } from "../../../shared/meal-plan-api";
import { longDay, nextMondayAfter } from "../../../shared/plan-dates";
import { ChoiceCard } from "../../components/ui/choice";

// The day the new plan's week starts (docs/product/plans-over-time.md): today, the default, or the
// coming Monday. Each choice names its date, read from the person's own clock.

export function StartDayChoice({
  today,
  value,
  onChange,
  disabled,
}: {
  /** The person's date (YYYY-MM-DD), from their device. */
  today: string;
  value: WeekStartChoice;
  onChange(value: WeekStartChoice): void;
  disabled?: boolean;
}) {
  const choices = [
    { value: "today", label: "Today", date: today },
    { value: "next_monday", label: "Next Monday", date: nextMondayAfter(today) },
  ] as const;
  return (
    <fieldset className="mx-auto grid w-full max-w-xl gap-2" disabled={disabled}>
      <legend className="mb-2 text-center text-base font-semibold">Start the week</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <ChoiceCard
            key={c.value}
            type="radio"
            name="week-start"
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            label={c.label}
            description={`Seven days from ${longDay(c.date)}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
