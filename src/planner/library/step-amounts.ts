// What a recipe step may say about amounts. The ingredient list is scaled to the servings a plan
// gives a meal, and a step beside it must never contradict it: "Heat 6 g of the oil" is wrong at two
// servings. So a step names an ingredient without its amount ("half the oil", "the rest of the
// garlic"), and a liquid that is not in the list (water to cook rice in, a bean's cooking liquid) is
// written as a scalable volume per serving, `{200 ml}`, which the plan shows scaled ("400 ml" at two
// servings, "1 tbsp" for a little). Anything else that reads as an amount is refused when the recipe
// files are read.

/** `{200 ml}`: millilitres per serving of a liquid not in the ingredient list, scaled in the plan. */
export const STEP_VOLUME = /\{(\d+(?:\.\d+)?) ml\}/g;

/**
 * An amount written into a step: "6 g", "100 ml", "2 tablespoons", "a teaspoon of", "a cup of". Sizes
 * and temperatures ("2 cm", "220 °C") and tools ("scoop with a teaspoon", "arrange in a cup") are not.
 */
export const AMOUNT_IN_STEP =
  /\b\d+(?:[.,]\d+)?\s?(?:g|kg|mg|ml|l|cl|dl|litres?|liters?|oz|lb|cups?|tbsp|tsp|tablespoons?|teaspoons?)\b|\b(?:a|an|one|two|three|four|half a|a quarter) (?:tablespoons?|teaspoons?|tbsp|tsp|cups?|litres?|liters?) of\b/i;

/** The amount a step writes outside its scalable volumes, or undefined when it writes none. */
export function amountInStep(step: string): string | undefined {
  return AMOUNT_IN_STEP.exec(step.replace(STEP_VOLUME, ""))?.[0];
}
