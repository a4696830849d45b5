import type PDFDocument from "pdfkit";
import { labelOf } from "../../shared/domain";
import { type PlanData, type PlanMember, shownKcal } from "../../shared/plan-data";
import { weekAway } from "./cook-day";
import { gridTable } from "./pdf-grid";
import { andList, COLORS, grams, heading, paragraph } from "./pdf-layout";

type Doc = InstanceType<typeof PDFDocument>;

// The cover's part of a household's PDF (docs/product/plan-pdf.md): who is planned, with each
// person's goal and daily targets, and the meals each member eats away from home.

/** "every day", "Monday to Friday" (a run of the plan's days), or "Monday, Wednesday and Friday". */
function daysText(days: readonly string[], plan: PlanData): string {
  if (days.length === plan.days.length) return "every day";
  const at = days.map((d) => plan.days.findIndex((x) => x.day === d));
  const run = at.every((i, k) => k === 0 || i === (at[k - 1] ?? -2) + 1);
  return run && days.length >= 3 ? `${days[0]} to ${days.at(-1)}` : `on ${andList(days)}`;
}

/** "Who is planned": each person's goal and daily targets, and the meals members eat away from home. */
export function whoIsPlanned(doc: Doc, plan: PlanData, members: readonly PlanMember[]) {
  heading(doc, "Who is planned", 13);
  const people = [
    { name: "You", goal: plan.goals.fitness_goal, t: plan.targets },
    ...members.map((m) => ({ name: m.name, goal: m.goal, t: m.targets })),
  ];
  gridTable(
    doc,
    [
      { title: "Person", share: 0.2 },
      { title: "Goal", share: 0.12 },
      { title: "Energy", share: 0.11, align: "right" },
      { title: "Protein", share: 0.09, align: "right" },
      { title: "Carbohydrate", share: 0.14, align: "right" },
      { title: "Fat", share: 0.08, align: "right" },
      { title: "Fibre, at least", share: 0.12, align: "right" },
      { title: "Sodium, at most", share: 0.14, align: "right" },
    ],
    people.map(({ name, goal, t }) => [
      name,
      labelOf(goal),
      `${shownKcal(t.calories)} kcal`,
      grams(t.protein_g),
      grams(t.carbs_g),
      grams(t.fat_g),
      grams(t.fiber_g),
      `${Math.round(t.sodium_mg)} mg`,
    ]),
  );
  const away = members.flatMap((m) =>
    weekAway(m).map((a) => `${m.name}: ${andList(a.types)} ${daysText(a.days, plan)}`),
  );
  if (away.length === 0) {
    paragraph(doc, "Everyone eats every meal at home this week.", { size: 9 });
    return;
  }
  paragraph(doc, "Meals away from home", { size: 9, font: "bold" });
  for (const line of away) paragraph(doc, `•  ${line}`, { size: 9 });
  paragraph(
    doc,
    "On those days a person's day at home is held to the share of their targets eaten at home.",
    {
      size: 8.5,
      color: COLORS.muted,
    },
  );
  doc.moveDown(0.6);
}
