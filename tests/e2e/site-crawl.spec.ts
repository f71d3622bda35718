/**
 * The crawler that keeps the site agreeing with itself (issue 34): from the main pages it
 * follows the internal links it finds, breadth first, bounded and deduplicated, at 390 px, and
 * fails on an error answer, a page that scrolls sideways, a link promising "N cars" that opens
 * a page with another count or none, and a serious or critical axe violation (checked once per
 * kind of page: axe takes seconds a page). It prints what it visited.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";

test.describe.configure({ timeout: 600_000 });

const STARTS = ["/", "/new-cars", "/used-cars", "/car-filter", "/search", "/compare"];
const MAX_PAGES = 70;
/** Pages that are not for crawling: signed-in areas, actions, feeds and files. */
const SKIP = /^\/(auth|logout|profile|settings|seller|admin|messages|saved-listings|dev|api|images|assets|alerts|sitemaps?|news\/rss)|\.(xml|txt|csv|json)$/;

/** "2,128 cars", "1 car": the count a link promises, if it promises one. */
function promisedCount(text: string): number | null {
  const match = /(\d[\d,]*)\s+cars?\b/i.exec(text);
  return match ? Number(match[1]!.replace(/,/g, "")) : null;
}

/** The count a results page states ("Found 2,128 cars", "Used Cars (2,128)", "2,128 cars found"), or null. */
async function statedCount(page: Page): Promise<number | null> {
  const text = await page.getByRole("main").innerText();
  const match = /Found ([\d,]+) cars?|Used Cars \(([\d,]+)\)|([\d,]+) cars? found/.exec(text);
  const digits = match?.slice(1).find(Boolean);
  return digits ? Number(digits.replace(/,/g, "")) : null;
}

/** The path a link opens, normalised (no hash; page=1 dropped), or null when it leaves the crawl. */
function crawlable(href: string, origin: string): string | null {
  const url = new URL(href, origin);
  if (url.origin !== origin || SKIP.test(url.pathname)) return null;
  url.hash = "";
  if (url.searchParams.get("page") === "1") url.searchParams.delete("page");
  return url.pathname + url.search;
}

/** Pages of one kind share a template: axe reads one of each. */
const kindOf = (path: string) => path.split("?")[0]!.replace(/\/\d+(?=\/|$)/g, "/:id").replace(/^\/(news|blog|guides)\/.+/, "/$1/:slug");

test("every page reached from the main pages answers, fits a phone and keeps the counts its links promise @mobile-only", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const { items } = (await (await page.request.get("/api/vehicles?pageSize=2")).json()) as { items: { id: string }[] };
  const queue: { path: string; promised: number | null; from: string }[] = [
    ...STARTS.map((path) => ({ path, promised: null, from: "(start)" })),
    { path: `/details/${items[0]!.id}`, promised: null, from: "(start)" },
    { path: `/compare?ids=${items.map((i) => i.id).join(",")}`, promised: null, from: "(start)" },
  ];
  const seen = new Set(queue.map((q) => q.path));
  const axeChecked = new Set<string>();
  const problems: string[] = [];
  const visited: string[] = [];

  while (queue.length > 0 && visited.length < MAX_PAGES) {
    const { path, promised, from } = queue.shift()!;
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    visited.push(path);
    const status = response?.status() ?? 0;
    if (status >= 400) {
      problems.push(`${path} answered ${status} (linked from ${from})`);
      continue;
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 1) problems.push(`${path} scrolls sideways by ${overflow}px at 390 px`);
    if (promised !== null) {
      const stated = await statedCount(page);
      if (stated !== promised) problems.push(`${from} promised ${promised} cars, ${path} says ${stated ?? "no count"}`);
    }
    if (!axeChecked.has(kindOf(path))) {
      axeChecked.add(kindOf(path));
      await page.waitForLoadState("networkidle");
      await expectNoSeriousAxeViolations(page).catch((error: Error) => problems.push(`${path}: ${error.message.split("\n")[0]}`));
    }
    const links = await page.locator("main a[href], header a[href], footer a[href]").evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute("href") ?? "", text: (a as HTMLElement).innerText ?? "" })),
    );
    for (const link of links) {
      const next = crawlable(link.href, origin);
      if (!next || seen.has(next)) continue;
      seen.add(next);
      queue.push({ path: next, promised: promisedCount(link.text), from: path });
    }
  }

  console.log(`Crawled ${visited.length} pages (axe on ${axeChecked.size} kinds):\n  ${visited.join("\n  ")}`);
  expect(problems, problems.join("\n")).toEqual([]);
});
