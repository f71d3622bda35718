import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { open } from "./hydration";

// On a fresh database the fair-price model is fitted in the background after start (~30 s).
test.describe.configure({ timeout: 150_000 });

async function waitForRatings(request: APIRequestContext) {
  await expect
    .poll(async () => ((await (await request.get("/api/vehicles?deal=great&pageSize=1")).json()) as { total: number }).total, {
      timeout: 120_000,
      intervals: [2_000],
    })
    .toBeGreaterThan(0);
}

test("cards show a deal rating with the fair price, and best deals come first", async ({ page, request }) => {
  await waitForRatings(request);
  await open(page, "/search?make=Hyundai&sort=best_deal");
  const first = page.getByRole("article").first();
  await expect(first.getByText("Great deal")).toBeVisible();
  await expect(first.getByText(/^Fair price ₹[\d,]+$/)).toBeVisible();
  await expect(page.getByLabel("Sort by")).toHaveValue("best_deal");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);
});

test("the Deal rating filter on /used-cars keeps only those deals, with a removable chip", async ({ page, request }) => {
  await waitForRatings(request);
  await open(page, "/used-cars");
  const trigger = page.getByRole("button", { name: /^Filters/ });
  if (await trigger.isVisible()) await trigger.click();
  // By keyboard: the sticky header can sit over a section scrolled into view.
  await page.getByRole("button", { name: "Deal Rating" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("checkbox", { name: "Great deal" }).focus();
  await page.keyboard.press("Space");
  const apply = page.getByRole("button", { name: /^Show \d|^Apply/ });
  if (await apply.isVisible()) await apply.click();
  await expect(page).toHaveURL(/deal=great/);
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  const badges = await cards.evaluateAll((all) => all.map((card) => /Great deal/.test(card.textContent ?? "")));
  expect(badges.every(Boolean)).toBe(true);
  await page.getByRole("button", { name: /Great deal/ }).first().click();
  await expect(page).not.toHaveURL(/deal=/);
});
