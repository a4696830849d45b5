import type { z } from "zod";
import { type Allergen, allergensNamedIn } from "../../../shared/allergens";
import { FOODS_TO_INCLUDE, HEALTH_CONDITIONS } from "../../../shared/domain";
import { LIST_LIMITS, type ProfileInput, profileFormSchema } from "../../../shared/profile";
import { safeString } from "../../../shared/text";
import type { UserRecord } from "../../../shared/user-api";

// The wizard's form: the shared profile schema plus the two "Other" text boxes and the food being
// typed under "Foods I don't eat" (kept in the form so it survives moving between steps).

const typedText = safeString().trim().max(LIST_LIMITS.itemLength, { message: "Keep it under 80 characters" });

export const wizardSchema = profileFormSchema.extend({
  health_other: typedText,
  foods_other: typedText,
  excluded_draft: typedText.optional(),
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
    allergies: record?.allergies ?? [],
    excluded_foods: record?.excluded_foods ?? [],
    excluded_draft: "",
    units: record?.units ?? "metric",
  } as WizardInput;
}

/** Typed text replaces "other"; Other with empty text is dropped. */
function withOther(list: readonly string[], text: string): string[] {
  const typed = text.trim();
  return list.flatMap((v) => (v === "other" ? (typed ? [typed] : []) : [v]));
}

/**
 * The profile to save. Allergies and excluded foods are always sent, even empty: the server keeps the
 * saved lists when they are left out, so an unticked allergy would otherwise come back. A food still
 * in the box, typed but not yet added, is added: the person meant it, and leaving it out is the
 * mistake that matters.
 */
export function toProfileInput(values: WizardValues): ProfileInput {
  const { health_other, foods_other, excluded_draft, ...rest } = values;
  return {
    ...rest,
    health_conditions: withOther(values.health_conditions, health_other),
    foods_to_include: withOther(values.foods_to_include, foods_other),
    allergies: values.allergies ?? [],
    excluded_foods: addExcludedFood(values.excluded_foods ?? [], excluded_draft ?? "").list,
  };
}

export type AddOutcome = "added" | "empty" | "duplicate" | "full";

/** One typed food onto the list: trimmed, once whatever its case, at most LIST_LIMITS.items. */
export function addExcludedFood(
  list: readonly string[],
  text: string,
): { list: string[]; outcome: AddOutcome } {
  const food = text.trim().replace(/\s+/g, " ").slice(0, LIST_LIMITS.itemLength);
  if (!food) return { list: [...list], outcome: "empty" };
  if (list.some((f) => f.toLowerCase() === food.toLowerCase()))
    return { list: [...list], outcome: "duplicate" };
  if (list.length >= LIST_LIMITS.items) return { list: [...list], outcome: "full" };
  return { list: [...list, food], outcome: "added" };
}

/** A typed text and the allergen groups it names that are not ticked yet: what the wizard asks about. */
export interface TickQuestion {
  text: string;
  groups: Allergen[];
}

/**
 * The groups each text names that the person has not ticked. Only asked, never ticked for them: the
 * words may describe an intolerance or a dislike rather than an allergy.
 */
export function tickQuestions(texts: readonly string[], ticked: readonly Allergen[]): TickQuestion[] {
  const seen = new Set<Allergen>();
  return texts.flatMap((text) => {
    const groups = allergensNamedIn(text).filter((g) => !ticked.includes(g) && !seen.has(g));
    for (const g of groups) seen.add(g);
    return groups.length > 0 ? [{ text: text.trim(), groups }] : [];
  });
}

/** Ticking None leaves only none, unticking it clears it; ticking another removes none. */
export function toggleCondition(current: readonly string[], value: string, checked: boolean): string[] {
  if (value === "none") return checked ? ["none"] : [];
  const others = current.filter((v) => v !== "none" && v !== value);
  return checked ? [...others, value] : others;
}

export function toggleValue(current: readonly string[], value: string, checked: boolean): string[] {
  const rest = current.filter((v) => v !== value);
  return checked ? [...rest, value] : rest;
}
