import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { logInAsDemo, open } from "./account-helpers";

// Signing in hashes a password (scrypt).
test.describe.configure({ timeout: 90_000 });


test("a dealer's analytics: the spec's ranges, charts with text alternatives, and each listing's figures", async ({ page }) => {
  await logInAsDemo(page, "dealer");
  await open(page, "/seller/analytics");
  await expect(page.getByRole("heading", { level: 1, name: "Dealer Dashboard" })).toBeVisible();
  await expect(page.getByText("Verified Dealer")).toBeVisible();
  const ranges = page.getByRole("navigation", { name: "Period" }).getByRole("link");
  await expect(ranges).toHaveText(["7 days", "30 days", "90 days", "12 months"]);
  await expect(ranges.filter({ hasText: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("img", { name: /^Views: [\d,]+ in total from/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Inquiries: / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Sales: / })).toBeVisible();
  await expect(page.getByRole("table", { name: "Views by period" }).getByRole("row")).toHaveCount(31);
  await expectNoSeriousAxeViolations(page);

  await ranges.filter({ hasText: "12 months" }).click();
  await expect(page).toHaveURL(/\?range=12months$/);
  await expect(page.getByRole("table", { name: "Views by period" }).getByRole("row")).toHaveCount(13);
  const table = page.getByRole("table", { name: "Your listings" });
  await expect(table.getByRole("columnheader")).toHaveText(["Car", "Status", "Price", "Views (12 months)", "Inquiries (12 months)", "Listed", "Sold", "Sale price"]);
  // The demo dealer's 36 cars, plus any other specs listed (bulk upload) before this one.
  expect(await table.getByRole("row").count()).toBeGreaterThanOrEqual(37);
  await expect(table.getByText("Sold", { exact: true }).first()).toBeVisible();
  await ranges.filter({ hasText: "7 days" }).click();
  await expect(page.getByRole("table", { name: "Views by period" }).getByRole("row")).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);
});

test("a buyer's enquiry reaches the dealer's Messages, where it is marked handled", async ({ page, browser }) => {
  await logInAsDemo(page, "dealer");
  await open(page, "/seller/analytics");
  const activeRow = page.getByRole("table", { name: "Your listings" }).getByRole("row").filter({ hasText: "Active" }).first();
  const href = (await activeRow.getByRole("link").getAttribute("href")) ?? "";
  const carTitle = (await activeRow.getByRole("link").textContent())?.trim() ?? "";

  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await open(buyer, href);
  const name = `Nisha ${Date.now() % 100_000}`;
  const form = buyer.getByRole("region", { name: "Contact the seller" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Mobile number (10 digits)").fill("9876501234");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toContainText("Enquiry sent to the seller.");
  await buyerContext.close();

  await open(page, "/seller/messages");
  await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
  const message = page.getByRole("listitem").filter({ hasText: name });
  await expect(message.getByRole("heading")).toContainText(carTitle);
  await expect(message.getByRole("link", { name: "9876501234" })).toHaveAttribute("href", "tel:9876501234");
  await expect(message.locator("time")).toHaveText(/^\d{1,2}:\d{2} (am|pm)$/);
  await expectNoSeriousAxeViolations(page);
  await message.getByRole("button", { name: "Mark as handled" }).click();
  await expect(message.getByText("Handled", { exact: true })).toBeVisible();
  await expect(message.getByRole("button", { name: "Mark as handled" })).toHaveCount(0);
});

test("a private seller has no Analytics: not in the menu, and the page says why @any-width", async ({ page }) => {
  await logInAsDemo(page, "user");
  await open(page, "/seller/messages");
  await expect(page.getByRole("heading", { level: 1, name: "Seller Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Seller dashboard" }).getByRole("link", { name: "Analytics" })).toHaveCount(0);
  const answer = await page.goto("/seller/analytics");
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Analytics is for dealers" })).toBeVisible();
});

test("opening a car's page records one view from the browser @any-width", async ({ page }) => {
  await page.goto("/search?q=creta");
  const href = (await page.getByRole("article").first().getByRole("link").first().getAttribute("href")) ?? "";
  const beacon = page.waitForRequest((r) => /\/api\/vehicles\/\d+\/views$/.test(r.url()) && r.method() === "POST");
  const answered = page.waitForResponse((r) => /\/api\/vehicles\/\d+\/views$/.test(r.url()));
  await page.goto(href);
  await beacon;
  expect((await answered).status()).toBe(204);
});
