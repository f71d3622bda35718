/**
 * Buyer-seller chat in two browsers at once: a guest's 'Chat with seller' goes through sign-up
 * and back to the car; the buyer and the demo dealer then exchange messages that arrive live
 * (no reload), with the spec's Enter / Shift+Enter rules, escaped text, links only to known
 * sites, the payment warning, the 'New message received' toast on another page, unread counts,
 * contact details shared only on request, and block and report.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { logInAsDemo, open, register } from "./account-helpers";

// Two sign-ins (scrypt) and a sign-up per run.
test.describe.configure({ timeout: 120_000 });

/** One of the demo dealer's cars on sale (the dealer's own Messages receive its chats). */
async function dealerCar(browser: Browser): Promise<{ dealer: Page; carPath: string }> {
  const dealer = await (await browser.newContext()).newPage();
  await logInAsDemo(dealer, "dealer", "/seller/analytics");
  const activeRow = dealer.getByRole("table", { name: "Your listings" }).getByRole("row").filter({ hasText: "Active" }).first();
  const carPath = (await activeRow.getByRole("link").first().getAttribute("href")) ?? "";
  expect(carPath).toMatch(/^\/details\/\d+$/);
  return { dealer, carPath };
}

test("a buyer and the dealer chat live, safely, in two browsers", async ({ page: buyer, browser }) => {
  const { dealer, carPath } = await dealerCar(browser);

  // A guest asking to chat signs up and comes back to the same car.
  await open(buyer, carPath);
  await buyer.getByRole("link", { name: "Chat with seller" }).click();
  await expect(buyer).toHaveURL(/\/auth\?redirectTo=%2Fdetails%2F\d+/);
  await open(buyer, `${buyer.url()}&tab=register`);
  const buyerName = `Kiran Shah ${Date.now() % 100_000}`;
  await register(buyer, buyerName, { alreadyThere: true, landsOn: new RegExp(`${carPath}$`) });
  await open(buyer, carPath);
  await buyer.getByRole("button", { name: "Chat with seller" }).click();
  await expect(buyer).toHaveURL(/\/messages\/\d+$/);
  const chatId = buyer.url().split("/").at(-1)!;
  await expect(buyer.getByRole("heading", { level: 1, name: "Demo Dealer Motors" })).toBeVisible();

  // Enter sends, Shift+Enter makes a new line, a blank message is not sent.
  const box = buyer.getByRole("textbox", { name: "Message" });
  await box.fill("   ");
  await box.press("Enter");
  await expect(buyer.getByRole("button", { name: "Send message" })).toBeDisabled();
  await box.fill("Hello! Is it still available?");
  await box.press("Shift+Enter");
  await box.pressSequentially("<b>Can I see it on Sunday?</b>");
  await box.press("Enter");
  const thread = buyer.getByRole("log", { name: "Messages with Demo Dealer Motors" });
  await expect(thread.getByText("<b>Can I see it on Sunday?</b>")).toBeVisible();
  await expect(thread.locator("b")).toHaveCount(0);
  await expect(box).toHaveValue("");
  await expect(thread.getByText("Today", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(buyer);

  // The dealer sees the chat with one unread message, which opening clears.
  await open(dealer, "/seller/messages");
  const row = dealer.getByRole("link", { name: new RegExp(buyerName) });
  await expect(row).toContainText("1 unread");
  await expectNoSeriousAxeViolations(dealer);
  await row.click();
  await expect(dealer).toHaveURL(new RegExp(`/seller/messages/${chatId}$`));
  await expect(dealer.getByRole("log").getByText("Hello! Is it still available?")).toBeVisible();

  // The dealer's reply arrives in the buyer's open chat without a reload, with the warning.
  const reply = "Yes. Pay 5000 token advance on UPI sahyadri@okaxis to book. Photos: https://www.cars24.com/buy-used-car and https://pay-now.example/x";
  await dealer.getByRole("textbox", { name: "Message" }).fill(reply);
  await dealer.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(thread.getByText(/Yes\. Pay 5000 token advance/)).toBeVisible();
  await expect(thread.getByText(/Careful: this message asks for money/)).toBeVisible();
  await expect(thread.getByRole("link", { name: "https://www.cars24.com/buy-used-car" })).toBeVisible();
  await expect(thread.getByRole("link", { name: /pay-now\.example/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(dealer);

  // On another page the buyer is told a message arrived, and the list shows it unread: only it,
  // as the reply that arrived in the open chat was marked read by its id.
  await open(buyer, "/messages");
  await dealer.getByRole("textbox", { name: "Message" }).fill("Sunday 11 am works");
  await dealer.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(buyer.getByText("New message received")).toBeVisible();
  await expect(buyer.getByRole("link", { name: /Demo Dealer Motors/ })).toContainText("1 unread");
  await expectNoSeriousAxeViolations(buyer);

  // Contact details stay hidden until their owner shares them.
  await open(buyer, `/messages/${chatId}`);
  await expect(buyer.getByText("Demo Dealer Motors has not shared a phone number or email.", { exact: false })).toBeVisible();
  await open(dealer, `/seller/messages/${chatId}`);
  await dealer.getByRole("checkbox", { name: "My phone number" }).check();
  await dealer.getByRole("button", { name: "Save" }).click();
  await expect(dealer.getByText("Your contact choices are saved")).toBeVisible();
  await open(buyer, `/messages/${chatId}`);
  await expect(buyer.getByRole("link", { name: "9800000001" })).toHaveAttribute("href", "tel:+919800000001");

  // Report (with the keyboard) and block: the dealer can no longer write.
  await buyer.getByRole("button", { name: "Report" }).focus();
  await buyer.keyboard.press("Enter");
  const dialog = buyer.getByRole("dialog", { name: "Report Demo Dealer Motors" });
  await dialog.getByLabel("What went wrong?").fill("Asked for a token advance by UPI before any viewing");
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(buyer.getByText("Thank you. Our team will review this conversation.")).toBeVisible();
  await buyer.getByRole("button", { name: "Block" }).click();
  await expect(buyer.getByText("You blocked Demo Dealer Motors.", { exact: false })).toBeVisible();
  await open(dealer, `/seller/messages/${chatId}`);
  await expect(dealer.getByText(`${buyerName} has blocked this conversation.`, { exact: false })).toBeVisible();
  await expect(dealer.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await dealer.context().close();

  // Anyone else finds no such conversation, by page or by API.
  const outsider = await (await browser.newContext()).newPage();
  await logInAsDemo(outsider, "user");
  expect((await outsider.goto(`/messages/${chatId}`))?.status()).toBe(404);
  expect((await outsider.goto(`/seller/messages/${chatId}`))?.status()).toBe(404);
  expect((await outsider.request.get(`/api/conversations/${chatId}`)).status()).toBe(404);
  await outsider.context().close();
});
