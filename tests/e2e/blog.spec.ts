import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { logInAsDemo, open, register } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

// Registration hashes a password (scrypt) and each photo is re-encoded four times.
test.describe.configure({ timeout: 120_000 });

const photo = async (red: number) => ({
  name: `story-${red}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: red, g: 120, b: 90 } } }).jpeg().toBuffer(),
});

test("a reader submits a story with two photos, an admin approves it, it is published", async ({ page, browser, viewport }, info) => {
  const shot = (p: typeof page, name: string) => p.screenshot({ path: info.outputPath(`${name}-${viewport?.width}.png`), fullPage: true });
  const tag = `${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
  const title = `Monsoon drive to Munnar ${tag}`;

  // A guest is asked to sign in.
  await open(page, "/blog");
  await expect(page.getByRole("heading", { name: "Share Your Car Story" })).toBeVisible();
  await page.getByRole("button", { name: "Submit Your Story" }).click();
  await expect(page.getByText("Please sign in to submit a blog post")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, "blog-guest");

  await register(page, "Kavya Writer");
  await open(page, "/blog");
  await page.getByRole("button", { name: "Submit Your Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Submit Your Car Story" });
  await expect(dialog).toBeVisible();
  // Nothing typed yet: the errors show beside the fields and nothing is sent.
  await dialog.getByRole("button", { name: "Submit Your Story" }).click();
  await expect(dialog.getByText("Title is required")).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("We took our Nexon up the ghats to Munnar in July. **Fog** all the way, but the car felt planted and the tea estates were worth it.");
  await dialog.getByLabel("Car Make").fill("Tata");
  await dialog.getByLabel("Car Model").fill("Nexon");
  await dialog.getByLabel("Year").fill("2021");
  await dialog.getByLabel("Images (up to 2)").setInputFiles([await photo(210), await photo(40)]);
  await expect(dialog.getByText("2 of 2 photos added")).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousAxeViolations(page);
  await shot(page, "blog-dialog");
  await dialog.getByRole("button", { name: "Submit Your Story" }).click();
  await expect(page.getByText("Blog post submitted successfully! It will be reviewed by an admin.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/blog$/);
  // Pending: not published yet.
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  const admin = await (await browser.newContext({ viewport })).newPage();
  await logInAsDemo(admin, "admin", "/admin/blog");
  await open(admin, "/admin/blog");
  await expect(admin.getByRole("heading", { name: "Blog submissions" })).toBeVisible();
  for (const column of ["Title", "Author", "Date", "Status", "Actions"]) await expect(admin.getByRole("columnheader", { name: column })).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await shot(admin, "admin-blog");
  await admin.getByRole("button", { name: `Review ${title}` }).click();
  const review = admin.getByRole("dialog", { name: "Review Submission" });
  await expect(review.getByRole("img")).toHaveCount(2);
  await review.getByLabel("Admin notes").fill("Lovely photos, thank you.");
  await shot(admin, "admin-review");
  await review.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Submission approved successfully")).toBeVisible();

  await open(page, "/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("2021 Tata Nexon")).toBeVisible();
  await expect(page.getByText("By Kavya Writer")).toBeVisible();
  await expect(page.getByRole("img", { name: /Photo \d from Kavya Writer's story/ })).toHaveCount(2);
  await expect(page.locator("strong", { hasText: "Fog" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, "blog-post");
  await open(page, "/blog");
  await shot(page, "blog-list");
});
