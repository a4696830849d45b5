import type { DayRule } from "./day-rule";

// The cooking budget (docs/product/cooking-time.md): a day's hands-on minutes stay within what the
// person said they will cook that day (weekday or weekend). A hard rule: the week planner relaxes it in
// steps before refusing (search/cooking-budget.ts), and says so in the notes. The checker's test is
// the week rule's (rules/week-rules.ts COOKING_BUDGET_WEEK), which reads each day's stated minutes.

export const COOKING_TIME: DayRule = {
  group: "cooking_time",
  score(d) {
    if (d.on.cooking_time && d.M > d.budget) d.hard += ((d.M - d.budget) / d.budget) * 100;
  },
  model(m) {
    if (!m.on("cooking_time") || !Number.isFinite(m.cookingBudget)) return;
    m.addRow(
      Number.NEGATIVE_INFINITY,
      m.cookingBudget - m.fixedMinutes,
      m.cells.map((c) => [c.y, m.minutesOf(c.facts)] as const),
    );
  },
  refusal: ({ budgetWeekday, budgetWeekend }) => ({
    rule: `Hands-on cooking at most ${budgetWeekday} minutes on weekdays and ${budgetWeekend} at weekends`,
    message: `Even with leftovers and the quickest recipes that fit your other rules, a day needs more hands-on cooking than ${budgetWeekday} minutes on a weekday or ${budgetWeekend} at the weekend.`,
    suggestion: "Allow more cooking time a day in your settings.",
  }),
};
