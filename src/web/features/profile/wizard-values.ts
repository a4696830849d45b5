import type { z } from "zod";
import { FOODS_TO_INCLUDE, HEALTH_CONDITIONS } from "../../../shared/domain";
import { type ProfileInput, profileFormSchema } from "../../../shared/profile";
import { safeString } from "../../../shared/text";
import type { UserRecord } from "../../../shared/user-api";

// The wizard's form: the shared profile schema plus the two "Other" text boxes.

export const wizardSchema = profileFormSchema.extend({
  health_other: safeString().trim().max(80, { message: "Keep it under 80 characters" }),
  foods_other: safeString().trim().max(80, { message: "Keep it under 80 characters" }),
});
export type WizardInput = z.input<typeof wizardSchema>;
export type WizardValues = z.output<typeof wizardSchema>;

const known = (options: readonly string[]) => (v: string) => options.includes(v);

/** A saved list back into ticks plus Other text (typed text was saved in place of "other"). */
function splitList(saved: readonly string[], options: readonly string[]) {
  const ticks = saved.filter(known(options));
  const custom = saved.filter((v) => !known(options)(v));
  return { ticks: custom.length ? [...ticks, "other"] : ticks, other: custom.join(", ") };
}

export function wizardDefaults(record: UserRecord | null | undefined, fallbackName: string): WizardInput {
  const health = splitList(record?.health_conditions ?? [], HEALTH_CONDITIONS);
  const foods = splitList(record?.foods_to_include ?? [], FOODS_TO_INCLUDE);
  return {
    name: record?.name ?? fallbackName,
    age: record?.age ?? "",
    gender: (record?.gender as WizardInput["gender"]) ?? undefined,
    height_cm: record?.height_cm ?? "",
    weight_kg: record?.weight_kg ?? "",
    activity_level: (record?.activity_level as WizardInput["activity_level"]) ?? undefined,
    country_region: record?.country_region ?? "",
    food_preference: (record?.food_preference as WizardInput["food_preference"]) ?? undefined,
    health_conditions: health.ticks,
    health_other: health.other,
    foods_to_include: foods.ticks,
    foods_other: foods.other,
    units: record?.units ?? "metric",
  } as WizardInput;
}

/** Spec §3: typed text replaces "other"; Other with empty text is dropped. */
function withOther(list: readonly string[], text: string): string[] {
  const typed = text.trim();
  return list.flatMap((v) => (v === "other" ? (typed ? [typed] : []) : [v]));
}

export function toProfileInput(values: WizardValues): ProfileInput {
  const { health_other, foods_other, ...rest } = values;
  return {
    ...rest,
    health_conditions: withOther(values.health_conditions, health_other),
    foods_to_include: withOther(values.foods_to_include, foods_other),
  };
}

/** Spec §5: ticking None leaves only none, unticking it clears it; ticking another removes none. */
export function toggleCondition(current: readonly string[], value: string, checked: boolean): string[] {
  if (value === "none") return checked ? ["none"] : [];
  const others = current.filter((v) => v !== "none" && v !== value);
  return checked ? [...others, value] : others;
}

export function toggleValue(current: readonly string[], value: string, checked: boolean): string[] {
  const rest = current.filter((v) => v !== value);
  return checked ? [...rest, value] : rest;
}
