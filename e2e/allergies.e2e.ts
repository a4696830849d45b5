import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayMinutesLine } from "../src/shared/minutes";
import type { PlanData } from "../src/shared/plan-data";
import { datesOfPlan, shortDay } from "../src/shared/plan-dates";
import { a11yViolations } from "./support/axe";
import { type BrowserSession, openBrowser } from "./support/browser";
import { newUser, signUpThroughDialog } from "./support/users";

// Issue 21: allergies and foods a person does not eat, from the wizard's Health & Diet step to a
// plan that holds to them and says so.

type StoredPlan = { id: string; plan_data: PlanData };

const FORBIDDEN = /peanut|almond|walnut|pecan|cashew|mushroom/i;

describe("allergies and foods a person does not eat", () => {
  let s: BrowserSession;
  const user = newUser("allergies");
  beforeAll(async () => {
    s = await openBrowser();
  });
  afterAll(() => s.close());

  const page = () => s.page;
  const main = () => s.page.getByRole("main");
  const next = () => main().getByRole("button", { name: "Next" }).click();
  const box = (name: string) => main().getByRole("checkbox", { name: new RegExp(`^${name}\\b`) });
  const focused = () =>
    page().evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return { id: el?.id ?? "", text: el?.textContent?.trim() ?? "", value: el?.value ?? "" };
    });
  const foodInput = () => main().getByLabel("Foods I don't eat", { exact: true });
  const foodStatus = () => main().locator("p[aria-live]");
  const noSidewaysScroll = () =>
    page().evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  const storedPlan = () =>
    page().evaluate(async () => {
      const { plans } = (await (await fetch("/api/meal-plans")).json()) as { plans: { id: string }[] };
      const id = plans[0]?.id;
      return id ? ((await (await fetch(`/api/meal-plans/${id}`)).json()) as StoredPlan) : null;
    });

  it("reaches the Health & Diet step of a new user's wizard", async () => {
    await page().goto(`${s.baseUrl}/`);
    await signUpThroughDialog(page(), user);
    await page().waitForURL(`${s.baseUrl}/dashboard`);
    await main().getByLabel("Age").fill("34");
    await main().getByLabel("Female").check();
    await next();
    await main().getByLabel("Height (cm)").fill("165");
    await main().getByLabel("Weight (kg)").fill("72");
    await next();
    await main().getByLabel("Moderately Active").check();
    await main().getByLabel("Cuisine preference").selectOption("indian");
    await main().getByLabel("Food preference").selectOption("vegetarian");
    await next();
    await main().getByText("Step 4 of 5").waitFor();
    await main().getByRole("group", { name: "Allergies" }).waitFor();
    expect(await main().getByRole("group", { name: "Allergies" }).getByRole("checkbox").count()).toBe(14);
  });

  it("ticks Tree nuts with the keyboard alone", async () => {
    // The step opens with focus on its first field; Tab walks to the allergy boxes.
    for (let i = 0; i < 30 && (await focused()).id !== "allergy-tree_nuts"; i++) {
      await page().keyboard.press("Tab");
    }
    expect((await focused()).id).toBe("allergy-tree_nuts");
    await page().keyboard.press("Space");
    expect(await box("Tree nuts").isChecked()).toBe(true);
  });

  it("asks to tick Peanut when the Other condition says so, and ticks it only when asked to", async () => {
    await box("Other").focus();
    await page().keyboard.press("Space");
    await page().keyboard.press("Tab");
    await page().keyboard.type("peanut allergy");
    const prompt = main().getByText("“peanut allergy” sounds like an allergy", { exact: false });
    await prompt.waitFor();
    // Asking is all it does.
    expect(await box("Peanut").isChecked()).toBe(false);
    await page().keyboard.press("Tab");
    expect((await focused()).text).toBe("Tick Peanut");
    await page().keyboard.press("Enter");
    expect(await box("Peanut").isChecked()).toBe(true);
    expect((await focused()).id).toBe("allergy-peanut");
    await prompt.waitFor({ state: "detached" });
  });

  it("adds mushrooms as a food not eaten, from a suggestion, and shows what it leaves out", async () => {
    await foodInput().focus();
    await page().keyboard.type("mush");
    await main().getByRole("button", { name: "mushrooms", exact: true }).waitFor();
    await page().keyboard.press("Tab"); // Add
    await page().keyboard.press("Tab"); // the first suggestion
    expect((await focused()).text).toBe("mushrooms");
    await page().keyboard.press("Enter");
    expect(await foodInput().inputValue()).toBe("mushrooms");
    await foodStatus().filter({ hasText: "Leaves out:" }).waitFor();
    expect(await foodStatus().textContent()).toBe(
      "Leaves out: mushrooms, dried shiitake mushrooms, portobello mushrooms",
    );
    // Enter adds the food; it does not move the wizard on.
    await page().keyboard.press("Enter");
    await main().getByRole("button", { name: "Remove mushrooms" }).waitFor();
    expect(await foodInput().inputValue()).toBe("");
    expect(await main().getByText("Step 4 of 5").isVisible()).toBe(true);
    // The same food again, in other letters, is not added twice.
    await page().keyboard.type("Mushrooms");
    await page().keyboard.press("Enter");
    await foodStatus().filter({ hasText: "already on your list" }).waitFor();
    const chips = main().getByRole("list", { name: "Foods you don't eat" }).getByRole("listitem");
    expect(await chips.count()).toBe(1);
    await foodInput().fill("");
  });

  it("says when no food in the recipes matches", async () => {
    await foodInput().fill("zzqx");
    await foodStatus().filter({ hasText: "No food in our recipes matches “zzqx”" }).waitFor();
    await foodInput().fill("");
  });

  it("asks about a food that names an allergen group, passes axe and fits a 360 px screen", async () => {
    await foodInput().fill("tahini");
    await page().keyboard.press("Enter");
    const prompt = main().getByText("You don't eat “tahini”", { exact: false });
    await prompt.waitFor();
    expect(await box("Sesame").isChecked()).toBe(false);
    expect(await a11yViolations(page())).toEqual([]);
    await page().setViewportSize({ width: 360, height: 800 });
    expect(await noSidewaysScroll()).toBe(true);
    await page().setViewportSize({ width: 1280, height: 800 });
    // "Not an allergy" closes the question without ticking; the chip's remove button takes it away.
    await main().getByRole("button", { name: "Not an allergy: tahini" }).focus();
    await page().keyboard.press("Enter");
    await prompt.waitFor({ state: "detached" });
    expect(await box("Sesame").isChecked()).toBe(false);
    expect((await focused()).id).toBe("excluded-food-input");
    await main().getByRole("button", { name: "Remove tahini" }).focus();
    await page().keyboard.press("Enter");
    await main().getByRole("button", { name: "Remove tahini" }).waitFor({ state: "detached" });
  });

  it("saves the allergies and the food with the profile", async () => {
    await next();
    await main().getByText("Step 5 of 5").waitFor();
    await main().getByRole("button", { name: "Complete Setup" }).click();
    await main().getByRole("heading", { name: "Choose your goal" }).waitFor();
    await page().getByText("Profile updated!").first().waitFor();
    const saved = await page().evaluate(async () => (await fetch("/api/users")).json());
    expect(saved.allergies).toEqual(["peanut", "tree_nuts"]);
    expect(saved.excluded_foods).toEqual(["mushrooms"]);
    expect(saved.health_conditions).toEqual(["peanut allergy"]);
  });

  it("builds a plan whose header says what it is free from, with nothing it must leave out", async () => {
    await main()
      .getByRole("radio", { name: /Maintain Weight/ })
      .click();
    await main().getByRole("button", { name: "Generate My Meal Plan" }).click();
    await page().getByText("Meal plan generated!").first().waitFor({ timeout: 30_000 });
    const line = main().getByTestId("free-from");
    await line.waitFor();
    expect(await line.textContent()).toBe("Free from: peanuts, tree nuts, mushrooms");

    const plan = await storedPlan();
    if (!plan) throw new Error("no stored plan");
    expect(plan.plan_data.free_from).toEqual({
      allergies: ["peanut", "tree_nuts"],
      excluded_foods: ["mushrooms"],
    });
    // Cooking time on the day and on each meal (docs/product/cooking-time.md).
    // The week opens on its first day, today.
    const first = plan.plan_data.days[0];
    if (!first) throw new Error("no first day");
    expect(await main().getByTestId("day-minutes").first().textContent()).toBe(dayMinutesLine(first));
    expect(await main().getByTestId("meal-minutes").count()).toBeGreaterThan(2);
    const ingredients = plan.plan_data.days.flatMap((d) => d.meals.flatMap((m) => m.ingredients));
    expect(ingredients.length).toBeGreaterThan(0);
    expect(ingredients.filter((i) => FORBIDDEN.test(i))).toEqual([]);

    // A swapped ingredient is named on its meal's card. Indian vegetarian weeks cook with peanut oil
    // and nuts often enough that every week tried swapped a dozen or more.
    const day = plan.plan_data.days.find((d) => d.meals.some((m) => (m.substitutes ?? []).length > 0));
    const swap = day?.meals.flatMap((m) => m.substitutes ?? [])[0];
    if (!day || !swap) throw new Error("the plan swapped no ingredient");
    // Tabs carry the day's date (docs/product/plans-over-time.md).
    const tab = shortDay(datesOfPlan(plan.plan_data)[plan.plan_data.days.indexOf(day)] ?? "");
    await main().getByRole("tab", { name: tab, exact: true }).click();
    const text = `${swap.to.charAt(0).toUpperCase()}${swap.to.slice(1)} instead of ${swap.from}`;
    const panel = main().getByRole("tabpanel", { name: tab, exact: true });
    expect(await panel.getByText(text, { exact: true }).first().isVisible()).toBe(true);
  });

  it("shows the line without scrolling on a phone", async () => {
    await page().setViewportSize({ width: 390, height: 844 });
    await page().evaluate(() => window.scrollTo(0, 0));
    const rect = await main().getByTestId("free-from").boundingBox();
    expect(rect).not.toBeNull();
    expect((rect?.y ?? 0) + (rect?.height ?? 0)).toBeLessThanOrEqual(844);
    expect(await noSidewaysScroll()).toBe(true);
    await page().setViewportSize({ width: 1280, height: 800 });
  });

  it("shows the same line on the plan's shared page, without the owner's name", async () => {
    const plan = await storedPlan();
    const token = await page().evaluate(async (id) => {
      const res = await fetch(`/api/meal-plans/${id}/share`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ include_profile: false }),
      });
      return ((await res.json()) as { token: string }).token;
    }, plan?.id);
    await page().goto(`${s.baseUrl}/shared/${token}`);
    const line = main().getByTestId("free-from");
    await line.waitFor();
    expect(await line.textContent()).toBe("Free from: peanuts, tree nuts, mushrooms");
    expect(await main().getByText(user.name).count()).toBe(0);
  });

  it("logged no errors to the console", () => {
    expect(s.errors).toEqual([]);
  });
});
