import { useState } from "react";
import type { Allergen } from "../../../shared/allergens";
import type { UserRecord } from "../../../shared/user-api";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/error-message";
import { AllergyChecks } from "../profile/allergy-fields";
import { ExcludedFoodsField } from "../profile/excluded-foods-field";
import { useSaveSettings } from "./account-api";
import { NewPlanOffer } from "./new-plan-offer";
import { SettingsSection } from "./settings-section";

// Allergies and foods not eaten. Plans already made keep the rules they were made with; the next plan
// follows these (docs/product/account.md), so a saved change offers to make one.

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

export function DietSettings({ uid, record }: { uid: string; record: UserRecord }) {
  const save = useSaveSettings(uid);
  const [allergies, setAllergies] = useState<Allergen[]>(record.allergies);
  const [foods, setFoods] = useState<string[]>(record.excluded_foods);
  const [draft, setDraft] = useState("");
  const [offer, setOffer] = useState(false);
  const changed = !same(allergies, record.allergies) || !same(foods, record.excluded_foods);

  const onSave = async () => {
    try {
      const saved = await save.mutateAsync({ allergies, excluded_foods: foods });
      setAllergies(saved.allergies);
      setFoods(saved.excluded_foods);
      setOffer(true);
      toast({ title: "Allergies and foods saved" });
    } catch (err) {
      toast({ title: "Not saved", description: errorMessage(err), variant: "destructive" });
    }
  };

  return (
    <SettingsSection
      id="diet"
      title="Allergies and foods you don't eat"
      description="Your next plan follows these. Plans you already have stay as they were made."
    >
      <AllergyChecks
        ticked={allergies}
        onToggle={(group, checked) => {
          setOffer(false);
          setAllergies((list) => (checked ? [...list, group] : list.filter((g) => g !== group)));
        }}
      />
      <ExcludedFoodsField
        foods={foods}
        draft={draft}
        onFoodsChange={(list) => {
          setOffer(false);
          setFoods(list);
        }}
        onDraftChange={setDraft}
      />
      <Button className="justify-self-start" onClick={onSave} disabled={save.isPending || !changed}>
        {save.isPending ? "Saving…" : "Save Allergies and Foods"}
      </Button>
      <NewPlanOffer shown={offer} text="Saved. Your current plan was made before this change." />
    </SettingsSection>
  );
}
