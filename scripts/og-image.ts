import path from "node:path";
import { chromium } from "playwright-core";
import { BRAND } from "../content/site";

// Draws the link-preview image (1200 × 630, the size social sites ask for) with the system Chromium,
// into src/web/public/og-image.png, which the app serves. Run by hand when the brand changes:
// `npx tsx scripts/og-image.ts`.

const out = path.resolve(import.meta.dirname, "../src/web/public/og-image.png");
const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 88px;display:flex;flex-direction:column;
justify-content:space-between;background:linear-gradient(135deg,#ecfdf3 0%,#ffffff 55%,#fef3c7 100%);
font-family:'DejaVu Sans',sans-serif;color:#14281d">
  <div style="font-size:44px;font-weight:700;color:#166534">${BRAND}</div>
  <div>
    <div style="font-size:76px;font-weight:700;line-height:1.08;max-width:1020px">Your personalised 7&#8209;day meal plan</div>
    <div style="margin-top:28px;font-size:34px;color:#4b5d52;max-width:980px">Built from your body, goal, cuisine and health
      conditions. Every day on target, with a shopping list.</div>
  </div>
  <div style="display:flex;gap:18px;font-size:28px;font-weight:600">
    ${["Free", "7 days", "Shopping list", "Printable PDF"]
      .map(
        (t) =>
          `<span style="background:#166534;color:#fff;border-radius:999px;padding:10px 26px">${t}</span>`,
      )
      .join("")}
  </div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-background-networking"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: "png" });
await browser.close();
console.log(`wrote ${path.relative(process.cwd(), out)}`);
