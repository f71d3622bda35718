import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";

// Registration and the admin's sign-in hash passwords (scrypt); the first admin page fits the model.
test.describe.configure({ timeout: 120_000 });

const ADMIN_EMAIL = "admin@demo.carsaathi.in";
// The demo seed gives the admin a random password; the first run replaces it through
// 'Forgot password' (the code read from the outbox, DEV_OUTBOX=1), later runs reuse it.
const ADMIN_PASSWORD = "admin#e2e-4821";
const PASSWORD = "secret#123";

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

async function outboxText(request: APIRequestContext, to: string): Promise<string> {
  return (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
}

async function readCode(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  const code = (await outboxText(request, to)).match(pattern)?.[1];
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

/** A seller registered through the real flow (email and SMS codes), signed in. */
async function registerSeller(page: Page): Promise<string> {
  const email = `e2e-seller-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await open(page, "/auth?tab=register");
  await page.getByLabel("Full name").fill("Sita Seller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("OTP sent to your phone & email!").first()).toBeVisible();
  await page.getByLabel("Code from your email").fill(await readCode(page.request, email, /Your code is (\d{6})/));
  await page.getByLabel("Code from your SMS").fill(await readCode(page.request, `+91${phone}`, /CarSaathi: (\d{6}) is your code/));
  await page.getByRole("button", { name: "Verify and create account" }).click();
  await expect(page).toHaveURL(/\/saved-listings$/);
  return email;
}

/** The seller's car into the queue (POST /dev/pending-listing stands in for the seller form in demo mode). */
async function queueCar(page: Page, note: string): Promise<number> {
  const response = await page.request.post("/dev/pending-listing", {
    form: { make: "Hyundai", model: "Creta", year: "2020", km: "32000", fuelType: "Petrol", transmission: "Manual", bodyType: "SUV", ownerCount: "1", city: "Pune", price: "1150000", description: note, registrationNumber: "MH12AB1234", platforms: "OLX" },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function logIn(page: Page, password: string): Promise<boolean> {
  await open(page, "/auth");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  return page
    .waitForURL(/\/saved-listings$/, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
}

async function signInAsAdmin(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  if (await logIn(page, ADMIN_PASSWORD)) return page;
  await open(page, "/forgot-password");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`If an account exists for ${ADMIN_EMAIL}`)).toBeVisible();
  await page.getByLabel("Code from the email").fill(await readCode(page.request, ADMIN_EMAIL, /Your code is (\d{6})/));
  await page.getByLabel("New password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel("Confirm new password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await logIn(page, ADMIN_PASSWORD)).toBe(true);
  return page;
}

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a seller is kept out of /admin with 'Admin access required'", async ({ page }) => {
  await registerSeller(page);
  await page.goto("/admin/listings");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Admin access required")).toBeVisible();
});

test("an admin approves one car and rejects another from the queue", async ({ page, browser, viewport }) => {
  const sellerEmail = await registerSeller(page);
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const approveId = await queueCar(page, `Approve me ${tag}`);
  await queueCar(page, `Reject me ${tag}`);

  const admin = await signInAsAdmin(browser, viewport);
  await open(admin, "/admin/listings");
  await expect(admin.getByRole("heading", { name: "Listing moderation" })).toBeVisible();
  await expect(admin.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /Sell leads/ })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);

  const toApprove = admin.getByRole("article").filter({ hasText: `Approve me ${tag}` });
  await expect(toApprove.getByText("MH12AB1234")).toBeVisible();
  await toApprove.getByRole("button", { name: "Approve" }).click();
  const approveDialog = admin.getByRole("dialog", { name: "Approve listing" });
  await expect(approveDialog).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await approveDialog.getByRole("button", { name: "Approve and publish" }).click();
  await expect(admin.getByText("Listing approved: it is now on sale")).toBeVisible();
  await expect(toApprove).toHaveCount(0);

  const toReject = admin.getByRole("article").filter({ hasText: `Reject me ${tag}` });
  await toReject.getByRole("button", { name: "Reject" }).click();
  const rejectDialog = admin.getByRole("dialog", { name: "Reject listing" });
  await rejectDialog.getByRole("button", { name: "Reject listing" }).click();
  // The browser asks for the reason first (required, at least 10 characters).
  await expect(rejectDialog).toBeVisible();
  await rejectDialog.getByLabel("Reason for the seller").fill("The photos show a different car");
  await rejectDialog.getByRole("button", { name: "Reject listing" }).click();
  await expect(admin.getByText("Listing rejected: the seller has been told why")).toBeVisible();
  await expect(toReject).toHaveCount(0);

  await open(admin, "/admin/listings?tab=recent");
  await expect(admin.getByRole("article").filter({ hasText: `Reject me ${tag}` }).getByText("The photos show a different car")).toBeVisible();

  // Buyers see the approved car; the seller was mailed both decisions.
  await open(page, `/details/${approveId}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Creta");
  const mail = await outboxText(page.request, sellerEmail);
  expect(mail).toContain("is live on CarSaathi");
  expect(mail).toContain("The photos show a different car");

  await open(admin, "/admin/leads");
  await expect(admin.getByRole("heading", { name: "Sell leads" })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await open(admin, "/admin/dealers");
  await expect(admin.getByRole("heading", { name: "Dealers", exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await admin.context().close();
});
