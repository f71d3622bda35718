import { expect, test } from "@playwright/test";
import { logInAsDemo, open } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

// The first admin page may fit the price model.
test.describe.configure({ timeout: 120_000 });

test("an admin writes a news article, previews it, publishes it and edits it", async ({ page, viewport }, info) => {
  const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${viewport?.width}.png`), fullPage: true });
  // The table scrolls inside its own region: the page itself never gets wider than the screen.
  const fitsTheScreen = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport!.width);
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const title = `Monsoon check-up for EVs ${tag}`;

  await logInAsDemo(page, "admin", "/admin/listings");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByRole("heading", { level: 1, name: "News articles" })).toBeVisible();
  for (const column of ["Title", "Category", "Author", "Published", "Actions"]) await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  await fitsTheScreen();
  await expectNoSeriousAxeViolations(page);
  await shot("admin-news");

  await page.getByRole("link", { name: "Write article" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write article" })).toBeVisible();
  // Nothing typed: the errors show beside the fields and nothing is sent.
  await page.getByLabel("Author").fill("");
  await page.getByRole("button", { name: "Publish article" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Choose a category", { exact: true }).last()).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("Title").fill(title);
  await expect(page.getByText(`Leave blank to use the title's: monsoon-check-up-for-evs-${tag}`)).toBeVisible();
  await page.getByLabel("Excerpt").fill("What to check on an electric car before the rains.");
  await page.getByLabel("Category").selectOption("Electric Vehicles");
  await page.getByLabel("Author").fill("CarSaathi Desk");
  await page.getByLabel("Tags").fill("EV, monsoon");
  await page.getByLabel("Body").fill("## Before the rains\n\nCheck the **charging port seals**.\n\n<script>alert(1)</script>");
  await page.getByLabel("Make").fill("Tata");
  await page.getByLabel("Model").fill("Nexon EV");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "Before the rains" })).toBeVisible();
  await expect(preview.locator("strong", { hasText: "charging port seals" })).toBeVisible();
  await expect(preview.getByText("<script>alert(1)</script>")).toBeVisible();
  await fitsTheScreen();
  await expectNoSeriousAxeViolations(page);
  await shot("admin-news-form");
  await page.getByRole("button", { name: "Back to Markdown" }).click();
  await expect(page.getByLabel("Body")).toBeVisible();

  await page.getByRole("button", { name: "Publish article" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByText("Article published")).toBeVisible();
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

  await open(page, "/news");
  await page.getByRole("link", { name: title, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("<script>alert(1)</script>")).toBeVisible();
  await expect(page.getByRole("link", { name: "Tata Nexon EV for sale" })).toBeVisible();

  await open(page, "/admin/news");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByLabel("Slug")).toHaveValue(`monsoon-check-up-for-evs-${tag}`);
  await expect(page.getByLabel("Slug")).not.toBeEditable();
  await page.getByLabel("Excerpt").fill("Seals, tyres and the charging cable before the rains.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/admin\/news$/);
  await expect(page.getByText("Article saved")).toBeVisible();
});
