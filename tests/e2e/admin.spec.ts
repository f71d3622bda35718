import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { logInAsDemo, open, register } from "./account-helpers";
import { ownOrigin } from "./own-origin";

// Registration hashes a password (scrypt); the first admin page fits the model.
test.describe.configure({ timeout: 120_000 });

async function outboxText(request: APIRequestContext, to: string): Promise<string> {
  return (await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text();
}

/** The seller lists a car through the 'List Your Car' action (the form's own post; photos are optional). */
async function listCar(page: Page, note: string): Promise<void> {
  const response = await page.request.post("/seller/upload", {
    headers: ownOrigin(),
    form: { make: "Hyundai", model: "Creta", year: "2020", km: "32000", fuelType: "Petrol", transmission: "Manual", bodyType: "SUV", ownerCount: "1", city: "Pune", price: "1150000", description: note, registrationNumber: "MH12AB1234", platforms: "OLX" },
  });
  expect(response.url()).toMatch(/\/seller$/);
}

async function signInAsAdmin(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await logInAsDemo(page, "admin", "/admin/listings");
  return page;
}


test("a seller is kept out of /admin with 'Admin access required'", async ({ page }) => {
  await register(page, "Sita Seller");
  await page.goto("/admin/listings");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Admin access required")).toBeVisible();
});

test("an admin approves one car and rejects another from the queue", async ({ page, browser, viewport }) => {
  const sellerEmail = await register(page, "Sita Seller");
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await listCar(page, `Approve me ${tag}`);
  await listCar(page, `Reject me ${tag}`);

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

  // Buyers see the approved car (the seller's list links to it); the seller was mailed both decisions.
  await open(page, "/seller");
  const rejectedRow = page.getByRole("listitem").filter({ hasText: "Rejected" });
  await expect(rejectedRow.getByText("The photos show a different car")).toBeVisible();
  await page.getByRole("listitem").filter({ hasText: "Active" }).getByRole("link", { name: "2020 Hyundai Creta", exact: true }).click();
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
