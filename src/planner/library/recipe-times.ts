import type { Recipe } from "./library-types";

// What a recipe's steps say about time (docs/product/cooking-time.md): the durations they name, and the work
// that must start ahead of the day (soaking overnight, a dough's rise, a long marinade). A recipe's minutes
// are checked against these, so the time a plan shows is the time its steps take.

/** Minutes in "30 seconds", "5 minutes", "8 to 10 minutes", "1½ hours", "2-3 hours". */
const DURATION =
  /(\d+(?:\.\d+)?|[¼½¾]|\d+[¼½¾])(?:\s*(?:to|-|–|or)\s*(\d+(?:\.\d+)?|[¼½¾]|\d+[¼½¾]))?\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?|h)\b/gi;
const FRACTION: Record<string, number> = { "¼": 0.25, "½": 0.5, "¾": 0.75 };

function number(text: string): number {
  const frac = FRACTION[text.slice(-1)];
  if (frac !== undefined) return (text.length > 1 ? Number(text.slice(0, -1)) : 0) + frac;
  return Number(text);
}

/** "an hour", "half an hour", "a minute": durations written in words. */
const WORD_DURATION = /\b(half an hour|an hour and a half|an hour|a minute|a few minutes)\b/gi;
const WORD_MINUTES: Record<string, number> = {
  "half an hour": 30,
  "an hour and a half": 90,
  "an hour": 60,
  "a minute": 1,
  "a few minutes": 3,
};

/** Numbers written as words, as many steps write them: "eight to ten minutes", "forty-five minutes". */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  "twenty-five": 25,
  thirty: 30,
  "thirty-five": 35,
  forty: 40,
  "forty-five": 45,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};
const WORD_NUMBER = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b`,
  "gi",
);

/** The step with its numbers in digits: "eight to ten minutes" → "8 to 10 minutes". */
const spelledOut = (text: string) =>
  text.replace(WORD_NUMBER, (w) => String(NUMBER_WORDS[w.toLowerCase()] ?? w));

/** Each duration a step names, in minutes (a range counts its upper end). */
export function durationsIn(text: string): number[] {
  const step = spelledOut(text);
  const out: number[] = [];
  for (const m of step.matchAll(WORD_DURATION)) out.push(WORD_MINUTES[(m[1] ?? "").toLowerCase()] ?? 0);
  for (const m of step.matchAll(DURATION)) {
    const value = number(m[2] ?? m[1] ?? "0");
    const unit = (m[3] ?? "").toLowerCase();
    const perUnit = unit.startsWith("s") ? 1 / 60 : unit.startsWith("h") ? 60 : 1;
    out.push(value * perUnit);
  }
  return out;
}

/**
 * Work that starts before the day's cooking: soaking or marinating overnight or for hours, a dough's
 * rise, fermenting, setting in the fridge for hours. A step saying so needs the recipe's `ahead`.
 */
const AHEAD =
  /\bovernight\b|\bnight before\b|\bthe day before\b|\b(soak|marinate|rise|prove|proof|ferment|chill|set|rest|refrigerate)\w*\b[^.]*\b((\d+(?:\.\d+)?|[¼½¾]|\d+[¼½¾])\s*(?:to\s*\d+\s*)?(hours?|hrs?|h)|an hour)\b/i;

export function stepNeedsAhead(text: string): boolean {
  const step = spelledOut(text);
  return AHEAD.test(step);
}

/** Problems with a recipe's minutes against its own steps; empty when they agree. */
export function timeProblems(recipe: Recipe): string[] {
  const out: string[] = [];
  const { handsOnMin, totalMin, ahead } = recipe;
  if (handsOnMin > totalMin) out.push(`hands-on ${handsOnMin} min is more than the total ${totalMin} min`);
  const aheadSteps = recipe.instructions.filter(stepNeedsAhead);
  if (aheadSteps.length > 0 && !ahead)
    out.push(`a step starts ahead of the day but "ahead" is missing: "${aheadSteps[0]}"`);
  if (ahead && aheadSteps.length === 0) out.push(`"ahead" says "${ahead}" but no step needs time ahead`);
  // The longest wait named in a step of the day itself fits in the total.
  const longest = Math.max(
    0,
    ...recipe.instructions.filter((s) => !stepNeedsAhead(s)).flatMap((s) => durationsIn(s)),
  );
  if (longest > totalMin)
    out.push(`a step takes ${Math.round(longest)} min but the total is ${totalMin} min`);
  // Steps can overlap (the rice cooks while the curry simmers), but not by more than half.
  const named = recipe.instructions
    .filter((s) => !stepNeedsAhead(s))
    .flatMap((s) => durationsIn(s))
    .reduce((a, b) => a + b, 0);
  if (named > 2 * totalMin)
    out.push(`the steps name ${Math.round(named)} min in all, more than twice the total ${totalMin} min`);
  return out;
}
