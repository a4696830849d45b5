import { useId, useState } from "react";
import {
  COOKING_MINUTES_MAX,
  COOKING_MINUTES_MIN,
  type Cooking,
  cookingOf,
  cookingSchema,
} from "../../../shared/cooking";
import type { UserRecord } from "../../../shared/user-api";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { useSaveSettings } from "./account-api";
import { NewPlanOffer } from "./new-plan-offer";
import { SettingsSection } from "./settings-section";

// How much cooking a person will do (docs/product/cooking-time.md): hands-on minutes on a weekday and
// at the weekend, and whether a meal may be cooked once and eaten twice. The next plan is made within
// them; plans already made keep the budget they were made with.

type Draft = { weekday: string; weekend: string; leftovers: boolean };

const draftOf = (c: Cooking): Draft => ({
  weekday: String(c.weekday_minutes),
  weekend: String(c.weekend_minutes),
  leftovers: c.leftovers,
});

export function CookingSettings({ uid, record }: { uid: string; record: UserRecord }) {
  const save = useSaveSettings(uid);
  const saved = cookingOf(record.cooking);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [error, setError] = useState<string | null>(null);
  const [offer, setOffer] = useState(false);
  const ids = { weekday: useId(), weekend: useId(), leftovers: useId(), error: useId() };
  const changed =
    draft.weekday !== String(saved.weekday_minutes) ||
    draft.weekend !== String(saved.weekend_minutes) ||
    draft.leftovers !== saved.leftovers;

  const onSave = async () => {
    const parsed = cookingSchema.safeParse({
      weekday_minutes: Number(draft.weekday),
      weekend_minutes: Number(draft.weekend),
      leftovers: draft.leftovers,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Check the minutes");
      return;
    }
    setError(null);
    try {
      const next = await save.mutateAsync({ cooking: parsed.data });
      setDraft(draftOf(cookingOf(next.cooking)));
      setOffer(true);
      toast({ title: "Cooking time saved" });
    } catch (err) {
      toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" });
    }
  };

  const set = (patch: Partial<Draft>) => {
    setOffer(false);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const field = (key: "weekday" | "weekend", label: string) => (
    <div className="grid gap-1">
      <label htmlFor={ids[key]} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={ids[key]}
          type="number"
          inputMode="numeric"
          min={COOKING_MINUTES_MIN}
          max={COOKING_MINUTES_MAX}
          step={5}
          value={draft[key]}
          onChange={(e) => set({ [key]: e.target.value })}
          aria-invalid={error !== null}
          aria-describedby={error ? ids.error : undefined}
          className="h-10 w-24 rounded-md border border-input bg-background px-3 text-base"
        />
        <span className="text-sm text-muted-foreground">minutes a day</span>
      </div>
    </div>
  );

  return (
    <SettingsSection
      id="cooking"
      title="Cooking time"
      description="Hands-on minutes you will spend cooking each day. Your next plan stays within them and cooks some meals once for two."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field("weekday", "On weekdays")}
        {field("weekend", "At the weekend")}
      </div>
      <label htmlFor={ids.leftovers} className="flex items-start gap-2 text-sm">
        <input
          id={ids.leftovers}
          type="checkbox"
          checked={draft.leftovers}
          onChange={(e) => set({ leftovers: e.target.checked })}
          className="mt-0.5 size-4"
        />
        <span>Cook once, eat twice: a dinner may make the next day's lunch</span>
      </label>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button className="justify-self-start" onClick={onSave} disabled={save.isPending || !changed}>
        {save.isPending ? "Saving…" : "Save Cooking Time"}
      </Button>
      <NewPlanOffer
        shown={offer}
        text="Saved. Your current plan was made with the cooking time you had before."
      />
    </SettingsSection>
  );
}
