import { describe, expect, it } from "vitest";
import { weakPasswordReason } from "./password-strength";

describe("password strength", () => {
  it("refuses common passwords, their l33t and seasonal forms, and the product's own words", () => {
    for (const p of [
      "12345678",
      "password",
      "PASSWORD",
      "Passw0rd!",
      "Summer2026",
      "nutriweek1",
      "mealplan2026",
    ])
      expect([p, weakPasswordReason(p, [])]).toEqual([p, expect.stringContaining("too easy to guess")]);
  });

  it("refuses a password made of the person's own name or address", () => {
    expect(weakPasswordReason("marisol.quint", [])).toBeNull();
    expect(
      weakPasswordReason("marisol.quint", ["Marisol Quint", "marisol.quint@example.com"]),
    ).not.toBeNull();
  });

  it("accepts passphrases and long mixed passwords", () => {
    for (const p of ["correct-horse-battery", "my dog eats kale", "long-enough-1", "e2e-password-123"])
      expect([p, weakPasswordReason(p, [])]).toEqual([p, null]);
  });
});
