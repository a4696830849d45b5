import { describe, expect, it } from "vitest";
import { cleanText, cleanUserFields } from "./auth-input";

describe("a provider's user fields", () => {
  it("drops NUL and lone surrogates and clips without splitting a pair", () => {
    expect(cleanText(" Mia\u0000 \ud800Wong ", 100)).toBe("Mia Wong");
    expect(cleanText("x".repeat(1_000_000), 100)).toHaveLength(100);
    expect(cleanText(`${"x".repeat(99)}😀`, 100)).toBe("x".repeat(99));
  });

  it("keeps only http(s) pictures", () => {
    expect(cleanUserFields({ name: "Mia", image: "javascript:alert(1)" }).image).toBeNull();
    expect(cleanUserFields({ image: "https://lh3.googleusercontent.com/a/x" }).image).toBe(
      "https://lh3.googleusercontent.com/a/x",
    );
    expect(cleanUserFields({ name: "Mia" })).toEqual({ name: "Mia" });
  });
});
