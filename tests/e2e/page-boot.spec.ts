/**
 * How a page starts (decision 043): its scripts are asked for only once the page has loaded,
 * so a phone's slow link carries the stylesheet and the pictures in view first; then the page
 * hydrates in parts, each of which answers the visitor like the rest.
 */
import { expect, test, type Page } from "@playwright/test";
import { open } from "./hydration";

/** When each of the page's own scripts was asked for, and when the page had loaded (ms since navigation). */
async function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return { loadEventStart: navigation.loadEventStart, scripts };
  });
}

test("@any-width pages ask for no script before they have loaded, then hydrate", async ({ page, request }) => {
  const { items } = (await (await request.get("/api/vehicles?pageSize=1")).json()) as { items: { id: string }[] };
  for (const path of ["/", `/details/${items[0]!.id}`, "/used-cars", "/news"]) {
    await open(page, path);
    const { loadEventStart, scripts } = await scriptTimings(page);
    expect(scripts.length, path).toBeGreaterThan(5);
    const early = scripts.filter((script) => script.startTime < loadEventStart);
    expect(early, `${path}: scripts asked for before the load event at ${Math.round(loadEventStart)} ms`).toEqual([]);
  }
});

test("@any-width parts hydrated after the header answer the visitor: a result card, the footer", async ({ page }) => {
  await open(page, "/used-cars");
  // A result card hydrates in a task of its own: a click on it is a navigation inside the app.
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.locator("main ul li a[href^='/details/']").first().click();
  await expect(page).toHaveURL(/\/details\/\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), "the card's link went through the router").toBe(true);

  // The footer (hydrated after the page) also navigates inside the app.
  await page.getByRole("contentinfo").getByRole("link", { name: "News", exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), "the footer's link went through the router").toBe(true);
});
