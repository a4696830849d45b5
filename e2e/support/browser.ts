import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// As root in a closed network: no sandbox, no background traffic to Google's services.
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** A private address for one browser: its requests count as one visitor's (see global-setup.ts). */
const visitorAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export async function openBrowser(
  options: {
    viewport?: { width: number; height: number };
    /**
     * The tests inject axe-core as an inline script, which the site's Content-Security-Policy forbids,
     * so the policy is bypassed by default; e2e/security-headers.e2e.ts browses with it enforced.
     */
    bypassCSP?: boolean;
  } = {},
) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is not installed at ${CHROMIUM}. Install it with: apt-get install chromium (or set CHROMIUM_PATH).`,
    );
  }
  // Playwright gives every launch a new, empty profile of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    bypassCSP: options.bypassCSP ?? true,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(`${page.url()} — ${msg.text()}`);
  });
  page.on("pageerror", (err) => errors.push(`${page.url()} — ${err.message}`));
  const session: BrowserSession = {
    browser,
    context,
    page,
    baseUrl: inject("baseUrl"),
    errors,
    close: () => browser.close(),
  };
  return session;
}
