import type { Food } from "../library/library-types";

// Free-text foods-to-include ("bananas", "Greek yogurt") are matched to the food table by words, so
// plurals and word order do not matter and the most generic food wins.

/** "berries" → "berry", "tomatoes" → "tomato", "apples"/"apple" → "appl": both sides get the same key. */
const stem = (w: string) =>
  w
    .replace(/ies$/, "y")
    .replace(/([^s])s$/, "$1")
    .replace(/e$/, "");

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map(stem);
}

/** The food whose name or id holds every word of the text; the shortest such name wins. */
export function matchFood(text: string, foods: Iterable<Food>): Food | null {
  const want = wordsOf(text);
  if (want.length === 0) return null;
  let best: { food: Food; size: number } | null = null;
  for (const food of foods) {
    const have = new Set([...wordsOf(food.name), ...wordsOf(food.id)]);
    if (!want.every((w) => have.has(w))) continue;
    const size = wordsOf(food.name).length;
    if (!best || size < best.size || (size === best.size && food.id < best.food.id)) best = { food, size };
  }
  return best?.food ?? null;
}
