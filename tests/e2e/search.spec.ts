import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { markDocument } from "./same-document";
import { open } from "./hydration";

// The dev server compiles on first use and may be shared with other test runs.
test.describe.configure({ timeout: 60_000 });

/** The URL changes before React renders the new results: wait for both. */
async function settled(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect(page.locator('[aria-busy="false"]')).toHaveCount(1);
}

const found = (page: Page) => page.getByText(/^Found [\d,]+ cars? matching your search$/);

/** The filter panel: the sticky sidebar on desktop, the drawer behind 'Filters' on mobile. */
async function filters(page: Page) {
  const trigger = page.getByRole("button", { name: /^Filters/ });
  if (await trigger.isVisible()) {
    await trigger.click();
    return page.getByRole("dialog");
  }
  return page.getByRole("complementary", { name: "Search filters" });
}

async function cardLinks(page: Page) {
  return page.getByRole("article").getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

test("search results are rendered on the server and shown with a count", async ({ page, request }) => {
  const res = await request.get("/search?q=creta");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toContain("s-maxage=60");
  const html = await res.text();
  expect(html).toMatch(/href="\/details\/\d+"/);
  expect(html).toContain("matching your search");

  await open(page, "/search?q=creta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText('Results for "creta"');
  await expect(found(page)).toBeVisible();
  // The count heads the results at every width, so the cards' h3s follow an h2 (heading order).
  await expect(page.getByRole("heading", { level: 2, name: /^Found [\d,]+ cars? matching your search$/ })).toBeVisible();
  await expect(page.getByRole("article").first()).toContainText("Creta");

  // A bad parameter is ignored, never an error page.
  const bad = await request.get("/search?fuel=steam&page=abc&minYear=1800");
  expect(bad.status()).toBe(200);
});

test("a fuel filter changes the URL and the results, and Back restores them", async ({ page }) => {
  await open(page, "/search?q=suv");
  const before = await found(page).textContent();
  const panel = await filters(page);
  await panel.getByRole("checkbox", { name: /^Electric/ }).click();
  await settled(page, /fuel=Electric/);
  await expect(found(page)).not.toHaveText(before ?? "");
  await page.keyboard.press("Escape");
  await page.goBack();
  await expect(page).not.toHaveURL(/fuel=/);
  await expect(found(page)).toHaveText(before ?? "");
});

test("filters picked one after another, or while the last one's cars load, are all applied", async ({ page }) => {
  await open(page, "/search");
  const panel = await filters(page);
  // Two boxes ticked in the same instant (a filter is applied after the next paint): both count.
  await panel.evaluate((root) => {
    for (const name of ["Petrol", "Diesel"]) [...root.querySelectorAll("label")].find((label) => label.textContent?.startsWith(name))?.click();
  });
  await settled(page, /fuel=Petrol%2CDiesel/);
  await expect(panel.getByRole("checkbox", { name: /^Petrol/ })).toBeChecked();
  await expect(panel.getByRole("checkbox", { name: /^Diesel/ })).toBeChecked();

  // A second filter picked while the first one's cars are on their way keeps the first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.data(\?|$)/, async (route) => {
    await held;
    await route.continue().catch(() => {}); // the first request is cancelled by the second
  });
  await panel.getByRole("checkbox", { name: /^Automatic/ }).click();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
  await panel.getByRole("checkbox", { name: /^SUV/ }).click();
  release();
  await settled(page, /transmission=Automatic/);
  await expect(page).toHaveURL(/bodyType=SUV/);
  await expect(page).toHaveURL(/fuel=Petrol%2CDiesel/);
});

test("price inputs keep what was typed within the prices on sale, and say why when they change it", async ({ page, request }) => {
  const priceAt = async (sort: string) => ((await (await request.get(`/api/vehicles?sort=${sort}&pageSize=1`)).json()) as { items: { price: number }[] }).items[0]!.price;
  const [cheapest, dearest] = [await priceAt("price_asc"), await priceAt("price_desc")];
  const grouped = (n: number) => n.toLocaleString("en-IN");
  await open(page, "/car-listings?maxPrice=1000000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Your Perfect Car");
  let panel = await filters(page);
  const min = () => panel.getByLabel("Min price (₹)");
  const max = () => panel.getByLabel("Max price (₹)");
  const note = () => panel.getByRole("status").filter({ hasText: /./ });

  // A budget the data has stays as typed (a fixed range used to lift it to ₹5,00,000).
  expect(cheapest).toBeLessThan(100_000);
  await min().fill("1,00,000");
  await min().blur();
  await settled(page, /minPrice=100000/);
  await expect(min()).toHaveValue("1,00,000");

  await min().fill("1000");
  await min().blur();
  await settled(page, new RegExp(`minPrice=${cheapest}`));
  await expect(min()).toHaveValue(grouped(cheapest));
  await expect(note()).toHaveText(`No car on sale costs less than ₹${grouped(cheapest)}, so the minimum is that.`);

  await min().fill("20,00,000");
  await min().press("Enter");
  await settled(page, /minPrice=999999/);
  await expect(min()).toHaveValue("9,99,999");
  await expect(note()).toHaveText("The minimum must be below the maximum of ₹10,00,000.");

  await max().fill("99999999999");
  await max().blur();
  await settled(page, new RegExp(`maxPrice=${dearest}`));
  await expect(max()).toHaveValue(grouped(dearest));

  await open(page, "/car-listings");
  panel = await filters(page);
  await min().fill("750000");
  await min().blur();
  await expect(min()).toHaveValue("7,50,000");
  await expect(page).toHaveURL(/minPrice=750000/);
  await expect(note()).toHaveCount(0);

  // The year pickers run over the model years on sale, not up to this calendar year.
  const newest = ((await (await request.get("/api/vehicles?sort=year_desc&pageSize=1")).json()) as { items: { year: number }[] }).items[0]!.year;
  const from = panel.getByLabel("From");
  await expect(from.locator("option").nth(1)).toHaveText(String(newest));
  if (newest < new Date().getFullYear()) await expect(from.locator("option", { hasText: String(new Date().getFullYear()) })).toHaveCount(0);
});

