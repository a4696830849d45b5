import { FITNESS_GOALS, type FitnessGoal, labelOf, MEAL_TYPES, type MealType } from "../../../shared/domain";
import { CHILD_AGES, type MealsAtHome } from "../../../shared/household";
import { ChoiceCard } from "../../components/ui/choice";

// The two answers a household member has beyond the profile's: their goal (a child's is always
// maintain) and the meals they eat at home, weekdays and weekends apart (docs/product/household.md).

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {text}
    </p>
  ) : null;
}

export function MemberGoalField({
  value,
  onChange,
  child,
  error,
}: {
  value: FitnessGoal | undefined;
  onChange(goal: FitnessGoal): void;
  /** A child's goal is maintain, the only choice offered. */
  child: boolean;
  error?: string | undefined;
}) {
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={error ? "member-goal-hint member-goal-error" : "member-goal-hint"}
    >
      <legend className="mb-1 text-sm font-medium">Goal</legend>
      <p id="member-goal-hint" className="-mt-1 text-xs text-muted-foreground">
        {child
          ? `Children (${CHILD_AGES.min} to ${CHILD_AGES.max}) are planned for growth: their goal is maintain.`
          : "Their portions are sized to this goal."}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {FITNESS_GOALS.map((g) => (
          <ChoiceCard
            key={g}
            type="radio"
            name="member-goal"
            value={g}
            label={labelOf(g)}
            checked={(child ? "maintain" : value) === g}
            disabled={child && g !== "maintain"}
            onChange={() => onChange(g)}
          />
        ))}
      </div>
      <Problem id="member-goal-error" text={error} />
    </fieldset>
  );
}

const DAYS = [
  { key: "weekday", legend: "Weekdays, Monday to Friday" },
  { key: "weekend", legend: "Saturday and Sunday" },
] as const;

/** Ticked: the person eats that meal at home and is planned for it. */
export function MealsAtHomeField({
  value,
  onChange,
  error,
}: {
  value: MealsAtHome;
  onChange(value: MealsAtHome): void;
  error?: string | undefined;
}) {
  const toggle = (key: keyof MealsAtHome, meal: MealType, on: boolean) => {
    const list = on ? [...value[key], meal] : value[key].filter((m) => m !== meal);
    onChange({ ...value, [key]: MEAL_TYPES.filter((m) => list.includes(m)) });
  };
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? "meals-home-hint meals-home-error" : "meals-home-hint"}
    >
      <legend className="mb-1 text-sm font-medium">Meals eaten at home</legend>
      <p id="meals-home-hint" className="-mt-2 text-xs text-muted-foreground">
        Untick a meal they eat elsewhere, such as lunch at school or work: it is not planned for them.
      </p>
      {DAYS.map((d) => (
        <fieldset key={d.key} className="grid gap-2">
          <legend className="mb-1 text-sm">{d.legend}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {MEAL_TYPES.map((meal) => (
              <ChoiceCard
                key={meal}
                type="checkbox"
                name={`meals-${d.key}`}
                value={meal}
                label={labelOf(meal)}
                checked={value[d.key].includes(meal)}
                onChange={(e) => toggle(d.key, meal, e.currentTarget.checked)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <Problem id="meals-home-error" text={error} />
    </fieldset>
  );
}
