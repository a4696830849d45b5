import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import type { ShoppingItem } from "../src/shared/plan-data";
import { showShopping, splitPantry } from "../src/shared/shopping-display";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser } from "./support/users";

// The shopping list in buying units, with the pantry apart (docs/product/shopping-list.md): what to
// buy first, counted where a shopper counts ("4 avocados"), then "Check you have"; in metric and in
// imperial, on the narrowest phone, from the keyboard.

const PROFILE = {
  name: "Lucía Ortega",
  age: 38,
  gender: "female",
  height_cm: 165,
  weight_kg: 70,
  activity_level: "lightly_active",
  country_region: "mexican",
  food_preference: "non_vegetarian",
  health_conditions: [],
  foods_to_include: [],
  units: "metric",
};

/** A box is named by its item and amount: "salt 2 tsp", "avocado 4 avocados (about 670 g)". */
const boxName = (item: ShoppingItem, units: "metric" | "imperial") =>
  `${item.name} ${showShopping(item, units)}`;

describe("the shopping list on a 320 px phone", () => {
  let s: BrowserSession;
  let plan: MealPlanRecord;
  const user = newUser("shopping");
  const headers = () => ({ origin: s.baseUrl });
  beforeAll(async () => {
    s = await openBrowser({ viewport: { width: 320, height: 740 } });
    const rq = s.context.request;
    const post = (url: string, data: unknown) => rq.post(`${s.baseUrl}${url}`, { data, headers: headers() });
    expect((await post("/api/auth/sign-up/email", user)).ok()).toBe(true);
    expect((await post("/api/auth/sign-in/email", { email: user.email, password: user.password })).ok()).toBe(
      true,
    );
    await post("/api/users", { name: user.name });
    await rq.put(`${s.baseUrl}/api/users/profile`, { data: PROFILE, headers: headers() });
    const res = await post("/api/meal-plans/generate", {
      fitness_goal: "maintain",
      cuisine: "mexican",
      diet_type: "non_vegetarian",
      foods_to_include: [],
      health_conditions: [],
    });
    expect(res.status()).toBe(201);
    plan = (await res.json()) as MealPlanRecord;
  });
  afterAll(() => s.close());

  const main = () => s.page.getByRole("main");
  const pantrySection = () => main().getByRole("region", { name: "Check you have" });
  const openList = async () => {
    await s.page.goto(`${s.baseUrl}/dashboard`);
    await main().getByRole("tab", { name: "Shopping list" }).click();
    await pantrySection().waitFor();
  };

  it("lists what to buy in whole items first, and the pantry apart under Check you have", async () => {
    const { buy, pantry } = splitPantry(plan.plan_data.shopping_list);
    const toBuy = buy.flatMap((a) => a.items);
    const toCheck = pantry.flatMap((a) => a.items);
    expect(toCheck.map((i) => i.name)).toContain("salt");
    // Countable foods read as counts: "3 onions (about 330 g)", "1 bunch", "2 cans (400 g each)".
    const counted = toBuy.filter((i) => /^\d+ (?!(g|kg|ml|l)$)[a-z]/.test(i.display));
    expect(counted.length).toBeGreaterThan(5);
    await openList();
    for (const item of counted)
      await main()
        .getByRole("checkbox", { name: boxName(item, "metric"), exact: true })
        .waitFor();
    // Every pantry line is in the pantry section, every line to buy before it.
    for (const item of toCheck)
      await pantrySection()
        .getByRole("checkbox", { name: boxName(item, "metric"), exact: true })
        .waitFor();
    expect(await pantrySection().getByRole("checkbox").count()).toBe(toCheck.length);
    const boxes = await main().getByRole("checkbox").count();
    expect(boxes).toBe(toBuy.length + toCheck.length);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await a11yViolations(s.page)).toEqual([]);
  });

  it("ticks a pantry line from the keyboard", async () => {
    const salt = plan.plan_data.shopping_list.flatMap((a) => a.items).find((i) => i.name === "salt");
    if (!salt) throw new Error("no salt in the plan");
    const box = pantrySection().getByRole("checkbox", { name: boxName(salt, "metric"), exact: true });
    await box.focus();
    await Promise.all([
      s.page.waitForResponse((r) => r.url().includes("/shopping-ticks") && r.request().method() === "PUT"),
      s.page.keyboard.press("Space"),
    ]);
    await expect.poll(() => box.isChecked()).toBe(true);
    await main()
      .getByText(/^1 of \d+ items ticked/)
      .waitFor();
  });

  it("shows the same lines in imperial: counts kept, pack sizes in ounces", async () => {
    await s.context.request.put(`${s.baseUrl}/api/users/profile`, {
      data: { ...PROFILE, units: "imperial" },
      headers: headers(),
    });
    await openList();
    const items = plan.plan_data.shopping_list.flatMap((a) => a.items);
    for (const item of items)
      await main()
        .getByRole("checkbox", { name: boxName(item, "imperial"), exact: true })
        .waitFor();
    const text = (await main().textContent()) ?? "";
    expect(text).not.toMatch(/\(\d+ g( each)?\)|about \d+ g\)/);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
