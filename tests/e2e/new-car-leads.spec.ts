import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { logInAsDemo } from "./account-helpers";

// Signing in hashes a password (scrypt).
test.describe.configure({ timeout: 90_000 });

test("the demo dealer's new-car leads: in the menu, the shared phone as a link, the other 'Not shared' @any-width", async ({ page }) => {
  await logInAsDemo(page, "dealer", "/seller/leads");
  await expect(page.getByRole("heading", { level: 2, name: "New-car leads" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Seller dashboard" }).getByRole("link", { name: "New-car leads" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "New-car leads, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText(["Car", "Variant", "Buyer", "Mobile", "City", "Date"]);
  const shared = table.getByRole("row").filter({ hasText: "Priya Kulkarni" });
  await expect(shared.getByRole("link", { name: "9822000101" })).toHaveAttribute("href", "tel:+919822000101");
  await expect(table.getByRole("row").filter({ hasText: "Rohan Deshpande" })).toContainText("Not shared");
  await expect(table).not.toContainText("rohan.deshpande@example.in");
  await expectNoSeriousAxeViolations(page);
});
