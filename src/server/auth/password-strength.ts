import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { BRAND } from "../../../content/site";

// New passwords (sign-up, change, reset) are scored by zxcvbn-ts, offline: its common-password,
// English and name lists, keyboard patterns, dates, l33t spellings, and our own words, which guessers
// try first on a meal-planning site (issue 24: "Passw0rd!", "Summer2026" and "nutriweek1" passed the
// plain common-password list). Score 3 of 4 ("safely unguessable", about 10^8 guesses and more) is
// required, as zxcvbn's authors suggest for sites that store slow hashes.

export const MIN_PASSWORD_SCORE = 3;

/** What guessers try first on this site, besides the person's own name and address. */
const PRODUCT_WORDS = [
  BRAND,
  "nutri",
  "nutriweek",
  "nutrition",
  "week",
  "weekly",
  "meal",
  "meals",
  "mealplan",
  "mealplanner",
  "plan",
  "planner",
  "diet",
  "dieting",
  "healthy",
  "health",
  "fitness",
  "calorie",
  "calories",
  "protein",
  "recipe",
  "recipes",
  "keto",
  "vegan",
].map((w) => w.toLowerCase());

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary, nutriweek: PRODUCT_WORDS },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
  // Our passwords are at most 128 characters (PASSWORD_MAX), so scoring stays quick.
  maxLength: 128,
});

/**
 * Why a new password is too easy to guess, in words for the person; null when it is strong enough.
 * `personal` holds the account's name and e-mail address, which a guesser knows.
 */
export function weakPasswordReason(password: string, personal: (string | undefined)[]): string | null {
  // The whole value, an address's local part, and each word of it.
  const inputs = personal
    .flatMap((p) => (p ? [p, p.split("@")[0] ?? "", ...p.split(/[@.\s_+-]+/)] : []))
    .filter((p) => p.length > 2);
  const result = zxcvbn.check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0];
  return ["This password is too easy to guess.", hint, "A few unrelated words make a strong one."]
    .filter(Boolean)
    .join(" ");
}
