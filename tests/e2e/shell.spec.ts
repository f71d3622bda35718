import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { open } from "./hydration";
import { markDocument } from "./same-document";

// The dev server compiles pages on first request; on a busy machine that can take a while.
test.describe.configure({ timeout: 60_000 });

const FOOTER_HREFS = ["/", "/search", "/compare", "/news", "/blog", "/guides", "/history", "/trends", "/help", "/contact", "/privacy", "/terms", "/about"];


const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The header search box visible at this width (phones have their own row). */
function headerSearch(page: Page) {
  return page.getByRole("banner").getByRole("combobox", { name: "Search cars" }).locator("visible=true");
}

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`)).toEqual([]);
}

test("header search suggests as you type and the keyboard picks one", async ({ page }) => {
  await open(page, "/");
  const box = headerSearch(page);
  await box.click();
  await expect(page.getByText("Start typing to search").locator("visible=true")).toBeVisible();

  await box.pressSequentially("cre");
  const listbox = page.getByRole("listbox", { name: "Search suggestions" }).locator("visible=true");
  const options = listbox.getByRole("option");
  await expect(options.first()).toBeVisible();
  await expect(options.first()).toContainText(/cre/i);

  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await box.press("ArrowDown");
  await box.press("ArrowUp");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/(search\?(make|q)=|details\/\d+)/);
});

test("Escape closes the suggestions, Enter searches free text, the clear button empties the box", async ({ page }) => {
  await open(page, "/");
  const box = headerSearch(page);
  await box.fill("zzzzqx");
  await expect(page.getByText("No results found").locator("visible=true")).toBeVisible({ timeout: 10_000 });
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");

  const clear = page.getByRole("button", { name: "Clear search" }).locator("visible=true");
  await clear.click();
  await expect(box).toHaveValue("");
  await expect(box).toBeFocused();
  await expect(page.getByRole("button", { name: "Clear search" }).locator("visible=true")).toHaveCount(0);

  await box.fill("creta diesel");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=creta\+diesel$/);
});

test("navigation: desktop nav on wide screens, a keyboard-operable menu drawer on phones", async ({ page }) => {
  await open(page, "/");
  const names = ["Home", "New Cars", "Used Cars", "Compare", "Sell", "Blog", "News"];
  if (!isMobile(page)) {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of names) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    return;
  }
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await toggle.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  for (const name of names) await expect(drawer.getByRole("link", { name, exact: true })).toBeVisible();
  // Focus stays inside the drawer.
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(toggle).toBeFocused();
});

test("the phone bottom bar hides on scrolling down and returns on scrolling up", async ({ page }) => {
  await open(page, "/");
  const bar = page.getByRole("navigation", { name: "Quick links" });
  if (!isMobile(page)) {
    await expect(bar).toBeHidden();
    return;
  }
  for (const name of ["Home", "Search", "Compare", "News", "Profile"]) await expect(bar.getByRole("link", { name })).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect(bar).toHaveAttribute("data-hidden", "true");
  await expect(bar).not.toBeInViewport();
  await page.mouse.wheel(0, -200);
  await expect(bar).toHaveAttribute("data-hidden", "false");
  await expect(bar).toBeInViewport();
});

test("Control+K opens the command palette, which navigates", async ({ page }) => {
  await open(page, "/");
  await expect(page.getByRole("button", { name: /Quick search/ })).toBeVisible();
  const palette = page.getByRole("dialog", { name: "Quick search" });
  // Its code loads on first use (and the dev server may reload once while it bundles cmdk).
  await expect(async () => {
    if (!(await palette.isVisible())) await page.keyboard.press("Control+K");
    await expect(palette).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const input = palette.getByPlaceholder("Search for cars, models, features...");
  await expect(input).toBeFocused();
  for (const group of ["Popular Searches", "Categories", "Locations"]) await expect(palette.getByText(group)).toBeVisible();

  await input.fill("qqqq");
  await expect(palette.getByText("No results found.")).toBeVisible();
  await input.fill("suv");
  await palette.getByRole("option", { name: "SUVs" }).click();
  await expect(page).toHaveURL(/\/search\?q=suv$/);
  await expect(palette).toBeHidden();
});

test("the footer links every spec page and the home page answers", async ({ page, request }) => {
  expect((await request.get("/")).status()).toBe(200);
  await open(page, "/");
  const footer = page.getByRole("contentinfo");
  const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const href of FOOTER_HREFS) expect(hrefs).toContain(href);
  for (const name of ["CarSaathi on YouTube", "CarSaathi on LinkedIn", "CarSaathi on Instagram"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("rel", /noopener/);
  }
  await expectNoSeriousAxeViolations(page);
});

test("an unknown address answers 404 with a helpful page", async ({ page }) => {
  const response = await open(page, "/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page doesn't exist");
  const main = page.getByRole("main");
  await expect(main.getByRole("combobox", { name: "Search cars" })).toBeVisible();
  for (const href of ["/search", "/new-cars", "/used-cars", "/guides", "/help"]) {
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await expectNoSeriousAxeViolations(page);
});

test("the skip link jumps to the content", async ({ page }) => {
  await open(page, "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(page.locator("#main")).toHaveCount(1);
});

test("the navigation marks the current section and moves between pages without reloading", async ({ page }) => {
  await open(page, "/used-cars");
  const stillHere = await markDocument(page);
  const nav = isMobile(page) ? page.getByRole("navigation", { name: "Quick links" }) : page.getByRole("navigation", { name: "Main" });
  const target = isMobile(page) ? "Compare" : "New Cars";
  if (!isMobile(page)) await expect(nav.getByRole("link", { name: "Used Cars", exact: true })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: target, exact: true }).click();
  await expect(page).toHaveURL(isMobile(page) ? /\/compare$/ : /\/new-cars$/);
  await expect(nav.getByRole("link", { name: target, exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current", "page");
  expect(await stillHere()).toBe(true);
});
