import { expect, test, type Page } from "@playwright/test";
import { open } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

// The Maruti Suzuki Swift LXi is in both catalogues a fresh database may have: the shared data's
// (cars_ds_final.csv) and the generated one used without it; its other variants differ between them.
const VARIANT = "/new-cars/maruti-suzuki/swift/lxi";

test.describe.configure({ timeout: 90_000 });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test("a variant's spec sheet and on-road breakdown, then a comparison with its neighbour", async ({ page }) => {
  await open(page, VARIANT);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maruti Suzuki Swift LXi");
  await expect(page.getByText("ex-showroom prices as of 2019-20")).toBeVisible();
  await expect(page.getByTestId("ex-showroom")).toHaveText(/^₹\d{1,2},\d\d,\d{3}$/);

  const engine = page.getByRole("table", { name: "Engine & performance" });
  await expect(engine.getByRole("row", { name: /Engine displacement/ })).toContainText("1,197 cc");
  for (const group of ["Dimensions & capacity", "Safety", "Comfort & convenience", "Infotainment", "Warranty"]) {
    await expect(page.getByRole("heading", { name: group, level: 3 })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Standard equipment" })).toBeVisible();

  // No city yet: the breakdown appears for the one picked, rendered by the server from the cookie.
  const breakdown = page.getByTestId("on-road-breakdown");
  await expect(breakdown).toContainText("Choose your city");
  await page.getByLabel("Your city for on-road prices").selectOption("Mumbai");
  await expect(breakdown.getByRole("table", { name: /On-road price in Mumbai/ })).toBeVisible();
  await expect(breakdown.getByRole("rowheader", { name: "Road tax" })).toBeVisible();
  await expect(breakdown.locator("tfoot")).toContainText(/On-road price\s*₹[\d,]+/);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("region", { name: "Compare with" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/new-cars\/maruti-suzuki\/swift\/compare\?variants=lxi%2C/);
  const table = page.getByRole("region", { name: /compared$/ });
  await expect(table).toHaveAttribute("tabindex", "0");
  await expect(table.getByRole("rowheader", { name: /^On-road price in Mumbai/ })).toBeVisible();
  const differing = table.locator("tr[data-differs]");
  await expect(differing.first()).toBeVisible();
  // The mark is text too: a screen reader hears "differs" in the row's header.
  await expect(differing.first().getByRole("rowheader")).toContainText("differs");
  const allRows = await table.locator("tbody tr:not(:first-child)").count();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Show only differences" }).click();
  await expect(page).toHaveURL(/only=diff/);
  await expect(page.getByRole("link", { name: "Show only differences" })).toHaveAttribute("aria-current", "page");
  const shown = table.locator("tbody tr:not(:first-child)");
  expect(await shown.count()).toBeLessThan(allRows);
  expect(await shown.count()).toBe(await table.locator("tr[data-differs]").count());
});

test("a wrong comparison says what is wrong and lets the visitor pick again @any-width", async ({ page }) => {
  const response = await page.goto("/new-cars/maruti-suzuki/swift/compare?variants=lxi");
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText("Choose at least 2 variants to compare.");
  await page.getByRole("checkbox", { name: /^(?!LXi\b)/ }).first().check();
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(page.getByRole("region", { name: /^Maruti Suzuki Swift LXi vs .+ compared$/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("an unknown variant is a 404 with the model's variants, another spelling a redirect @any-width", async ({ page }) => {
  const missing = await page.goto("/new-cars/maruti-suzuki/swift/gti");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Maruti Suzuki Swift variants" }).getByRole("link", { name: /^LXi ₹/ })).toHaveAttribute("href", "/new-cars/maruti-suzuki/swift/lxi");
  await page.goto("/new-cars/Maruti-Suzuki/SWIFT/LXI");
  await expect(page).toHaveURL(/\/new-cars\/maruti-suzuki\/swift\/lxi$/);
});
