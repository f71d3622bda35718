/**
 * Issue 32 (DPDP Act, decision 026) in the browser: the registration form says what we process
 * and offers the alert-mail opt-in unticked; /profile downloads the user's data and deletes the
 * account by keyboard; /settings is the one place for mail consent. Axe on each screen.
 */
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { open, PASSWORD, register } from "./account-helpers";

test.describe.configure({ timeout: 120_000 });


test("registration explains what we process, with the alert opt-in unticked", async ({ page }) => {
  await open(page, "/auth?tab=register");
  const optIn = page.getByRole("checkbox", { name: /price-drop alerts/ });
  await expect(optIn).not.toBeChecked();
  await expect(page.getByText(/We use your name, email and mobile number/)).toBeVisible();
  await expect(page.getByRole("form", { name: "Register" }).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
  await expectNoSeriousAxeViolations(page);
});

test("download my data, settings, then delete the account with the keyboard", async ({ page }) => {
  const email = await register(page, "Priya Sen");

  await open(page, "/settings");
  await expect(page.getByRole("checkbox", { name: /Price-alert emails/ })).not.toBeChecked();
  await expect(page.getByText(/We send no marketing or promotional emails/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await open(page, "/profile");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^carsaathi-my-data-\d{4}-\d{2}-\d{2}\.json$/);

  await page.getByRole("heading", { name: "Delete your account" }).scrollIntoViewIfNeeded();
  await expectNoSeriousAxeViolations(page);

  // Keyboard only: the password field, Tab to the box, Space ticks it, Tab to the button, Enter.
  await page.getByLabel("Your password").focus();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: /cannot be undone/ })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Delete my account" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page.getByRole("link", { name: "Login/Register" }).first()).toBeVisible();

  // The old password no longer signs in.
  await open(page, "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});
