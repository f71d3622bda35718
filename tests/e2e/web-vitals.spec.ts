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
  const { items } = (await (await request.get("/api/vehicles?pageSize=1")).json()) as { items: { id: string }[] };
  const beacons: Request[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/vitals")) beacons.push(r);
  });
  await open(page, `/details/${items[0]!.id}?from=search`);
  // The reporter's chunk arrives after the load event, on idle; one more idle moment and it runs.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/web-vitals-report-")));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(beacons).toEqual([]);

  // Leaving the page (to sign in) hides it: the page view's beacon goes (Playwright does not
  // report a request sent while a page unloads; the stored row is the proof).
  await logInAsDemo(page, "admin", `/admin/vitals${device === "desktop" ? "?device=desktop" : ""}`);
  const table = page.getByRole("region", { name: `p75 per day for /details/:id on ${device}` });
  await expect(async () => {
    await page.reload();
    await expect(table).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  // TTFB, FCP, LCP and CLS came once (visibilitychange and pagehide both fired; one report
  // went), each rated in words; INP needs an interaction.
  const range = table.getByRole("row", { name: /^All 1 day/ });
  await expect(range.getByRole("cell")).toHaveCount(5);
  await expect(range.getByRole("cell").filter({ hasText: /(Good|Needs improvement|Poor)n = 1$/ })).toHaveCount(4);
  await expect(range.getByRole("cell").nth(1)).toHaveText("No reports");
  await expectNoSeriousAxeViolations(page);
});
