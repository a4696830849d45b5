import type { Page } from "playwright-core";

let n = 0;
export function newUser(tag = "e2e") {
  n++;
  return {
    name: "Priya Sharma",
    email: `${tag}.${Date.now().toString(36)}.${n}@example.com`,
    password: "e2e-password-123",
  };
}

export type TestUser = ReturnType<typeof newUser>;

/** Signs up through the dialog from the header, as a visitor would. */
export async function signUpThroughDialog(page: Page, user: TestUser) {
  await page.getByRole("banner").getByRole("button", { name: "Get Started Free" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(user.name);
  await dialog.getByLabel("Email").fill(user.email);
  await dialog.getByLabel("Password").fill(user.password);
  await dialog.getByRole("button", { name: "Create Account" }).click();
  await page.getByText("Account created successfully!").first().waitFor();
}

export async function signInThroughDialog(page: Page, email: string, password: string) {
  await page.getByRole("banner").getByRole("button", { name: "Sign In" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Password").fill(password);
  await dialog.getByRole("button", { name: "Sign In" }).click();
}
