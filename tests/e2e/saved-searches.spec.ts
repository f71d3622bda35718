/**
 * Saved searches (issue 36) as a shopper uses them, at phone and desktop width: a guest's
 * "Save this search" goes through registration and comes back saved; a signed-in save from the
 * dialog; /saved-searches to rename, pause and delete; the bell; no serious axe violation.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { open, PASSWORD, readCode, readSmsCode } from "./account-helpers";

/** Registers from the sign-in page a guest was sent to, as register() does, ending wherever its redirectTo leads. */
async function registerHere(page: Page) {
  await page.getByRole("link", { name: "Register", exact: true }).click();
  const email = `e2e-ss-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  await page.getByLabel("Full name").fill("Asha Rao");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Mobile number").fill(phone);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByRole("checkbox", { name: /terms and conditions/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("OTP sent to your phone & email!").first()).toBeVisible();
  await page.getByLabel("Code from your email").fill(await readCode(page.request, email));
  await page.getByLabel("Code from your SMS").fill(await readSmsCode(page.request, phone));
  await page.getByRole("button", { name: "Verify and create account" }).click();
}

test("save searches as a guest and signed in, then rename, pause and delete them", async ({ page, viewport }, info) => {
  test.slow(); // a registration (scrypt) and three axe checks, each waiting for its toasts to go
  const shot = (name: string, fullPage = true) => page.screenshot({ path: info.outputPath(`${name}-${viewport?.width}.png`), fullPage });

  // A guest's save: sign in (here, register), and back on the same results with the search saved.
  await open(page, "/search?make=Hyundai&fuel=Petrol&maxPrice=800000");
  await page.getByRole("link", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await registerHere(page);
  await expect(page).toHaveURL(/\/search\?make=Hyundai&fuel=Petrol&maxPrice=800000$/, { timeout: 30_000 });
  await expect(page.getByText("Search saved as “Hyundai, petrol, under ₹8 lakh”", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search saved: see your saved searches" })).toBeVisible();

  // The bell: nothing new yet, said plainly.
  await page.getByRole("link", { name: /^Notifications/ }).click();
  await expect(page.getByRole("heading", { name: "Nothing new" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Signed in, the dialog saves in place, with the name suggested from the filters.
  await open(page, "/used-cars?fuel=diesel");
  await page.getByRole("link", { name: "Save this search" }).scrollIntoViewIfNeeded();
  await shot("used-cars-button", false);
  await page.getByRole("link", { name: "Save this search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save this search" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Used cars, diesel");
  await dialog.getByLabel("Name").fill("Diesel runabouts");
  await dialog.getByRole("radio", { name: /Instant/ }).check();
  await expectNoSeriousAxeViolations(page);
  await shot("save-dialog", false);
  await dialog.getByRole("button", { name: "Save search" }).click();
  await expect(dialog.getByText("Saved as “Diesel runabouts”.", { exact: false })).toBeVisible();
  await dialog.getByRole("link", { name: "See saved searches" }).click();

  await expect(page).toHaveURL(/\/saved-searches$/);
  const list = page.getByRole("list", { name: "Your saved searches" });
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Diesel runabouts", "Hyundai, petrol, under ₹8 lakh"]);
  const diesel = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Diesel runabouts" }) });
  await expect(diesel.getByText("Instant emails", { exact: false })).toBeVisible();
  await expect(diesel.getByRole("list", { name: "Filters" }).getByRole("listitem")).toHaveText(["Diesel", "Used cars"]);
  await expectNoSeriousAxeViolations(page);
  await shot("saved-searches");

  // Rename, switch to daily and pause: each in place, said at once.
  await diesel.locator("summary", { hasText: "Rename" }).click();
  await diesel.getByLabel("New name").fill("Diesel family cars");
  await diesel.getByRole("button", { name: "Save name" }).click();
  const renamed = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Diesel family cars" }) });
  await expect(renamed).toBeVisible();
  await renamed.getByRole("button", { name: "Daily" }).click();
  await expect(renamed.getByRole("button", { name: "Daily" })).toHaveAttribute("aria-pressed", "true");
  await renamed.getByRole("button", { name: /^Pause emails/ }).click();
  await expect(renamed.getByRole("button", { name: /^Resume emails/ })).toBeVisible();
  await expect(renamed.getByText("Paused: no emails", { exact: false })).toBeVisible();
  // Shown at once, saved when the server says so: reloading before that would cancel the save.
  await expect(page.getByText("Paused: no emails for this search")).toBeVisible();
  await page.reload();
  await expect(renamed.getByText("Paused: no emails", { exact: false })).toBeVisible();

  // Delete, after confirming.
  await renamed.locator("summary", { hasText: "Delete" }).click();
  // Removed at once, deleted when the server answers: reloading before that would cancel the delete.
  const deleted = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/saved-searches"));
  await renamed.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Hyundai, petrol, under ₹8 lakh"]);
  await deleted;
  await page.reload();
  await expect(page.getByRole("list", { name: "Your saved searches" }).getByRole("heading", { level: 2 })).toHaveText(["Hyundai, petrol, under ₹8 lakh"]);

  // Open results goes to the search itself.
  await page.getByRole("link", { name: /Open results/ }).click();
  await expect(page).toHaveURL(/\/search\?make=Hyundai&maxPrice=800000&fuel=Petrol$/);
});