test("pagination and sorting", async ({ page }) => {
  await open(page, "/car-listings");
  const first = await cardLinks(page);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await settled(page, /page=2/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  // Every card on page 2 is a different car (polled: the URL changes before the cards do).
  await expect.poll(async () => (await cardLinks(page)).filter((href) => first.includes(href)).length).toBe(0);

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: Low to High" });
  await settled(page, /sort=price_asc/);
  await expect(page).not.toHaveURL(/page=2/);
  // Each card's price as a number, from its <data> element (cards off screen are not laid out,
  // so their innerText cannot be relied on).
  const prices = () =>
    page.getByRole("article").evaluateAll((cards) => cards.map((c) => Number(c.querySelector("data")?.getAttribute("value"))));
  await expect
    .poll(async () => {
      const list = await prices();
      return list.length > 1 && list.every((price, i) => i === 0 || list[i - 1] <= price);
    })
    .toBe(true);
});

test("understood query chips can be removed", async ({ page }) => {
  await open(page, "/search?q=diesel%20automatic%20under%208L%20in%20pune");
  for (const label of ["Diesel", "Automatic", "Under ₹8 lakh", "Pune"]) {
    await expect(page.getByRole("link", { name: `Remove ${label}` })).toBeVisible();
  }
  const before = await found(page).textContent();
  await page.getByRole("link", { name: "Remove Diesel" }).click();
  await settled(page, /transmission=Automatic/);
  await expect(page).not.toHaveURL(/Diesel/i);
  await expect(found(page)).not.toHaveText(before ?? "");
  await expect(page.getByRole("link", { name: "Remove Pune" })).toBeVisible();
});

test("a search without results says so", async ({ page }) => {
  await open(page, "/search?q=zzzzqqq");
  await expect(page.getByText("No cars match your search criteria")).toBeVisible();
  await expect(page.getByText("Try adjusting your filters for more results")).toBeVisible();
});

test("the Filters button opens the drawer on small screens @mobile-only", async ({ page }) => {
  await open(page, "/search?fuel=Petrol");
  const trigger = page.getByRole("button", { name: /^Filters/ });
  await expect(trigger).toContainText("1");
  await trigger.click();
  const drawer = page.getByRole("dialog", { name: "Filter cars" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("checkbox", { name: /^Petrol/ })).toBeChecked();
  await drawer.getByRole("button", { name: "Close filters" }).click();
  await expect(drawer).toBeHidden();
});

test("at 390 px the results never scroll sideways, wherever the visitor has scrolled to @mobile-only", async ({ page }) => {
  await open(page, "/search?pageSize=48");
  // Against the device width: a phone zooms out to fit a wider page, so innerWidth would grow with it.
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - 390);
  expect(await sideways()).toBeLessThanOrEqual(0);
  // Cards far from the screen are not laid out (content-visibility); their stand-in size must not widen the page.
  await page.getByRole("article").last().scrollIntoViewIfNeeded();
  expect(await sideways()).toBeLessThanOrEqual(0);
});

for (const path of ["/search?q=creta", "/car-listings?view=list"]) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("article").first()).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  });
}

test("result, page and view links navigate within the page; a modified click is left to the browser", async ({ page, context }) => {
  await open(page, "/search?q=suv");
  const stillHere = await markDocument(page);

  await page.getByRole("link", { name: "List view" }).click();
  await settled(page, /view=list/);
  await expect(page.getByRole("link", { name: "List view" })).toHaveAttribute("aria-current", "true");
  expect(await stillHere()).toBe(true);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await settled(page, /page=2/);
  expect(await stillHere()).toBe(true);
  // The view switch replaced its history entry: one Back goes to page 1 in list view.
  await page.goBack();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).not.toHaveURL(/page=2/);
  // The URL moves before page 1's cars are shown: the card below must be page 1's.
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByLabel("Page 1", { exact: true })).toHaveAttribute("aria-current", "page");

  // Control-click opens the car in a new tab and leaves this page where it was.
  const card = page.getByRole("article").first().getByRole("link").first();
  const href = await card.getAttribute("href");
  const [tab] = await Promise.all([context.waitForEvent("page"), card.click({ modifiers: ["ControlOrMeta"] })]);
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(href);
  await tab.close();
  await expect(page).toHaveURL(/\/search\?/);

  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await stillHere()).toBe(true);
});

test("the page's search box starts a new search in place, without the last one's filters", async ({ page }) => {
  await open(page, "/car-listings?fuel=Diesel&sort=price_asc");
  const stillHere = await markDocument(page);
  const box = page.getByRole("main").getByRole("searchbox", { name: "Search cars" });
  await box.fill("nexon");
  await box.press("Enter");
  await settled(page, /\/car-listings\?q=nexon$/);
  await expect(page.getByRole("article").first()).toContainText("Nexon");
  expect(await stillHere()).toBe(true);
});
