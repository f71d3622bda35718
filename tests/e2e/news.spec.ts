import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { open } from "./hydration";

test.describe.configure({ timeout: 90_000 });

test("/news opens with the newest article featured, 'Latest News' and pages of six", async ({ page }) => {
  await open(page, "/news");
  await expect(page.getByRole("heading", { level: 1, name: "Car News" })).toBeVisible();
  const featured = page.locator("article", { has: page.locator("#featured-news") });
  await expect(featured).toContainText("Featured");
  const latest = page.getByRole("region", { name: "Latest News" });
  await expect(latest.getByRole("article")).toHaveCount(5);
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/news\/rss\.xml$/);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.locator("#featured-news")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Latest News" }).getByRole("article")).toHaveCount(6);
});

test("searching news shows the spec's messages and keeps the term in the URL", async ({ page }) => {
  await open(page, "/news?page=2");
  const box = page.getByRole("searchbox", { name: "Search news" });
  await box.fill("bharat ncap");
  // Submitted by itself after typing stops, back on page 1.
  await expect(page).toHaveURL(/\/news\?q=bharat\+ncap$/);
  await expect(page.locator("#news-search-status")).toHaveText('Found 1 article(s) for "bharat ncap"');
  await expect(page.getByRole("link", { name: "Bharat NCAP star ratings explained" })).toBeVisible();

  await box.fill("hovercraft");
  await expect(page.locator("#news-search-status")).toHaveText('No articles found for "hovercraft"');
  await expect(page.getByRole("heading", { name: "No news articles found" })).toBeVisible();
  await expect(page.getByText('No articles matching "hovercraft". Try a different search term.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("an article: body, the car it mentions, tags, related articles, share and structured data", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await open(page, "/news/how-on-road-price-is-made-up");
  await expect(page).toHaveTitle("How a car's on-road price is made up | CarSaathi News");
  await expect(page.getByRole("heading", { level: 2, name: "The parts of the bill" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hyundai Creta for sale" })).toHaveAttribute("href", "/search?q=Hyundai%20Creta");
  await expect(page.getByRole("region", { name: "Related articles" }).getByRole("article")).toHaveCount(3);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  const types = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) =>
    nodes.flatMap((n) => [JSON.parse(n.textContent ?? "null")].flat().map((d: { "@type": string }) => d["@type"])),
  );
  expect(types).toEqual(expect.arrayContaining(["NewsArticle", "BreadcrumbList"]));

  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("URL copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/news\/how-on-road-price-is-made-up$/);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("main").getByRole("list", { name: "Tags" }).first().getByRole("link", { name: "#road tax" }).click();
  await expect(page).toHaveURL(/\/news\?q=road%20tax$/);
  await expect(page.locator("#news-search-status")).toContainText('article(s) for "road tax"');
});

test("an unnormalised slug redirects; an unknown one is a 404 'Article Not Found'", async ({ page }) => {
  await page.goto("/news/Bharat%20NCAP%20Star%20Ratings%20Explained");
  await expect(page).toHaveURL(/\/news\/bharat-ncap-star-ratings-explained$/);

  const res = await page.goto("/news/no-such-article");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
  await expect(page.getByText("The article you are looking for does not exist or has been removed.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "Back to News" }).click();
  await expect(page).toHaveURL(/\/news$/);
});

test("@any-width the RSS feed is served as RSS", async ({ request }) => {
  const res = await request.get("/news/rss.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await res.text();
  expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(12);
});
