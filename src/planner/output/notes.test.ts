import { describe, expect, it } from "vitest";
import type { PlanData } from "../../shared/plan-data";
import type { PlanRequest } from "../../shared/plan-request";
import { buildWeekPlan, checkPlan } from "../index";
import { DEFAULT_LIBRARY } from "../library/default-library";

// A food asked for is with the same meal in the notes as in the stored plan (its time is its meal's):
// coffee with breakfast; dark chocolate with the afternoon snack, or with dinner on a day that has
// no snack, and the notes name those days.

const REQ: PlanRequest = {
  age: 30,
  gender: "female",
  height_cm: 160,
  weight_kg: 55,
  activity_level: "sedentary",
  health_conditions: [],
  foods_to_include: ["coffee", "dark_chocolate"],
  fitness_goal: "maintain",
  cuisine: "mediterranean",
  diet: "vegetarian",
};

async function planFor(seed: number): Promise<PlanData> {
  const r = await buildWeekPlan(REQ, { seed, weekStart: "2026-11-23" });
  if (!r.ok) throw new Error(r.refusal.message);
  return r.plan;
}

describe("notes about foods to include", () => {
  it("name the meal each is stored with, day by day", async () => {
    let withoutSnack = 0;
    for (const seed of [1, 2, 3]) {
      const plan = await planFor(seed);
      expect(checkPlan(plan, REQ, DEFAULT_LIBRARY)).toEqual([]);
      const note = (start: string) => plan.notes.find((n) => n.startsWith(start)) ?? "";
      expect(note("You asked for coffee")).toMatch(/ is in every day with breakfast, counted/);
      const chocolate = note("You asked for dark chocolate");
      const noSnack = plan.days.filter((d) => !d.meals.some((m) => m.type === "snack" && !m.include_item));
      withoutSnack += noSnack.length;
      for (const d of plan.days) {
        const item = d.meals.find((m) => m.include_item === "dark_chocolate");
        const hasSnack = !noSnack.includes(d);
        const host = d.meals.find(
          (m) => !m.include_item && m.type === (hasSnack ? "snack" : "dinner") && m.time === item?.time,
        );
        expect(host, `${d.day}: the chocolate's time is its meal's`).toBeDefined();
      }
      const days = noSnack.map((d) => d.day);
      if (days.length === 0) expect(chocolate).toMatch(/ is in every day with the afternoon snack, counted/);
      else if (days.length === 7) expect(chocolate).toMatch(/ is in every day with dinner, counted/);
      else {
        // The most common meal first, then the other with its days named.
        const snackDays = plan.days.filter((d) => !noSnack.includes(d)).map((d) => d.day);
        const [first, other, named] =
          snackDays.length >= days.length
            ? ["the afternoon snack", "dinner", days]
            : ["dinner", "the afternoon snack", snackDays];
        expect(chocolate).toContain(`is in every day with ${first}, and with ${other} on `);
        for (const day of named) expect(chocolate).toMatch(new RegExp(`with ${other} on [^.]*${day}`));
      }
    }
    // A seed with a day without a snack, so the fallback was met (change the seeds if the library moves).
    expect(withoutSnack).toBeGreaterThan(0);
  }, 120_000);
});
