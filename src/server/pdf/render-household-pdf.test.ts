import { PDFParse } from "pdf-parse";
import { beforeAll, describe, expect, it } from "vitest";
import { buildHouseholdPlan, buildWeekPlan, type HouseholdEater } from "../../planner";
import { EVERY_MEAL, householdMember, ownerRequest } from "../../planner/test-support/households";
import { minutesText } from "../../shared/minutes";
import { ownDishWhy } from "../../shared/own-dish-reason";
import { type PlanData, shownKcal } from "../../shared/plan-data";
import { longDay } from "../../shared/plan-dates";
import { servingsNumber } from "../../shared/units";
import { pdfCacheKey } from "./pdf-cache";
import { renderPlanPdf } from "./render-plan-pdf";

// The household PDF read back as its reader would (issue 26 §3, docs/product/plan-pdf.md): who is
// planned with their targets, a page per day for the cook with everyone's portion of each dish, who
// has a dish of their own and why, everyone's day against their target, and the one shopping list.

const squash = (s: string) => s.replace(/\s+/g, " ").trim();
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "Sam 1" and not the start of "Sam 1½". */
const portion = (name: string, servings: number) =>
  new RegExp(`${literal(name)} ${literal(servingsNumber(servings))}(?![¼½¾\\d])`);

async function read(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const parsed = await parser.getText();
  await parser.destroy();
  return { text: squash(parsed.text), pages: parsed.pages.map((p) => squash(p.text)) };
}

const OWNER = ownerRequest({ foods_to_include: ["tea"] });
const ALL = EVERY_MEAL;
const SAM = householdMember({ allergies: ["milk"] });
const LEO: HouseholdEater = {
  ...SAM,
  member_id: "c1",
  name: "Leo",
  age: 7,
  height_cm: 122,
  weight_kg: 23,
  allergies: [],
  // A child is planned to maintain whatever the record says (docs/product/household.md).
  fitness_goal: "weight_loss",
  meals_at_home: { weekday: ["breakfast", "dinner", "snack"], weekend: [...ALL] },
};
const OPTS = { seed: 3, weekStart: "2026-11-30" };

