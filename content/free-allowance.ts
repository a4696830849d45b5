// The free-plan allowance (docs/product/free-plan-allowance.md) as the running server has it.
// FREE_PLANS_PER_MONTH is read at start-up, after the pages were prerendered, so prerendered text carries
// tokens that the server fills in when it serves a page; the client reads the same number from a meta tag, so
// hydration matches.

/** Plans a free account may generate per calendar month (UTC); null means no limit. */
export type FreeAllowance = number | null;

export interface FreeAllowanceTexts {
  /** Mid-sentence: "3 meal plans per calendar month" / "as many meal plans as you like". */
  phrase: string;
  /** A pricing-card line: "3 meal plans per month" / "Unlimited meal plans". */
  feature: string;
}

export function freeAllowanceTexts(allowance: FreeAllowance): FreeAllowanceTexts {
  if (allowance === null)
    return { phrase: "as many meal plans as you like", feature: "Unlimited meal plans" };
  const plans = `${allowance} meal ${allowance === 1 ? "plan" : "plans"}`;
  return { phrase: `${plans} per calendar month`, feature: `${plans} per month` };
}

/** What the prerender writes where the texts go; the server replaces each with the real text. */
export const FREE_ALLOWANCE_TOKENS: FreeAllowanceTexts = {
  phrase: "__NUTRIWEEK_FREE_PLANS_PHRASE__",
  feature: "__NUTRIWEEK_FREE_PLANS_FEATURE__",
};

/** `<meta name=… content=…>` in every page: the allowance as a number, or "unlimited". */
export const FREE_ALLOWANCE_META_NAME = "nutriweek-free-plans";
export const FREE_ALLOWANCE_META_TOKEN = "__NUTRIWEEK_FREE_PLANS__";

export const freeAllowanceMetaValue = (allowance: FreeAllowance) =>
  allowance === null ? "unlimited" : String(allowance);

export function parseFreeAllowance(value: string | null | undefined): FreeAllowance {
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/** Every token of a prerendered page and its value for this server. */
export function freeAllowanceReplacements(allowance: FreeAllowance): [string, string][] {
  const texts = freeAllowanceTexts(allowance);
  return [
    [FREE_ALLOWANCE_META_TOKEN, freeAllowanceMetaValue(allowance)],
    [FREE_ALLOWANCE_TOKENS.phrase, texts.phrase],
    [FREE_ALLOWANCE_TOKENS.feature, texts.feature],
  ];
}
