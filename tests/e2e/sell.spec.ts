import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./hydration";

// The first quote waits for the fair-price model, fitted in the background after start.
test.describe.configure({ timeout: 120_000 });

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** A fresh mobile number each run: quote requests are limited per phone. */
const phone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

test("the page has the spec's sections, and 'Get Started Now' takes you to the form", async ({ page }) => {
  // The partner tabs switch once the page has hydrated (its scripts start after it has loaded).
  await open(page, "/sell");
  await expect(page.getByRole("heading", { level: 1, name: "Sell Your Car in 3 Easy Steps" })).toBeVisible();
  for (const step of ["Enter details", "Book inspection", "Get offers"]) await expect(page.getByRole("heading", { name: step })).toBeVisible();
  await expect(page.getByText("Illustrative testimonial").first()).toBeVisible();
  const tabs = page.getByRole("tablist", { name: "Partner categories" });
  await expect(tabs.getByRole("tab")).toHaveText(["All Partners", "Instant Payment", "Home Inspection", "Free RC Transfer"]);
  await expect(page.getByRole("tabpanel").getByText("Content pending legal approval")).toHaveCount(6);
  await tabs.getByRole("tab", { name: "Home Inspection" }).click();
  await expect(page.getByRole("tabpanel").getByText("Work in Progress / Coming Soon")).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Get Started Now" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Brand")).toBeFocused();
  await expect(page.getByRole("heading", { name: "Get Instant Quote" })).toBeInViewport();
});

test("a quote filled with the keyboard answers at once with a range and what can change it", async ({ page }) => {
  await page.goto("/sell");
  await page.getByLabel("Brand").focus();
  await page.keyboard.type("Hyundai");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Creta");
  await page.keyboard.press("Tab");
  await page.keyboard.type(String(new Date().getFullYear() - 5));
  await page.keyboard.press("Tab");
  await page.keyboard.type("Pune");
  await page.keyboard.press("Tab");
  await page.keyboard.type(phone());
  await page.keyboard.press("Enter");

  await expect(page.getByText("Request Submitted")).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText("We'll contact you shortly with the best offers for your car!")).toBeVisible();
  const result = page.getByRole("heading", { name: /Your car's estimated value: ₹[\d,]+ – ₹[\d,]+/ });
  await expect(result).toBeFocused();
  await expect(page.getByText(/comparable Hyundai Creta listings/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What can change the final price" })).toBeVisible();
  const signIn = page.getByRole("link", { name: "Sign in to list this car" });
  await expect(signIn).toHaveAttribute("href", /^\/auth\?redirectTo=%2Fsell%3Fmake%3DHyundai%26model%3DCreta/);
  await expect(page.getByLabel("Model")).toHaveValue("Creta");
  await expectNoSeriousAxeViolations(page);
});

test("an incomplete form says so and keeps what was typed @any-width", async ({ page }) => {
  await page.goto("/sell");
  await page.getByLabel("Model").fill("Nexon");
  await page.getByLabel("Phone number").fill("98765");
  await page.getByRole("button", { name: "Get Instant Quote" }).click();
  await expect(page.getByText("Please fill in all required fields")).toBeVisible();
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Brand")).toBeFocused();
  await expect(page.getByText("Choose your car's brand")).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveAccessibleDescription(/10-digit Indian mobile number/);
  await expect(page.getByLabel("Model")).toHaveValue("Nexon");
  await expect(page.getByLabel("Phone number")).toHaveValue("98765");
});

test("without JavaScript the form posts and comes back with its errors and values @any-width", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sell");
  await page.getByLabel("Model").fill("Nexon");
  await page.getByLabel("City").selectOption("Delhi");
  await page.getByRole("button", { name: "Get Instant Quote" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please fill in all required fields" })).toBeVisible();
  await expect(page.getByLabel("Model")).toHaveValue("Nexon");
  await expect(page.getByLabel("City")).toHaveValue("Delhi");
  await expect(page.getByText("Enter your mobile number")).toBeVisible();
  await context.close();
});
