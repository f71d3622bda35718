/**
 * Main-thread cost of applying a filter with 48 cards on screen, measured in Chromium: the
 * busy time of the page's main thread (CDP TaskDuration) from the click on a fuel checkbox
 * until the new results are painted, once at full speed and once with the CPU slowed 4x
 * (Lighthouse's mobile setting, roughly a mid-range phone).
 *   BENCH_URL=http://127.0.0.1:3900 node --import tsx scripts/bench/filter-interaction.ts
 */
import { chromium, type CDPSession } from "playwright-core";

const CARDS = 48;

export interface FilterInteractionResult {
  cpuSlowdown: number;
  cardsBefore: number;
  cardsAfter: number;
  mainThreadMs: number;
  scriptMs: number;
  layoutAndStyleMs: number;
}

async function metrics(session: CDPSession) {
  const { metrics: list } = (await session.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
  const get = (name: string) => (list.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: get("TaskDuration"), script: get("ScriptDuration"), layout: get("LayoutDuration") + get("RecalcStyleDuration") };
}

async function measure(baseUrl: string, cpuSlowdown: number): Promise<FilterInteractionResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/search?pageSize=${CARDS}`, { waitUntil: "networkidle" });
    const cards = page.locator("main article");
    const cardsBefore = await cards.count();
    const session = await page.context().newCDPSession(page);
    await session.send("Performance.enable");
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    // Let hydration and idle work settle so only the interaction is counted.
    await page.waitForTimeout(1500);
    // Everything Playwright needs is looked up before the clock starts, and the end is seen by a
    // MutationObserver: polling the page (waitForFunction) would add its own main-thread work.
    const diesel = page.getByRole("checkbox", { name: /^Diesel/ }).first();
    await diesel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const box = await diesel.boundingBox();
    if (!box) throw new Error("the Diesel checkbox is not on screen");
    // A string, not a function: the TypeScript loader would add helpers the page does not have.
    await page.evaluate(`
      window.resultsChanged = new Promise((resolve) => {
        const main = document.querySelector("main");
        const found = () => /Found ([\\d,]+) cars/.exec(main.textContent)?.[1];
        const start = found();
        const observer = new MutationObserver(() => {
          if (found() === start) return;
          observer.disconnect();
          // Resolve after the frame that shows the new results has been produced.
          requestAnimationFrame(() => setTimeout(resolve, 0));
        });
        observer.observe(main, { subtree: true, childList: true, characterData: true });
      });
      undefined; // evaluate would otherwise wait for the promise
    `);
    const before = await metrics(session);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.evaluate("window.resultsChanged");
    await page.waitForURL(/fuel=Diesel/);
    const after = await metrics(session);
    return {
      cpuSlowdown,
      cardsBefore,
      cardsAfter: await cards.count(),
      mainThreadMs: Math.round(after.task - before.task),
      scriptMs: Math.round(after.script - before.script),
      layoutAndStyleMs: Math.round(after.layout - before.layout),
    };
  } finally {
    await browser.close();
  }
}

/** The median of three runs at each CPU speed (the 2-core machine is noisy). */
export async function measureFilterInteraction(baseUrl: string): Promise<FilterInteractionResult[]> {
  const out: FilterInteractionResult[] = [];
  for (const slowdown of [1, 4]) {
    const runs: FilterInteractionResult[] = [];
    for (let i = 0; i < 3; i++) runs.push(await measure(baseUrl, slowdown));
    runs.sort((a, b) => a.mainThreadMs - b.mainThreadMs);
    out.push(runs[1]!);
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = (process.env.BENCH_URL ?? "http://127.0.0.1:3900").replace(/\/$/, "");
  console.table(await measureFilterInteraction(baseUrl));
}
