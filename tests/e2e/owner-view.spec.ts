/** The seller opening their own car sees their listing's figures and actions, not a buyer's buttons. */
import { expect, test } from "@playwright/test";
import { logInAsDemo } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

test("the owner's own details page says 'Your listing' with its figures, Edit, Change price and Mark as sold", async ({ page }) => {
  await logInAsDemo(page, "user", "/seller");
  const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }).filter({ hasText: "Active" }).first();
  const title = (await row.getByRole("heading", { level: 3 }).textContent())!.trim();
  const figures = (await row.getByText(/^Posted .* views? · .* inquir/).textContent())!.trim();
  await row.getByRole("link", { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/details\/\d+$/);

  const panel = page.getByRole("region", { name: "Your listing" });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(figures)).toBeVisible(); // the same line as on My Listings
  await expect(panel.getByRole("link", { name: `Edit ${title}` })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Change price" })).toBeVisible();
  await expect(panel.getByRole("button", { name: "Mark as sold" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Purchase Now" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Set Price Alert|Price alert on/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: new RegExp(`^(Save|Saved).*: ${title}`) })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
