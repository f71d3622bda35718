/**
 * Field Core Web Vitals end to end (decision 040): a car's page loads the reporter only after
 * it has loaded, leaving the page sends one beacon, and the admins' page shows the route's
 * pattern (never the URL) with its p75 for the device, in a table that scrolls on a phone.
 */
import { expect, test, type Request } from "@playwright/test";
import { logInAsDemo, open } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

// Signing in checks a password (scrypt), slow while the server fits its price model at start.
test.describe.configure({ timeout: 120_000 });

test("a car page's speed reaches /admin/vitals as /details/:id", async ({ page, request, viewport }) => {
  const device = (viewport?.width ?? 1280) < 768 ? "mobile" : "desktop";
  const adminPage = `/admin/vitals${device === "desktop" ? "?device=desktop" : ""}`;
  const { items } = (await (await request.get("/api/vehicles?pageSize=1")).json()) as { items: { id: string }[] };
  // Other tests' page views may be in already: count the route's TTFB reports before this one.
  await logInAsDemo(page, "admin", adminPage);
  const table = page.getByRole("region", { name: `p75 per day for /details/:id on ${device}` });
  const range = table.getByRole("row", { name: /^All \d+ days?/ });
  const ttfbReports = async () => {
    if ((await table.count()) === 0) return 0;
    const text = await range.getByRole("cell").nth(4).innerText();
    return Number(/n = (\d+)/.exec(text)?.[1] ?? 0);
  };
  const before = await ttfbReports();

  const beacons: Request[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/vitals")) beacons.push(r);
  });
  await open(page, `/details/${items[0]!.id}?from=search`);
  // The reporter's chunk arrives after the load event, on idle; one more idle moment and it runs.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/web-vitals-report-")));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(beacons).toEqual([]);

  // Leaving the page hides it: the page view's beacon goes (Playwright does not report a
  // request sent while a page unloads; the stored row is the proof).
  await page.goto(adminPage);
  await expect(async () => {
    await page.reload();
    expect(await ttfbReports()).toBe(before + 1);
  }).toPass({ timeout: 15_000 });
  // LCP, CLS, FCP and TTFB each rated in words (INP needs an interaction: reported or not).
  const rated = range.getByRole("cell").filter({ hasText: /(Good|Needs improvement|Poor)n = \d+$/ });
  expect(await rated.count()).toBeGreaterThanOrEqual(4);
  await expectNoSeriousAxeViolations(page);
});
