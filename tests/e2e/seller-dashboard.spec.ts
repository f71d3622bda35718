import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Cookie, type Page } from "@playwright/test";

// Signing in hashes a password (scrypt); a first reset reads its code from the outbox.
test.describe.configure({ timeout: 90_000 });

const DEALER = "dealer@demo.carsaathi.in";
const USER = "user@demo.carsaathi.in";
// The seed gives the demo accounts random passwords; the first run sets this one by the
// real forgot-password flow (codes from /dev/outbox, DEV_OUTBOX=1), later runs just sign in.
const PASSWORD = "demo#E2e-2026";

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** Waits for React to hydrate, so form submissions go through the router. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

async function login(page: Page, email: string): Promise<boolean> {
  await open(page, "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  return page.waitForURL(/\/saved-listings$/, { timeout: 10_000 }).then(() => true, () => false);
}

/** Session cookies by email: each account signs in once per worker (logins are limited per account). */
const sessions = new Map<string, Cookie[]>();

async function signIn(page: Page, email: string) {
  const cookies = sessions.get(email);
  if (cookies) return page.context().addCookies(cookies);
  await passwordSignIn(page, email);
  sessions.set(email, await page.context().cookies());
}

async function passwordSignIn(page: Page, email: string) {
  if (await login(page, email)) return;
  await open(page, "/forgot-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
  const html = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).text();
  const code = html.match(/Your code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  await page.getByLabel("Code from the email").fill(code);
  await page.getByLabel("New password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await login(page, email)).toBe(true);
}

test("a dealer's analytics: the spec's ranges, charts with text alternatives, and each listing's figures", async ({ page }) => {
  await signIn(page, DEALER);
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
  await expect(table.getByRole("row")).toHaveCount(37);
  await expect(table.getByText("Sold", { exact: true }).first()).toBeVisible();
  await ranges.filter({ hasText: "7 days" }).click();
  await expect(page.getByRole("table", { name: "Views by period" }).getByRole("row")).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);
});

test("a buyer's enquiry reaches the dealer's Messages, where it is marked handled", async ({ page, browser }) => {
  await signIn(page, DEALER);
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
  await signIn(page, USER);
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
