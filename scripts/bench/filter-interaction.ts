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
    const before = await metrics(session);
    const found = page.getByText(/^Found [\d,]+ cars/);
    const countBefore = await found.innerText();
    await page.getByRole("checkbox", { name: /^Diesel/ }).first().click();
    await page.waitForURL(/fuel=Diesel/);
    await page.waitForFunction((text) => !document.body.innerText.includes(text), countBefore);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
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
