import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HouseholdMembersPage } from "../src/shared/household";
import type { MealPlanRecord } from "../src/shared/meal-plan-api";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser } from "./support/users";

// The household (docs/product/household.md) on a phone: members added in settings with the profile
// wizard's questions, listed, changed and removed, then a plan made for the household and shown with
// each person's share of the pot and the pot's amounts.

const PROFILE = {
  name: "Priya Sharma",
  age: 34,
  gender: "female",
  height_cm: 162,
  weight_kg: 64,
  activity_level: "moderately_active",
  country_region: "indian",
  food_preference: "vegetarian",
  health_conditions: [],
  foods_to_include: [],
  units: "metric",
};

const GUEST = {
  name: "Guest Sharma",
  age: 70,
  gender: "other",
  height_cm: 165,
  weight_kg: 60,
  activity_level: "sedentary",
};

describe("household members and a household plan, on a phone", () => {
  const viewport = { width: 375, height: 812 };
  let s: BrowserSession;
  const user = newUser("household");
  beforeAll(async () => {
    s = await openBrowser({ viewport });
    const rq = s.context.request;
    const headers = { origin: s.baseUrl };
    expect((await rq.post(`${s.baseUrl}/api/auth/sign-up/email`, { data: user, headers })).ok()).toBe(true);
    const signIn = await rq.post(`${s.baseUrl}/api/auth/sign-in/email`, {
      data: { email: user.email, password: user.password },
      headers,
    });
    expect(signIn.ok()).toBe(true);
    expect((await rq.put(`${s.baseUrl}/api/users/profile`, { data: PROFILE, headers })).ok()).toBe(true);
    // A member from before, to remove in the page.
    const guest = { ...GUEST, diet: "vegetarian", health_conditions: [], fitness_goal: "maintain" };
    expect((await rq.post(`${s.baseUrl}/api/household/members`, { data: guest, headers })).ok()).toBe(true);
  });
  afterAll(() => s.close());

  const main = () => s.page.getByRole("main");
  const section = () => main().getByRole("region", { name: "Household" });
  const form = () => section().getByRole("form");
  const widest = async () => {
    await s.page.setViewportSize({ width: 320, height: 740 });
    const wide = await s.page.evaluate(() => document.documentElement.scrollWidth);
    await s.page.setViewportSize(viewport);
    return wide - 320;
  };

  async function addMember(m: { name: string; age: string; gender: string; height: string; weight: string }) {
    await section().getByRole("button", { name: "Add a member" }).click();
    await form().getByLabel("Full name").fill(m.name);
    await form().getByLabel("Age").fill(m.age);
    await form().getByRole("radio", { name: m.gender, exact: true }).check();
    await form().getByLabel("Height (cm)").fill(m.height);
    await form().getByLabel("Weight (kg)").fill(m.weight);
    await form()
      .getByRole("radio", { name: /^Lightly Active/ })
      .check();
    await form().getByLabel("Food preference").selectOption("vegetarian");
  }

  it("adds a partner and a child, changes one and removes one", async () => {
    await s.page.goto(`${s.baseUrl}/dashboard/settings`);
    await addMember({ name: "Ravi Sharma", age: "36", gender: "Male", height: "176", weight: "78" });
    // An adult's goal is asked; the save says so until one is chosen.
    await form().getByRole("button", { name: "Add member" }).click();
    await form().getByText("Please choose a goal").waitFor();
    await form().getByRole("radio", { name: "Weight Loss" }).check();
    await form()
      .getByRole("group", { name: "Weekdays, Monday to Friday" })
      .getByRole("checkbox", { name: "Lunch" })
      .uncheck();
    expect(await a11yViolations(s.page)).toEqual([]);
    expect(await widest()).toBeLessThanOrEqual(0);
    await form().getByRole("button", { name: "Add member" }).click();
    await section().getByRole("listitem").filter({ hasText: "Ravi Sharma" }).waitFor();

    await addMember({ name: "Anya Sharma", age: "8", gender: "Female", height: "128", weight: "26" });
    // A child's goal is maintain, the only one offered.
    expect(await form().getByRole("radio", { name: "Weight Loss" }).isDisabled()).toBe(true);
    expect(await form().getByRole("radio", { name: "Maintain" }).isChecked()).toBe(true);
    await form().getByRole("button", { name: "Add member" }).click();
    await section().getByRole("listitem").filter({ hasText: "Anya Sharma" }).waitFor();
    expect(await section().getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringContaining("Guest Sharma"),
      expect.stringContaining("Ravi Sharma"),
      expect.stringContaining("Anya Sharma"),
    ]);

    await section().getByRole("button", { name: "Edit Ravi Sharma" }).click();
    expect(await form().getByLabel("Weight (kg)").inputValue()).toBe("78");
    await form().getByLabel("Weight (kg)").fill("75");
    await form().getByRole("button", { name: "Save changes" }).click();
    await s.page.getByText("Ravi Sharma saved").first().waitFor();

    await section().getByRole("button", { name: "Remove Guest Sharma" }).click();
    await s.page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await s.page.getByText("Guest Sharma removed from your household").first().waitFor();

    const page = (await (
      await s.context.request.get(`${s.baseUrl}/api/household/members`)
    ).json()) as HouseholdMembersPage;
    expect(page.members.map((m) => [m.name, m.weight_kg, m.fitness_goal, m.meals_at_home.weekday])).toEqual([
      ["Ravi Sharma", 75, "weight_loss", ["breakfast", "dinner", "snack"]],
      ["Anya Sharma", 26, "maintain", ["breakfast", "lunch", "dinner", "snack"]],
    ]);
  });

  it("makes a plan for the household", async () => {
    await s.page.goto(`${s.baseUrl}/dashboard/new`);
    await main().getByText("Step 1 of 5").waitFor();
    for (let step = 2; step <= 5; step++) {
      await main().getByRole("button", { name: "Next" }).click();
      await main().getByText(`Step ${step} of 5`).waitFor();
    }
    await main().getByRole("button", { name: "Complete Setup" }).click();
    await main().getByRole("heading", { name: "Choose your goal" }).waitFor();
    await main()
      .getByRole("radio", { name: /^The household/ })
      .check();
    await main()
      .getByRole("radio", { name: /Maintain Weight/ })
      .click();
    const made = s.page.waitForResponse((r) => r.url().endsWith("/api/meal-plans/generate"), {
      timeout: 30_000,
    });
    await main().getByRole("button", { name: "Generate My Meal Plan" }).click();
    const res = await made;
    expect(res.status()).toBe(201);
    const record = (await res.json()) as MealPlanRecord;
    const plan = record.plan_data;
    expect(plan.members?.map((m) => m.name)).toEqual(["Ravi Sharma", "Anya Sharma"]);
    await s.page.waitForURL(`${s.baseUrl}/dashboard`, { timeout: 30_000 });
    await main().getByText("maintain Journey").waitFor({ timeout: 30_000 });

    // Each meal card names everyone's portion of the one pot; the day's nutrition names each person's.
    const portions = main()
      .getByTestId("meal-portions")
      .filter({ hasText: "Ravi Sharma" })
      .filter({ hasText: "Anya Sharma" })
      .first();
    await portions.waitFor();
    expect(await portions.textContent()).toMatch(/^You [\d¼½¾]+\b/);
    // A meal all three eat from one pot: the card says each share of it, and its recipe is the pot's.
    const n = "[\\d¼½¾]+";
    const shares = new RegExp(`You ${n} · Ravi Sharma ${n} · Anya Sharma ${n} of (${n}) servings`);
    const card = main().getByRole("article").filter({ hasText: shares }).first();
    await card.waitFor();
    const line = (await card.getByTestId("meal-portions").textContent()) ?? "";
    expect(line).toMatch(new RegExp(`^${shares.source}`));
    const pot = shares.exec(line)?.[1];
    await card.getByRole("button", { name: /^Show ingredients and steps/ }).click();
    const heading = card.getByRole("heading", { name: /^For the pot: / });
    expect(await heading.textContent()).toBe(`For the pot: ${pot} servings`);
    await card.getByText(/^The amounts are for everyone's portions together; yours is /).waitFor();
    const ingredients = (await card.getByRole("listitem").allInnerTexts()).filter((l) => l.startsWith("•"));
    expect(ingredients.length).toBeGreaterThan(1);
    expect(await widest()).toBeLessThanOrEqual(0);
    const energy = await main().getByTestId("member-day-energy").textContent();
    expect(energy).toMatch(/Ravi Sharma [\d,]+ of [\d,]+ kcal/);
    expect(energy).toMatch(/Anya Sharma [\d,]+ of [\d,]+ kcal/);
    expect(await a11yViolations(s.page)).toEqual([]);
    expect(await widest()).toBeLessThanOrEqual(0);

    // Shared without the profile (docs/product/sharing.md): the pots, but nobody's name or share.
    const share = await s.context.request.put(`${s.baseUrl}/api/meal-plans/${record.id}/share`, {
      data: {},
      headers: { origin: s.baseUrl },
    });
    expect(share.ok()).toBe(true);
    await s.page.goto(((await share.json()) as { url: string }).url);
    const shared = main()
      .getByRole("article")
      .filter({ has: s.page.getByTestId("pot-heading") })
      .first();
    await shared.getByRole("button", { name: /^Show ingredients and steps/ }).click();
    await shared.getByRole("heading", { name: /^For the pot: [\d¼½¾]+ servings?$/ }).waitFor();
    await shared.getByText("The amounts are for the whole household's portions together.").waitFor();
    expect(await main().textContent()).not.toMatch(/Ravi|Anya/);
    expect(await main().getByTestId("meal-portions").count()).toBe(0);
    expect(await widest()).toBeLessThanOrEqual(0);
  });
});
