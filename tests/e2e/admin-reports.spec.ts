import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { logInAsDemo, open, register } from "./account-helpers";
import { ownOrigin } from "./own-origin";

// Registration hashes a password (scrypt); the first admin page may fit the price model.
test.describe.configure({ timeout: 120_000 });

async function newPage(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

/** The id of one of the demo dealer's cars on sale, from their analytics table. */
async function dealerCarId(dealer: Page): Promise<number> {
  await open(dealer, "/seller/analytics");
  const activeRow = dealer.getByRole("table", { name: "Your listings" }).getByRole("row").filter({ hasText: "Active" }).first();
  const href = (await activeRow.getByRole("link").getAttribute("href")) ?? "";
  return Number(href.match(/\/details\/(\d+)/)?.[1]);
}

async function postJson(page: Page, path: string, data: unknown): Promise<{ id: number }> {
  const response = await page.request.post(path, { data, headers: ownOrigin() });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

test("an admin reads a reported chat as plain text and marks the report resolved", async ({ page, browser, viewport }) => {
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const dealer = await newPage(browser, viewport);
  await logInAsDemo(dealer, "dealer", "/seller");
  const listingId = await dealerCarId(dealer);

  // A buyer writes, the dealer asks for an advance, the buyer reports the chat (through the chat API).
  await register(page, "Kiran Buyer");
  const chat = await postJson(page, "/api/conversations", { listingId });
  await postJson(page, `/api/conversations/${chat.id}/messages`, { body: `Is it available? <b>today</b> ${tag}` });
  await postJson(dealer, `/api/conversations/${chat.id}/messages`, { body: "Send a token advance of 5000 by UPI first" });
  await postJson(page, `/api/conversations/${chat.id}/report`, { reason: `Asked for an advance by UPI ${tag}` });

  const admin = await newPage(browser, viewport);
  await logInAsDemo(admin, "admin", "/admin/listings");
  await admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Chat reports" }).click();
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  await expect(admin.getByRole("heading", { level: 1, name: "Chat reports" })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Report views" }).getByRole("link", { name: "Open" })).toHaveAttribute("aria-current", "page");
  const card = admin.getByRole("article").filter({ hasText: tag });
  await expect(card.getByRole("heading")).toHaveText("Kiran Buyer reported Demo Dealer Motors");
  await expect(card.getByText("2 messages, 1 with the payment warning")).toBeVisible();
  await expect(card.getByRole("link").first()).toHaveAttribute("href", `/details/${listingId}`);
  await expectNoSeriousAxeViolations(admin);

  await card.getByRole("link", { name: /^Read conversation/ }).click();
  await expect(admin).toHaveURL(/\/admin\/reports\/\d+$/);
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Reported chat about");
  const messages = admin.getByRole("listitem").filter({ has: admin.locator("time") });
  await expect(messages).toHaveCount(2);
  // What the buyer typed is shown as typed: the <b> is text, not bold.
  await expect(messages.first().getByText(`Is it available? <b>today</b> ${tag}`)).toBeVisible();
  await expect(admin.locator("main b")).toHaveCount(0);
  await expect(messages.nth(1).getByText("Payment warning")).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  await admin.getByRole("button", { name: "Mark resolved" }).click();
  const dialog = admin.getByRole("dialog", { name: "Mark report resolved" });
  await dialog.getByLabel(/Note for other admins/).fill(`Warned the dealer ${tag}`);
  await expectNoSeriousAxeViolations(admin);
  await dialog.getByRole("button", { name: "Mark resolved" }).click();
  await expect(admin.getByText("Report marked resolved")).toBeVisible();
  await expect(admin.getByRole("article").getByText("Resolved", { exact: true }).first()).toBeVisible();

  await open(admin, "/admin/reports");
  await expect(admin.getByRole("article").filter({ hasText: tag })).toHaveCount(0);
  await open(admin, "/admin/reports?tab=resolved");
  const resolved = admin.getByRole("article").filter({ hasText: tag });
  await expect(resolved.getByText(`Warned the dealer ${tag}`)).toBeVisible();
  await expect(resolved.getByText(/by Demo Admin$/)).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
});

test("a buyer is kept out of /admin/reports with 'Admin access required' @any-width", async ({ page }) => {
  await register(page, "Ravi Buyer");
  await page.goto("/admin/reports");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Admin access required")).toBeVisible();
});
