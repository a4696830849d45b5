import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrowserSession, openBrowser } from "./support/browser";

// Small things of issue 14 on the landing page: a real link-preview image, the comparison table on a
// 360 px screen, and Quick Generator samples that respect the restriction (docs/product/quick-generator.md).

describe("the landing page on a 360 px phone", () => {
  let s: BrowserSession;
  beforeAll(async () => {
    s = await openBrowser({ viewport: { width: 360, height: 740 } });
  });
  afterAll(() => s.close());

  it("serves the og:image its head names, as a 1200 × 630 PNG", async () => {
    await s.page.goto(`${s.baseUrl}/`);
    const url = await s.page.locator('meta[property="og:image"]').getAttribute("content");
    expect(url).toBe(`${s.baseUrl}/og-image.png`);
    const res = await s.page.request.get(url ?? "");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
    const png = await res.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it("shows the whole comparison table without scrolling sideways", async () => {
    const region = s.page.getByRole("region", { name: "Comparison table" });
    await region.scrollIntoViewIfNeeded();
    const { scroll, client } = await region.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(client);
    expect(await s.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it("shows a vegan visitor a vegan sample day", async () => {
    await s.page
      .getByRole("button", { name: /Quick Generator|Try it/i })
      .first()
      .click();
    const dialog = s.page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Gain weight" }).click();
    await dialog.getByRole("button", { name: "Mediterranean" }).click();
    await dialog.getByRole("button", { name: "Vegan" }).click();
    await dialog.getByText(/calories a day/).waitFor();
    const text = (await dialog.textContent()) ?? "";
    expect(text).not.toMatch(/chicken|salmon|souvlaki|beef|fish|yogurt|feta|egg/i);
  });

  it("logged no errors to the console", () => {
    expect(s.errors).toEqual([]);
  });
});
