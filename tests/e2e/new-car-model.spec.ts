import { expect, test } from "@playwright/test";
import { open } from "./account-helpers";
import { expectNoSeriousAxeViolations } from "./axe";

// Pages hydrate before they react to changes; on a busy machine that takes a while.
test.describe.configure({ timeout: 120_000 });

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

test.describe("new-car model page", () => {
  test("a /new-cars card opens its model page, a city prices every variant, and the page passes axe", async ({ page }) => {
    await open(page, "/new-cars");
    const card = page.getByRole("article").first();
    const link = card.getByRole("heading").getByRole("link");
    const name = (await link.textContent())?.trim() ?? "";
    await link.click();
    await expect(page).toHaveURL(/\/new-cars\/[a-z0-9-]+\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page.getByTestId("model-price-range")).toContainText("Lakh");
    await expect(page.getByText("ex-showroom prices as of 2019-20")).toBeVisible();

    const table = page.getByRole("region", { name: /variants and prices$/ });
    await expect(table).toBeVisible();
    const rows = table.getByTestId("variant-row");
    expect(await rows.count()).toBeGreaterThan(0);
    await expect(rows.first().getByTestId("variant-on-road")).toHaveText("Choose a city");

    await page.getByLabel("Your city for on-road prices").selectOption("Pune");
    await expect(table.getByRole("columnheader", { name: "On-road in Pune" })).toBeVisible();
    const first = rows.first();
    const exShowroom = rupees((await first.getByTestId("variant-ex-showroom").textContent()) ?? "");
    await expect(first.getByTestId("variant-on-road")).toHaveText(/₹/);
    const onRoad = rupees((await first.getByTestId("variant-on-road").textContent()) ?? "");
    expect(onRoad).toBeGreaterThan(exShowroom);
    await expect(page.getByTestId("model-emi")).toContainText("on-road price in Pune");
    await expect(page.getByRole("heading", { name: /^Key specifications/ })).toBeVisible();

    // The page is no wider than the screen: the table scrolls inside its own region.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("ticks two variants to compare, and filters the variants by gearbox", async ({ page }) => {
    // The Swift has two variants or more in both catalogues a fresh database may have.
    await open(page, "/new-cars/maruti-suzuki/swift");
    const rows = page.getByTestId("variant-row");
    const all = await rows.count();
    const boxes = page.getByRole("checkbox", { name: /^Compare / });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole("button", { name: "Compare ticked variants" }).click();
    await expect(page).toHaveURL(/\/new-cars\/maruti-suzuki\/swift\/compare\?variants=[a-z0-9-]+%2C[a-z0-9-]+/);

    await open(page, "/new-cars/maruti-suzuki/swift");
    await page.getByLabel("Gearbox").selectOption("Manual");
    await expect(page).toHaveURL(/gearbox=Manual/);
    await expect.poll(async () => rows.count()).toBeLessThan(all);
    for (const gearbox of await rows.getByTestId("variant-gearbox").allTextContents()) expect(gearbox).toBe("Manual");
  });

  test("other spellings move for good, and an unknown model is a 404 that lists the make's models @any-width", async ({ request }) => {
    const moved = await request.get("/new-cars/Maruti-Suzuki/Swift?fuel=Petrol", { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/new-cars/maruti-suzuki/swift?fuel=Petrol");
    const missing = await request.get("/new-cars/maruti-suzuki/flying-car");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('href="/new-cars/maruti-suzuki/swift"');
  });
});

test("asks for the best offer on a model page: an empty form marks what is missing, a full one says where it went", async ({ page }) => {
  await open(page, "/new-cars/maruti-suzuki/swift");
  const submit = page.getByRole("button", { name: "Get the best offer" });
  const form = page.locator("form", { has: submit });
  await submit.click();
  await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await form.getByLabel("Your city", { exact: true }).selectOption("Pune");
  await form.getByLabel("Your name", { exact: true }).fill("Rohit Buyer");
  await form.getByLabel("Mobile number (10 digits)").fill(`9${String(Date.now()).slice(-9)}`);
  await form.getByLabel(/^Share my mobile number with dealers of Maruti Suzuki/).check();
  await submit.click();
  await expect(page.getByRole("status").filter({ hasText: /Maruti Suzuki in Pune/ })).toContainText(/^(Sent to \d+ dealers? of|No dealer of) Maruti Suzuki in Pune/);
  await expectNoSeriousAxeViolations(page);
});
