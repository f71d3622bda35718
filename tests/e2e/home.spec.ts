import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test("the home page is rendered on the server with cars from the database", async ({ page, request }) => {
  // Server-rendered: the HTML itself carries the cars, before any JavaScript runs.
  const html = await (await request.get("/")).text();
  expect(html).toContain("Recently listed cars");
  expect(html).toMatch(/href="\/details\/\d+"/);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(8);
  await expect(cards.first()).toContainText("₹");
  await expect(cards.first()).toContainText(" km");

  // Every card image is a generated illustration that actually loads.
  const image = cards.first().locator("img");
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("health check answers once the site is ready", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok" });
});
