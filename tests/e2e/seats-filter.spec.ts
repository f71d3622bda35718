import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./hydration";

const found = (page: Page) => page.getByText(/^Found [\d,]+ cars? matching your search$/);
const countOf = async (page: Page) => Number(((await found(page).textContent()) ?? "").replace(/\D/g, ""));

test("the Seats group on /search counts each number, narrows the results and is understood in words", async ({ page }) => {
  await open(page, "/search?q=suv");
  const before = await countOf(page);
  const trigger = page.getByRole("button", { name: /^Filters/ });
  const mobile = await trigger.isVisible();
  if (mobile) await trigger.click();
  const panel = mobile ? page.getByRole("dialog") : page.getByRole("complementary", { name: "Search filters" });
  const seven = panel.getByRole("checkbox", { name: /^7 seats/ });
  // The count beside the choice is the number of cars the page then shows.
  const promised = Number(((await seven.locator("xpath=..").textContent()) ?? "").replace(/^7 seats/, "").replace(/\D/g, ""));
  expect(promised).toBeGreaterThan(0);
  await seven.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/seats=7/);
  await expect(found(page)).toHaveText(new RegExp(`^Found ${promised.toLocaleString("en-IN")} cars?`));
  expect(promised).toBeLessThan(before);
  if (mobile) await page.keyboard.press("Escape");
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual([]);

  await open(page, "/search?q=7%20seater");
  await expect(page.getByRole("link", { name: "Remove 7+ seats" })).toBeVisible();
  expect(await countOf(page)).toBeGreaterThan(0);
});

test("/used-cars and /car-filter take seats from the URL and show a chip that removes it @any-width", async ({ page }) => {
  for (const path of ["/used-cars", "/car-filter"]) {
    await open(page, `${path}?seats=7`);
    const chip = page.getByRole("button", { name: /7 seats/ }).first();
    await expect(chip).toBeVisible();
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeVisible();
    await chip.click();
    await expect(page).not.toHaveURL(/seats=/);
  }
});
