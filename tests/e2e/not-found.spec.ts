import { expect, test } from "@playwright/test";
import { logInAsDemo } from "./account-helpers";

// Issue 32: with the host and the server build each holding a copy of the error class, these
// 404s reached the browser as 500s in production (the log said 404). One module graph per
// process (decision 023) removed the cause; the production build is held to it here.
test.describe.configure({ timeout: 90_000 });

test("a missing report or article answers 404 to an admin @any-width", async ({ page }) => {
  await logInAsDemo(page, "admin", "/admin/listings");
  for (const path of ["/admin/reports/999999", "/admin/news/999999/edit"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("another seller's listing edit page answers 404, never 500 @any-width", async ({ browser }) => {
  const dealer = await (await browser.newContext()).newPage();
  await logInAsDemo(dealer, "dealer", "/seller");
  const href = await dealer.locator('a[href^="/seller/listings/"][href$="/edit"]').first().getAttribute("href");
  expect(href).toMatch(/^\/seller\/listings\/\d+\/edit$/);
  await dealer.context().close();

  const buyer = await (await browser.newContext()).newPage();
  await logInAsDemo(buyer, "user", "/saved-listings");
  const response = await buyer.goto(href!);
  expect(response?.status()).toBe(404);
  await buyer.context().close();
});
