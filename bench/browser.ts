import { loadavg } from "node:os";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { startBuiltServer } from "../scripts/built-server";
import { numberOption } from "./args";

// `npm run bench:browser [-- --runs 3 --throttle 4]`: the plan in a real browser (the system Chromium)
// on the production build, with the CPU slowed down as on a mid-range phone. For each run a new user:
//  1. generate: /dashboard?step=goal, a goal chosen, "Generate My Meal Plan" clicked; click-to-plan is
//     from the click to the first meal card of the shown day in the DOM;
//  2. open: that user, signed in with an empty cache, opens /dashboard; open-to-plan is from the
//     navigation to the first meal card.
// Each prints the longest task that ends after the plan's response arrives (goal ≤ 50 ms) and the
// JavaScript fetched before the plan shows (gzip on the wire, and decoded). Medians of the runs.

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RUNS = numberOption("runs", 3);
const THROTTLE = numberOption("throttle", 4);
/** Deferred rendering (the other days, the shopping list) runs after the plan shows: wait it out. */
const SETTLE_MS = 4000;

const PROFILE = {
  name: "Bench Person",
  age: 34,
  gender: "female",
  height_cm: 165,
  weight_kg: 70,
  activity_level: "moderately_active",
  country_region: "indian",
  food_preference: "vegetarian",
  health_conditions: [],
  foods_to_include: ["tea"],
  units: "metric",
};

/** Runs in the page before its own scripts: long tasks, the last click, and when a meal card appears. */
function probe() {
  const state = {
    tasks: [] as { start: number; duration: number }[],
    click: undefined as number | undefined,
    shown: undefined as number | undefined,
  };
  const w = window as unknown as { __bench: typeof state; __benchShown?: () => void };
  w.__bench = state;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) state.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  document.addEventListener("click", (e) => (state.click = e.timeStamp), true);
  const seen = new MutationObserver(() => {
    if (state.shown === undefined && document.querySelector('[role="tabpanel"] article')) {
      state.shown = performance.now();
      seen.disconnect();
      // Tells the bench without it polling the page (each poll would be work on the measured thread).
      w.__benchShown?.();
    }
  });
  seen.observe(document, { childList: true, subtree: true });
}

interface Measure {
  /** ms from the click (generate) or the navigation (open) to the first meal card. */
  toPlan: number;
  longestTask: number;
  jsGzipKB: number;
  jsKB: number;
}

interface Probed {
  page: Page;
  shown: Promise<void>;
}

/** A page with the CPU slowed down and the probe in place, before anything loads. */
async function throttledPage(context: BrowserContext): Promise<Probed> {
  let done = () => {};
  const shown = new Promise<void>((resolve) => (done = resolve));
  await context.exposeBinding("__benchShown", () => done());
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLE });
  return { page, shown };
}

/** Reads the probe once the page has settled; `planUrl` picks the response that brought the plan. */
async function measure({ page, shown }: Probed, planUrl: string, from: "click" | "navigation") {
  await Promise.race([
    shown,
    new Promise((_, reject) => setTimeout(() => reject(new Error("No plan within 60 s")), 60_000)),
  ]);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return page.evaluate(
    ({ planUrl, from }): Measure => {
      const s = (
        window as unknown as {
          __bench: { tasks: { start: number; duration: number }[]; click?: number; shown: number };
        }
      ).__bench;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const planPath = new RegExp(planUrl);
      const arrived = Math.max(
        ...resources.filter((r) => planPath.test(new URL(r.name).pathname)).map((r) => r.responseEnd),
      );
      const after = s.tasks.filter((t) => t.start + t.duration > arrived).map((t) => t.duration);
      const scripts = resources.filter(
        (r) => /\.js$/.test(new URL(r.name).pathname) && r.responseEnd <= s.shown,
      );
      // No named functions in here: the bench's loader would wrap them in a helper the page lacks.
      return {
        toPlan: s.shown - (from === "click" ? (s.click ?? Number.NaN) : 0),
        longestTask: Math.max(0, ...after),
        jsGzipKB: scripts.reduce((n, r) => n + r.encodedBodySize, 0) / 1024,
        jsKB: scripts.reduce((n, r) => n + r.decodedBodySize, 0) / 1024,
      };
    },
    { planUrl, from },
  );
}

