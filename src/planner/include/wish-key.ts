// Foods-to-include wishes are free text; the planner and its checker must agree on which are the same.

const normal = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_|_$/g, "");

/**
 * Which wishes count as one: "Tea" and "tea!" do. A wish with no Latin letter or digit ("茶", "!!!")
 * is its own key, so it is still answered with a note rather than silently dropped.
 */
export const wishKey = (s: string) => normal(s) || `text:${s.trim()}`;
