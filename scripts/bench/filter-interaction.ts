/**
 * Main-thread cost of applying a filter with 48 cards on screen, measured in Chromium: a click
 * on the 'Diesel' checkbox of /search?pageSize=48 at 1280 px. Two figures: the click's
 * interaction latency as the browser's Event Timing reports it (input to the next paint: the
 * INP a visitor's phone would send us), and all the work until the frame that shows the new
 * results (the first screen of cards: the rest follow in a task of their own), then until every
 * card is there, and the longest task among them, traced. The work as the main thread's
 * busy time (wall clock, what TaskDuration counts) and its CPU time (thread time: the bench's
 * server shares the machine's two cores and can preempt the browser, which inflates wall time
 * but is not work the page did). Once at full speed and once with the CPU slowed 4x
 * (Lighthouse's mobile setting, roughly a mid-range phone).
 *   BENCH_URL=http://127.0.0.1:3900 node --import tsx scripts/bench/filter-interaction.ts
 */
import { chromium, type Browser } from "playwright-core";
import { percentile } from "./http-latency";
import { mainThreadBetween, type TraceEvent } from "./trace-tasks";

const CARDS = 48;
const RUNS = Number(process.env.BENCH_FILTER_RUNS ?? 5);

export interface FilterInteractionResult {
  cpuSlowdown: number;
  cardsAfter: number;
  /** The click's Event Timing duration: input to the next frame painted after its handlers. */
  interactionMs: number;
  /** Click to the frame showing the new results (their first screen of cards). */
  mainThreadWallMs: number;
  mainThreadCpuMs: number;
  /** Click to the frame showing every new card. */
  allCardsCpuMs: number;
  /** The longest task until then (CPU): how long a second tap could have to wait. */
  longestTaskCpuMs: number;
}

// A string, not a function: the TypeScript loader would add helpers the page does not have.
// The end is seen by a MutationObserver: polling the page would add main-thread work of its own.
const WATCH_RESULTS = `
  window.interactionMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.interactionMs = Math.max(window.interactionMs, entry.duration);
  }).observe({ type: "event", durationThreshold: 16 });
  {
    const main = document.querySelector("main");
    const found = () => /Found ([\\d,]+) cars/.exec(main.textContent)?.[1];
    const start = found();
    // Resolves once the page shows a new count and \`ready()\`, marked in the next frame: the
    // trace counts the task it starts in, that frame's own style, layout and paint included,
    // and none after it.
    const markWhen = (name, ready) => new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (found() === start || !ready()) return;
        observer.disconnect();
        requestAnimationFrame(() => { performance.mark(name); resolve(); });
      });
      observer.observe(main, { subtree: true, childList: true, characterData: true });
    });
    window.resultsDone = markWhen("bench:results-shown", () => true);
    window.allCardsDone = markWhen("bench:all-cards", () => main.querySelectorAll("article").length >= ${CARDS});
  }
  performance.mark("bench:click");
`;

async function measure(browser: Browser, baseUrl: string, cpuSlowdown: number): Promise<FilterInteractionResult> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${baseUrl}/search?pageSize=${CARDS}`, { waitUntil: "networkidle" });
    const session = await page.context().newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    // Everything Playwright needs is looked up before the clock starts.
    const diesel = page.getByRole("checkbox", { name: /^Diesel/ }).first();
    await diesel.scrollIntoViewIfNeeded();
    const box = await diesel.boundingBox();
    if (!box) throw new Error("the Diesel checkbox is not on screen");
    // Let hydration and idle work settle so only the interaction is counted.
    await page.waitForTimeout(1500);
    await browser.startTracing(page, {
      categories: ["__metadata", "toplevel", "disabled-by-default-devtools.timeline", "blink.user_timing"],
    });
    await page.evaluate(WATCH_RESULTS);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate("window.resultsDone");
    await page.evaluate("window.allCardsDone");
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await page.waitForURL(/fuel=Diesel/);
    const busy = mainThreadBetween(trace.traceEvents, "bench:click", "bench:results-shown");
    const all = mainThreadBetween(trace.traceEvents, "bench:click", "bench:all-cards");
    return {
      cpuSlowdown,
      cardsAfter: await page.locator("main article").count(),
      // Event Timing reports durations in 8 ms steps, and none under 16 ms (the threshold).
      interactionMs: await page.evaluate<number>("window.interactionMs"),
      mainThreadWallMs: busy.wallMs,
      mainThreadCpuMs: busy.cpuMs,
      allCardsCpuMs: all.cpuMs,
      longestTaskCpuMs: all.longestTaskCpuMs,
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Each figure is the median of five runs (the 2-core machine is noisy). */
export async function measureFilterInteraction(baseUrl: string): Promise<FilterInteractionResult[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const out: FilterInteractionResult[] = [];
    for (const cpuSlowdown of (process.env.BENCH_CPU_SLOWDOWNS ?? "1,4").split(",").map(Number)) {
      const runs: FilterInteractionResult[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, baseUrl, cpuSlowdown));
      out.push({
        cpuSlowdown,
        cardsAfter: runs[0]!.cardsAfter,
        interactionMs: median(runs.map((r) => r.interactionMs)),
        mainThreadWallMs: median(runs.map((r) => r.mainThreadWallMs)),
        mainThreadCpuMs: median(runs.map((r) => r.mainThreadCpuMs)),
        allCardsCpuMs: median(runs.map((r) => r.allCardsCpuMs)),
        longestTaskCpuMs: median(runs.map((r) => r.longestTaskCpuMs)),
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.env.BENCH_URL ?? "http://127.0.0.1:3900").replace(/\/$/, "");
  console.table(await measureFilterInteraction(baseUrl));
}