const VIEWPORT = { width: 390, height: 844 };

/** A new user with a complete profile, signed in: the cookies, and the context to call the API with. */
async function newUser(browser: Browser, baseUrl: string, tag: string) {
  const setup = await browser.newContext({ viewport: VIEWPORT });
  const headers = { origin: baseUrl };
  const rq = setup.request;
  const user = {
    name: PROFILE.name,
    email: `bench.${tag}.${Date.now().toString(36)}@example.com`,
    password: "bench-password-123",
  };
  const call = async (method: "post" | "put", url: string, data: unknown) => {
    const res = await rq[method](`${baseUrl}${url}`, { data, headers });
    if (!res.ok()) throw new Error(`${url} answered ${res.status()}`);
  };
  await call("post", "/api/auth/sign-up/email", user);
  await call("post", "/api/auth/sign-in/email", { email: user.email, password: user.password });
  await call("post", "/api/users", { name: user.name });
  await call("put", "/api/users/profile", PROFILE);
  return { setup, call, signedIn: await setup.storageState() };
}

async function oneRun(browser: Browser, baseUrl: string, n: number) {
  const { setup, signedIn } = await newUser(browser, baseUrl, `run${n}`);
  await setup.close();

  // Each measurement in a context of its own: an empty cache, as on a first visit.
  const genContext = await browser.newContext({ viewport: VIEWPORT, storageState: signedIn });
  const gen = await throttledPage(genContext);
  await gen.page.goto(`${baseUrl}/dashboard?step=goal`);
  const main = gen.page.getByRole("main");
  await main.getByRole("radio", { name: /Lose Weight/ }).click();
  await main.getByRole("button", { name: "Generate My Meal Plan" }).click();
  const generate = await measure(gen, "^/api/meal-plans/generate$", "click");
  await genContext.close();

  const openContext = await browser.newContext({ viewport: VIEWPORT, storageState: signedIn });
  const open = await throttledPage(openContext);
  await open.page.goto(`${baseUrl}/dashboard`);
  const opened = await measure(open, "^/api/meal-plans/(?!generate$)[^/]+$", "navigation");
  await openContext.close();
  return { generate, open: opened };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const ms = (x: number) => `${Math.round(x)} ms`;
const kb = (x: number) => `${x.toFixed(1)} KB`;

const server = await startBuiltServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
try {
  console.log(
    `bench:browser: ${RUNS} runs, CPU throttled ${THROTTLE}×, 390×844 viewport, ${CHROMIUM}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  // A server in service is warm: its plan worker has made a plan before (the first takes seconds).
  const warm = await newUser(browser, server.baseUrl, "warm");
  await warm.call("post", "/api/meal-plans/generate", { fitness_goal: "maintain" });
  await warm.setup.close();
  const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await oneRun(browser, server.baseUrl, i);
    runs.push(r);
    const line = (m: Measure) =>
      `${ms(m.toPlan)} to plan, longest task ${ms(m.longestTask)}, JS ${kb(m.jsGzipKB)} gzip (${kb(m.jsKB)})`;
    console.log(`run ${i + 1}: generate ${line(r.generate)}; open ${line(r.open)}`);
  }
  for (const kind of ["generate", "open"] as const) {
    const of = (key: keyof Measure) => median(runs.map((r) => r[kind][key]));
    console.log(
      `median ${kind === "generate" ? "click-to-plan" : "open-to-plan "} ${ms(of("toPlan"))} · longest task after the plan arrives ${ms(of("longestTask"))} · JS before the plan ${kb(of("jsGzipKB"))} gzip, ${kb(of("jsKB"))} decoded`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