describe("the household PDF", () => {
  let plan: PlanData;
  let text: string;
  let pages: string[];
  /** Each day's page, found by its heading. */
  let dayPages: string[];
  beforeAll(async () => {
    const r = await buildHouseholdPlan(OWNER, [SAM, LEO], OPTS);
    if (!r.ok) throw new Error(r.refusal.message);
    plan = r.plan;
    ({ text, pages } = await read(await renderPlanPdf(plan, "Zoë")));
    dayPages = plan.days.map((d) => pages.find((p) => p.startsWith(longDay(d.date ?? ""))) ?? "");
  }, 60_000);

  it("says who is planned: each person's goal and daily targets, and who eats meals away", () => {
    const members = plan.members ?? [];
    expect(members.map((m) => m.name)).toEqual(["Sam", "Leo"]);
    const cover = pages.slice(0, pages.indexOf(dayPages[0] ?? "-")).join(" ");
    expect(cover).toContain("Your household's 7-day meal plan");
    expect(cover).toContain("Who is planned");
    const people = [
      { name: "You", goal: "Maintain", t: plan.targets },
      ...members.map((m) => ({ ...m, goal: "Maintain", t: m.targets })),
    ];
    for (const { name, goal, t } of people)
      expect(cover).toContain(
        `${name} ${goal} ${shownKcal(t.calories)} kcal ${Math.round(t.protein_g)} g ${Math.round(t.carbs_g)} g ` +
          `${Math.round(t.fat_g)} g ${Math.round(t.fiber_g)} g ${Math.round(t.sodium_mg)} mg`,
      );
    // Leo is at school for lunch on weekdays: the plan starts on a Monday.
    const away = cover.slice(cover.indexOf("Meals away from home"), cover.indexOf("On those days"));
    expect(away).toBe("Meals away from home • Leo: lunch Monday to Friday ");
  });

  it("gives each day one page of its own, in order, after the cover", () => {
    const first = pages.indexOf(dayPages[0] ?? "-");
    expect(first).toBeGreaterThan(0);
    expect(pages.slice(first, first + 7)).toEqual(dayPages);
    expect(pages[first + 7]).toContain("Shopping list for the week");
  });

  it("names each dish once with everyone's portion of it, and each own dish with its reason", () => {
    let shared = 0;
    let own = 0;
    plan.days.forEach((day, i) => {
      const page = dayPages[i] ?? "";
      for (const meal of day.meals) {
        expect(page.split(squash(meal.name)).length - 1).toBe(1);
        if (meal.include_item === undefined) expect(page).toMatch(portion("You", meal.servings));
      }
      for (const m of plan.members ?? [])
        for (const x of m.days[i]?.meals ?? []) {
          const theirs = day.meals.some((o) => o.type === x.type && o.recipe_id === x.recipe_id);
          if (theirs && !x.own_dish_reason) {
            shared++;
            expect(page).toMatch(portion(m.name, x.servings));
          } else {
            own++;
            expect(page).toMatch(
              new RegExp(`${m.name}('s| and \\w+'s) own dish: ${literal(squash(x.name))}`),
            );
            expect(page).toContain(ownDishWhy(x.own_dish_reason ?? ""));
          }
        }
    });
    expect(shared).toBeGreaterThan(30);
    expect(own).toBeGreaterThan(0);
  });

  it("gives each day's cooking minutes, saying when members' own dishes are not in them", () => {
    plan.days.forEach((day, i) => {
      const c = day.cooking_minutes;
      const own = (plan.members ?? []).some((m) => m.days[i]?.meals.some((x) => x.own_dish_reason));
      expect(dayPages[i]).toContain(
        `Cooking today${own ? ", own dishes aside" : ""}: ${minutesText(c?.hands_on ?? -1)} hands-on · ${minutesText(c?.total ?? -1)} in all`,
      );
    });
  });

  it("says which meals are leftovers, and what is cooked for later", () => {
    const day = plan.days.findIndex((d) => d.meals.some((m) => m.leftover_of));
    const meal = plan.days[day]?.meals.find((m) => m.leftover_of);
    expect(dayPages[day]).toContain(`Leftovers from ${meal?.leftover_of?.day}'s ${meal?.leftover_of?.type}`);
    const cook = plan.days[0]?.meals.find((m) => m.cooks_for);
    expect(dayPages[0]).toContain(`Cook enough for later too: ${cook?.cooks_for?.[0]?.day}'s`);
  });

  it("prints each cooked dish's pot, its servings, lines and method, and nothing to cook for leftovers", () => {
    const cooked = plan.days.flatMap((d, i) =>
      d.meals.filter((m) => m.pot).map((m) => ({ m, page: dayPages[i] ?? "" })),
    );
    expect(cooked.length).toBeGreaterThan(7);
    for (const { m, page } of cooked) {
      expect(page).toContain(`The pot, ${servingsNumber(m.pot?.servings ?? 0)} serving`);
      for (const line of m.pot?.ingredients ?? []) expect(page).toContain(squash(line));
      expect(page).toContain(`1. ${squash(m.pot?.instructions[0] ?? "-")}`);
    }
    for (const [i, day] of plan.days.entries())
      for (const m of day.meals.filter((x) => x.leftover_of))
        expect(dayPages[i]).not.toContain(squash(m.instructions[0] ?? "-"));
  });

  it("prints the owner's lines, said to be theirs, for a plan stored before pots were", async () => {
    const before = structuredClone(plan);
    for (const d of before.days) for (const m of d.meals) delete m.pot;
    const old = await read(await renderPlanPdf(before, "Zoë"));
    expect(old.text).not.toContain("The pot");
    const first = before.days[0]?.meals.find((m) => !m.leftover_of && m.include_item === undefined);
    expect(old.text).toContain(
      `Ingredients for your ${servingsNumber(first?.servings ?? 0)} serving${(first?.servings ?? 0) > 1 ? "s" : ""}: ${squash(first?.ingredients.join(" · ") ?? "-")}`,
    );
  });

  it("shows each person's energy of the day against their own target, and who is away", () => {
    plan.days.forEach((day, i) => {
      const page = dayPages[i] ?? "";
      const you = shownKcal(day.meals.reduce((s, m) => s + m.calories, 0));
      expect(page).toContain(`You ${you} of ${shownKcal(plan.targets.calories)} kcal`);
      for (const m of plan.members ?? []) {
        const theirs = m.days[i];
        expect(page).toContain(
          `${m.name} ${shownKcal(theirs?.totals.calories ?? -1)} of ${shownKcal(m.targets.calories)} kcal`,
        );
      }
      const weekend = day.day === "Saturday" || day.day === "Sunday";
      if (weekend) expect(page).not.toContain("Away from home today");
      else expect(page).toContain("Away from home today: Leo (lunch).");
    });
  });

  it("has the household's one shopping list, everyone's meals summed", () => {
    const list = text.slice(text.indexOf("Shopping list for the week"));
    expect(list).toContain("summed over everyone's meals");
    for (const aisle of plan.shopping_list)
      for (const item of aisle.items) expect(list).toContain(`${squash(item.name)} ${squash(item.display)}`);
  });
});

describe("the PDF cache key of a household plan", () => {
  it("changes with a member's name, portion or pot, all of which the PDF shows", async () => {
    const r = await buildHouseholdPlan(OWNER, [SAM, LEO], OPTS);
    if (!r.ok) throw new Error(r.refusal.message);
    const key = (planData: PlanData) => pdfCacheKey({ planId: "p1", planData, name: "Zoë", opts: {} });
    const edit = (change: (p: PlanData) => void) => {
      const copy = structuredClone(r.plan);
      change(copy);
      return key(copy);
    };
    const before = key(r.plan);
    expect(edit(() => {})).toBe(before);
    expect(
      edit((p) => {
        if (p.members?.[0]) p.members[0].name = "Samuel";
      }),
    ).not.toBe(before);
    expect(
      edit((p) => {
        const meal = p.members?.[1]?.days[0]?.meals[0];
        if (meal) meal.servings += 0.25;
      }),
    ).not.toBe(before);
    expect(
      edit((p) => {
        const meal = p.days[0]?.meals[0];
        if (meal) meal.pot = { servings: 9, ingredients: ["1 kg flour"], instructions: [] };
      }),
    ).not.toBe(before);
  }, 60_000);
});

describe("a plan of one person", () => {
  it("prints no household parts, and the same with an empty members list", async () => {
    const r = await buildWeekPlan(OWNER, OPTS);
    if (!r.ok) throw new Error(r.refusal.message);
    const alone = await read(await renderPlanPdf(r.plan, "Zoë"));
    const empty = await read(await renderPlanPdf({ ...r.plan, members: [] }, "Zoë"));
    expect(empty).toEqual(alone);
    expect(alone.text).toContain("Daily targets");
    expect(alone.text).toContain("Your personalised 7-day meal plan");
    expect(alone.text).not.toMatch(/Who is planned|everyone's day|own dish/);
  }, 60_000);
});
