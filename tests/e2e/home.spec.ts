import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./hydration";

/** Spec section 9: the trending seed search counts. */
const SEED_SEARCHES: Record<string, number> = {
  "Maruti Suzuki Swift": 12500,
  "Hyundai Creta": 11200,
  "Tata Nexon": 10800,
  "Mahindra Thar": 9600,
  "Maruti Suzuki Baleno": 8900,
  "Toyota Fortuner": 7500,
};

// The first request compiles the page on the dev server; later tests then run at normal speed.
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  await request.get("/", { timeout: 110_000 });
});

/** Opens the home page once it has hydrated (clicks before that do nothing). */
async function openHome(page: Page) {
  await open(page, "/");
}

test("the home page is rendered on the server with cars from the database", async ({ page, request }) => {
  test.slow(); // a long page for axe to check
  // Server-rendered: the HTML itself carries the cars, before any JavaScript runs.
  const res = await request.get("/");
  expect(res.headers()["cache-control"]).toContain("s-maxage=60");
  const html = await res.text();
  for (const name of Object.keys(SEED_SEARCHES)) expect(html).toContain(name);
  expect(html).toMatch(/href="\/car-listings\?make=Hyundai&amp;model=Creta"/);
  expect(html).toMatch(/href="\/details\/\d+"/);

  await openHome(page);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const popular = page.getByRole("region", { name: "Popular cars" }).getByRole("link");
  await expect(popular).toHaveCount(6);
  await expect(popular.first()).toContainText("₹");

  const cards = page.getByRole("region", { name: "Recently listed cars" }).getByRole("article");
  await expect(cards.first()).toContainText("₹");
  await expect(cards.first()).toContainText(" km");

  // The first hero image is the eager, high-priority one, and it actually loads.
  const heroImage = page.getByRole("group", { name: "1 of 6" }).locator("img");
  await expect(heroImage).toHaveAttribute("fetchpriority", "high");
  await expect(heroImage).toHaveJSProperty("complete", true);
  expect(await heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator('[aria-label="2 of 6"] img')).toHaveAttribute("loading", "lazy");

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("the hero dots switch slides", async ({ page }) => {
  await openHome(page);
  for (let n = 1; n <= 6; n++) await expect(page.getByRole("button", { name: `View slide ${n}` })).toBeVisible();
  const firstHeadline = page.getByRole("group", { name: "1 of 6" }).getByRole("heading");
  await expect(firstHeadline).toBeVisible();

  await page.getByRole("button", { name: "View slide 3" }).click();
  await expect(page.getByRole("button", { name: "View slide 3" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("group", { name: "3 of 6" }).getByRole("heading")).toBeVisible();
  await expect(firstHeadline).toBeHidden();
});

test("Find Cars searches with the text and city and confirms with a toast", async ({ page }) => {
  test.slow(); // the first visit to /search compiles that page on the dev server
  await openHome(page);
  await page.getByRole("searchbox", { name: "Search by model, feature, or keyword" }).fill("creta");
  await page.getByRole("combobox", { name: "Brand" }).selectOption("Hyundai");
  await page.getByRole("combobox", { name: "City" }).fill("Pune");
  await page.getByRole("button", { name: "Find Cars" }).click();
  await expect(page.getByText("Searching for your perfect car!")).toBeVisible();
  await expect(page).toHaveURL(/\/search\?/, { timeout: 30_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get("q")).toBe("creta");
  expect(url.searchParams.get("make")).toBe("Hyundai");
  expect(url.searchParams.get("city")).toBe("Pune");
});

test("Browse By Brand expands to every brand and back", async ({ page }) => {
  await openHome(page);
  const brands = page.locator("#brand-list").getByRole("link");
  await expect(brands).toHaveCount(8);
  await expect(brands.first()).toHaveAttribute("href", /^\/search\?brand=/);
  const toggle = page.getByRole("button", { name: "View All Brands" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Show Popular Brands" })).toHaveAttribute("aria-expanded", "true");
  expect(await brands.count()).toBeGreaterThan(8);
  await page.getByRole("button", { name: "Show Popular Brands" }).click();
  await expect(brands).toHaveCount(8);
});

test("a most-searched card shows real platforms and at least its seed count", async ({ page }) => {
  await openHome(page);
  const card = page.getByRole("article", { name: "Hyundai Creta" });
  const count = Number(((await card.getByTestId("search-count").textContent()) ?? "").replace(/,/g, ""));
  expect(count).toBeGreaterThanOrEqual(SEED_SEARCHES["Hyundai Creta"]);
  await expect(card.getByText("Compare across platforms")).toBeVisible();
  const platforms = card.getByRole("list", { name: "Platforms listing the Hyundai Creta" }).getByRole("listitem");
  expect(await platforms.count()).toBeGreaterThan(0);
  expect(await platforms.count()).toBeLessThanOrEqual(4);
  await expect(card.getByRole("link", { name: /View Listings/ })).toHaveAttribute(
    "href",
    "/car-listings?make=Hyundai&model=Creta",
  );
});

test("health check answers once the site is ready", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});
