import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { nameSchema } from "../../../shared/profile";
import { UNIT_SYSTEMS, type UnitSystem } from "../../../shared/units";
import type { UserRecord } from "../../../shared/user-api";
import { Button } from "../../components/ui/button";
import { ChoiceCard } from "../../components/ui/choice";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { useSaveSettings } from "./account-api";
import { SettingsSection } from "./settings-section";

// Name and units. Units change how every plan is shown, at once (docs/product/account.md).

const formSchema = z.object({ name: nameSchema, units: z.enum(UNIT_SYSTEMS) });
type FormValues = z.infer<typeof formSchema>;

const UNIT_CHOICES: Record<UnitSystem, { label: string; description: string }> = {
  metric: { label: "Metric", description: "Grams, millilitres, °C" },
  imperial: { label: "Imperial", description: "Ounces, pounds, cups and spoons, °F" },
};

export function ProfileSettings({ uid, record }: { uid: string; record: UserRecord }) {
  const save = useSaveSettings(uid);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: record.name, units: record.units },
  });
  const units = form.watch("units");

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset({ name: saved.name, units: saved.units });
      toast({ title: "Settings saved", description: `Your plans now show ${saved.units} amounts.` });
    } catch (err) {
      toast({ title: "Settings not saved", description: errorMessage(err), variant: "destructive" });
    }
  });

  return (
    <SettingsSection id="profile" title="Name and units">
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <FormField label="Name" error={form.formState.errors.name?.message}>
          {(f) => (
            <Input
              id={f.id}
              autoComplete="name"
              required
              aria-invalid={f.invalid}
              aria-describedby={f.describedBy}
              {...form.register("name")}
            />
          )}
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Units for amounts</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {UNIT_SYSTEMS.map((u) => (
              <ChoiceCard
                key={u}
                type="radio"
                value={u}
                label={UNIT_CHOICES[u].label}
                description={UNIT_CHOICES[u].description}
                checked={units === u}
                {...form.register("units")}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save Name and Units"}
        </Button>
      </form>
    </SettingsSection>
  );
}
