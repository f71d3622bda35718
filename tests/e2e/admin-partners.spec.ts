import { expect, test } from "@playwright/test";
import { logInAsDemo } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

test.describe.configure({ timeout: 120_000 });

test("an admin creates a partner, copies its key shown once, and rotates it", async ({ page, viewport }, info) => {
  const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${viewport?.width}.png`), fullPage: true });
  const fitsTheScreen = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
  const name = `Dealer Group ${Date.now() % 1e8}-${Math.floor(Math.random() * 1e3)}`;

  await logInAsDemo(page, "admin", "/admin/partners");
  await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
  // The demo seed registers the data's platforms without keys.
  await expect(page.getByRole("heading", { level: 3, name: "Spinny", exact: true })).toBeVisible();
  await fitsTheScreen();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Source").fill(name);
  await page.getByRole("button", { name: "Create partner" }).click();
  const box = page.getByTestId("new-partner-key");
  await expect(box).toContainText("it will not be shown again");
  const key = (await box.locator("code").textContent()) ?? "";
  expect(key).toMatch(/^cs_live_/);
  await expect(box.getByRole("button", { name: "Copy key" })).toBeVisible();
  await fitsTheScreen();
  await expectNoSeriousAxeViolations(page);
  await shot("admin-partners-new-key");

  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name }) });
  await expect(card).toContainText(key.slice(0, 12));
  await card.getByRole("button", { name: `Rotate key of ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Rotate API key" });
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Rotate key" }).click();
  await expect(page.getByText("New key issued; the old key no longer works")).toBeVisible();
  const rotated = (await card.getByTestId("new-partner-key").locator("code").textContent()) ?? "";
  expect(rotated).toMatch(/^cs_live_/);
  expect(rotated).not.toBe(key);

  // A reload never shows a key again: only its prefix.
  await page.reload();
  await expect(page.getByTestId("new-partner-key")).toHaveCount(0);
  await expect(page.getByText(rotated)).toHaveCount(0);
  await expect(card).toContainText(rotated.slice(0, 12));
  await fitsTheScreen();
  await shot("admin-partners");
});
