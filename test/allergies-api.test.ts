import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FoodMatch } from "../src/shared/food-match-api";
import type { PlanData } from "../src/shared/plan-data";
import { jsonInit, type SignedUpUser, signUp } from "./support/auth-helpers";
import { TEST_PROFILE } from "./support/profiles";
import { startTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-database";

// Issue 21 through the API: the profile keeps allergies and excluded foods, a plan honours them and
// says so, the swap offers nothing they rule out, and the wizard's food search says what a name means.

const NUT_WORDS = /peanut|almond|walnut|pecan|cashew|pistachio|hazelnut|macadamia|pine nut|brazil nut/i;

const PROFILE = {
  ...TEST_PROFILE,
  country_region: "american",
  food_preference: "non_vegetarian",
  health_conditions: [],
  foods_to_include: [],
  allergies: ["tree_nuts", "peanut"],
  excluded_foods: ["mushrooms"],
};

describe.each(testDatabaseKinds())("allergies and excluded foods on $name", (kind) => {
  let t: TestApp;
  let a: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    a = await signUp(t, "Asha Rao");
  });
  afterAll(() => t.close());

  const put = (body: unknown) => t.request("/api/users/profile", jsonInit("PUT", body, a.cookie));

  it("keeps allergies and excluded foods in the profile, and a save that leaves them out keeps them", async () => {
    const saved = await put(PROFILE);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      allergies: ["peanut", "tree_nuts"],
      excluded_foods: ["mushrooms"],
    });
    const { allergies: _a, excluded_foods: _e, ...older } = PROFILE;
    expect((await put(older)).status).toBe(200);
    const record = await (await t.request(`/api/users/${a.id}`, { headers: { cookie: a.cookie } })).json();
    expect(record).toMatchObject({ allergies: ["peanut", "tree_nuts"], excluded_foods: ["mushrooms"] });
  });

  it("refuses an allergy that is not on the list with a field message", async () => {
    const res = await put({ ...PROFILE, allergies: ["nightshades"] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.fields?.["allergies.0"] ?? body.fields?.allergies).toBeDefined();
  });

  it("plans without them, says so, and offers no swap that contains them", async () => {
    await put(PROFILE);
    const res = await t.request(
      "/api/meal-plans/generate",
      jsonInit(
        "POST",
        { fitness_goal: "maintain", cuisine: "american", diet_type: "non_vegetarian" },
        a.cookie,
      ),
    );
    expect(res.status).toBe(201);
    const { id, plan_data: plan } = (await res.json()) as { id: string; plan_data: PlanData };
    expect(plan.free_from).toEqual({ allergies: ["peanut", "tree_nuts"], excluded_foods: ["mushrooms"] });
    expect(plan.notes[0]).toMatch(/^Free from: peanuts, tree nuts, mushrooms\./);
    const lines = plan.days.flatMap((d) => d.meals.flatMap((m) => m.ingredients));
    expect(lines.filter((l) => NUT_WORDS.test(l) || /mushroom/i.test(l))).toEqual([]);

    // The first meal of the week that has alternatives (a tightly restricted day may have none).
    let swapped: PlanData | null = null;
    for (const [day, d] of plan.days.entries()) {
      const meal = d.meals.findIndex((m) => m.include_item === undefined);
      const alts = await t.request(`/api/meal-plans/${id}/days/${day}/meals/${meal}/alternatives`, {
        headers: { cookie: a.cookie },
      });
      if (alts.status !== 200) continue;
      const { options } = (await alts.json()) as { options: { recipe_id: string }[] };
      const first = options[0];
      if (!first) continue;
      const swap = await t.request(
        `/api/meal-plans/${id}/days/${day}/meals/${meal}/swap`,
        jsonInit("POST", { recipe_id: first.recipe_id }, a.cookie),
      );
      expect(swap.status).toBe(200);
      swapped = (await swap.json()).plan_data as PlanData;
      const lines = swapped.days[day]?.meals.flatMap((m) => m.ingredients) ?? [];
      expect(lines.filter((l) => NUT_WORDS.test(l) || /mushroom/i.test(l))).toEqual([]);
      break;
    }
    expect(swapped).not.toBeNull();
  });

  it("says which library foods a typed name leaves out, and which allergy it names", async () => {
    const res = await t.request("/api/foods/match?q=mushrooms");
    expect(res.status).toBe(200);
    const match = (await res.json()) as FoodMatch;
    expect(match.matches).toEqual(expect.arrayContaining(["mushrooms", "portobello mushrooms"]));
    const peanut = (await (await t.request("/api/foods/match?q=peanut%20butter")).json()) as FoodMatch;
    expect(peanut.allergens).toEqual(["peanut"]);
    expect(peanut.matches).toEqual(["peanut butter"]);
    const none = (await (await t.request("/api/foods/match?q=durian")).json()) as FoodMatch;
    expect(none.matches).toEqual([]);
    expect((await t.request("/api/foods/match?q=")).status).toBe(400);
  });
});
