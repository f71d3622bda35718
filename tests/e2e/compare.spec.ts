import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./hydration";

// The dev server compiles on first use and may be shared with other test runs.
test.describe.configure({ timeout: 60_000 });

const LIMIT = "Maximum of 3 vehicles can be compared at once.";

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

const chips = (page: Page) => page.getByRole("list", { name: "Cars in the comparison" }).getByRole("listitem");

test("compare three cars picked on the search page; a fourth is refused @any-width", async ({ page }) => {
  // Each test has a fresh browser context, so the tray starts empty.
  await open(page, "/search?q=suv");
  const cards = page.getByRole("article");
  const toggle = (i: number) => cards.nth(i).getByRole("button", { name: /^Compare / });
  for (let i = 0; i < 3; i++) {
    await toggle(i).click();
    await expect(toggle(i)).toHaveAttribute("aria-pressed", "true");
  }
  const tray = page.getByRole("complementary", { name: "Compare tray" });
  await expect(tray.getByRole("heading")).toHaveText("Compare (3/3)");

  await toggle(3).click();
  await expect(page.getByText(LIMIT)).toBeVisible();
  await expect(toggle(3)).toHaveAttribute("aria-pressed", "false");

  const ids = await cards.evaluateAll((all) => all.slice(0, 3).map((c) => c.querySelector("a")!.getAttribute("href")!.split("/").pop()));
  await tray.getByRole("link", { name: "Compare now" }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${ids.join(",")}$`));
  await expect(chips(page)).toHaveCount(3);
  await expect(page.getByRole("searchbox", { name: "Search cars to compare" })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: LIMIT })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Vehicle" })).toHaveCount(0);
});

test("add by search, refuse a repeat, highlight, remove, reload and reset @any-width", async ({ page, request }) => {
  const found = (await (await request.get("/api/vehicles/search?q=creta&pageSize=8")).json()) as { items: { id: string; price: number }[] };
  // Two cars that differ (other specs list identical cars: those would have no differences).
  const secondAt = found.items.findIndex((v) => v.price !== found.items[0]!.price);
  const [first, second] = [found.items[0]!.id, found.items[secondAt]!.id];
  await open(page, `/compare?ids=${first}`);
  await expect(chips(page)).toHaveCount(1);

  const search = page.getByRole("searchbox", { name: "Search cars to compare" });
  await search.fill("creta");
  const results = page.getByRole("list", { name: "Search results" }).getByRole("button");
  await expect(results.first()).toContainText("Already in comparison");
  await expect(results.first()).toBeDisabled();
  await results.nth(secondAt).click();
  await expect(page).toHaveURL(new RegExp(`ids=${first},${second}$`));
  await expect(page.getByText("Vehicle Added")).toBeVisible();
  await expect(chips(page)).toHaveCount(2);

  // Highlight Differences is on by default and marks the rows where the cars differ.
  await page.getByRole("tab", { name: "Specs" }).click();
  await page.getByRole("button", { name: "Price & Overview" }).click();
  const differing = page.locator("tr[data-differs]");
  await expect(differing.first()).toBeVisible();
  const highlight = page.getByRole("switch", { name: "Highlight Differences" });
  await expect(highlight).toBeChecked();
  await highlight.click();
  await expect(differing).toHaveCount(0);

  // The URL carries the selection: a reload shows the same cars.
  await page.reload();
  await expect(chips(page)).toHaveCount(2);

  await chips(page).nth(1).getByRole("button").click();
  await expect(page.getByText("Vehicle Removed")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`ids=${first}$`));
  await expect(chips(page)).toHaveCount(1);

  await page.getByRole("button", { name: "Reset Comparison" }).click();
  await expect(page).toHaveURL(/\/compare$/);
  await expect(page.getByRole("heading", { name: "No Cars to Compare" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Car Listings" })).toHaveAttribute("href", "/car-listings");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("the sample comparison, its price tab and the visual slider by keyboard pass axe @desktop-only", async ({ page }) => {
  await open(page, "/compare");
  await expect(page.getByText("Sample comparison:")).toBeVisible();
  await expect(chips(page)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Add Vehicle" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const slider = page.getByRole("slider", { name: "Divider between the two photos" });
  await slider.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slider).toHaveAttribute("aria-valuenow", "55");
  await page.keyboard.press("Home");
  await expect(slider).toHaveAttribute("aria-valuenow", "0");

  await page.getByRole("tab", { name: "Features" }).click();
  await expect(page.getByRole("button", { name: "Safety Features" })).toBeVisible();
  await page.getByRole("tab", { name: "Price" }).click();
  await expect(page.getByText("Asking price").first()).toBeVisible();
  // Each car's trend says whose prices it shows: this car's own, or its model year's market.
  await expect(page.getByRole("heading", { level: 4, name: /^(This car's price|Market price trend|Price trend), last 6 months$/ })).toHaveCount(2);
  await expect(page.getByText(/AI Predicted Price/)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test("on phones the cars are a swipeable carousel and Features is hidden @mobile-only", async ({ page }) => {
  await open(page, "/compare");
  await expect(page.getByRole("tab", { name: "Features" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Visual Comparison" })).toBeHidden();
  const slide = (n: number) => page.getByRole("group", { name: `${n} of 3` });
  await expect(slide(1)).toBeVisible();
  await expect(slide(2)).toBeHidden();

  await slide(1).scrollIntoViewIfNeeded();
  const box = (await slide(1).boundingBox())!;
  const y = box.y + 80; // on the photo, clear of the bottom bar
  // A short drag is not a swipe; one over 100 px is.
  await page.mouse.move(box.x + 250, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, y, { steps: 4 });
  await page.mouse.up();
  await expect(slide(1)).toBeVisible();
  await page.mouse.move(box.x + 300, y);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, y, { steps: 4 });
  await page.mouse.up();
  await expect(slide(2)).toBeVisible();
  await expect(slide(1)).toBeHidden();
  await expectNoSeriousAxeViolations(page);
});
