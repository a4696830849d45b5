import { describe, expect, it } from "vitest";
import { isStorableText, isUuid, safeString } from "./text";

describe("storable text", () => {
  it("refuses NUL and lone surrogates, keeps pairs", () => {
    expect(isStorableText("tea 🍵")).toBe(true);
    expect(isStorableText("a\u0000")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("\udc00a")).toBe(false);
    expect(isStorableText("\ud83d\ude00")).toBe(true);
  });

  it("reports each problem as a field message before trimming and bounds", () => {
    const s = safeString().trim().max(3);
    expect(s.safeParse("  abc  ").data).toBe("abc");
    expect(s.safeParse("a\u0000").error?.issues[0]?.message).toMatch(/NUL/);
    expect(s.safeParse("\ud800").error?.issues[0]?.message).toMatch(/Unicode/);
  });

  it("knows a UUID", () => {
    expect(isUuid("3f1c9a52-8d4e-4b7a-9c2f-0e6d5a1b2c3d")).toBe(true);
    expect(isUuid("-".repeat(36))).toBe(false);
    expect(isUuid("0".repeat(36))).toBe(false);
  });
});
