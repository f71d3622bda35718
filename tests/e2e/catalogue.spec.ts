import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForHydration } from "./hydration";

// The pages hydrate before they react to clicks; on a busy dev server that takes a while.
test.describe.configure({ timeout: 120_000 });
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "networkidle" });
  await waitForHydration(page);
}
const sorted = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1] <= p);

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ""));

/**
 * The card's own asking price, from its <data> element (other platforms' prices are plain text).
 * Not innerText: cards off screen are not laid out (content-visibility), so it is empty for them.
 */
async function cardPrices(page: Page): Promise<number[]> {
  return page.getByRole("article").evaluateAll((cards) => cards.map((c) => Number(c.querySelector("data")?.getAttribute("value"))));
}

/** The filter controls: the sidebar on desktop, the sheet (opened here) on phones. */
async function filters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole("complementary", { name: "Filters" });
  await page.getByRole("button", { name: /^Filters/ }).click();
  return page.getByRole("dialog", { name: "Filters" });
}

/** Phones: 'Apply' closes the sheet (the page behind it is hidden from the accessibility tree). */
async function closeFilters(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole("dialog", { name: "Filters" }).getByRole("button", { name: "Apply" }).click();
}

async function expectNoSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

test.describe("/new-cars", () => {
  test("brands expand to models, more brands show, and the price band filters the grid", async ({ page, request }) => {
    const html = await (await request.get("/new-cars")).text();
    expect(html).toContain("Ex-showroom (catalogue)");

    await open(page, "/new-cars");
    const brands = page.getByRole("region", { name: "Browse by Brand" });
    const maruti = brands.getByRole("button", { name: /Maruti Suzuki/ });
    await maruti.click();
    await expect(maruti).toHaveAttribute("aria-expanded", "true");
    const swift = brands.getByRole("link", { name: "Swift", exact: true });
    await expect(swift).toHaveAttribute("href", "/new-cars/maruti-suzuki/swift");

    const brandButtons = brands.locator("button[aria-expanded]");
    await expect(brandButtons).toHaveCount(8);
    await page.getByRole("button", { name: "Show More Brands" }).click();
    expect(await brandButtons.count()).toBeGreaterThan(8);
    await page.getByRole("button", { name: "Show Less Brands" }).click();
    await expect(brandButtons).toHaveCount(8);

    await page.getByRole("combobox", { name: "Price Range" }).selectOption("5to10");
    await expect(page).toHaveURL(/price=5to10/);
    const inBand = async () => {
      const prices = (await page.getByTestId("new-car-price").allTextContents()).map(rupees);
      return prices.length > 0 && prices.every((p) => p >= 500_000 && p <= 1_000_000);
    };
    await expect.poll(inBand).toBe(true);

    await page.getByRole("combobox", { name: "Brand", exact: true }).selectOption("tata");
    await expect(page).toHaveURL(/brand=tata/);
    await expect(page.getByRole("article").first()).toContainText("Tata");
    await expectNoSeriousAxe(page);
  });
});

test.describe("/new-cars on-road price", () => {
  test("picking a city prices every card, is remembered, and the breakdown opens from the keyboard", async ({ page, request }) => {
    // Without a city the page invites the visitor to choose one.
    expect(await (await request.get("/new-cars")).text()).toContain("Choose your city to see each model");

    await open(page, "/new-cars");
    await expect(page.getByTestId("on-road-total")).toHaveCount(0);
    await page.getByLabel("Your city for on-road prices").selectOption("Pune");
    await expect(page.getByTestId("on-road-total").first()).toBeVisible();
    await expect(page.getByText("On-road prices for Pune (Maharashtra)")).toBeVisible();
    const card = page.getByRole("article").first();
    const exShowroom = rupees((await card.getByTestId("new-car-price").textContent()) ?? "");
    const onRoad = rupees((await card.getByTestId("on-road-total").textContent()) ?? "");
    expect(onRoad).toBeGreaterThan(exShowroom);
    expect(page.url()).not.toContain("city=");

    // The server renders the remembered city on the next visit (cookie).
    await open(page, "/new-cars?fuel=petrol");
    await expect(page.getByLabel("Your city for on-road prices")).toHaveValue("Pune");
    await expect(page.getByTestId("on-road-total").first()).toBeVisible();

    const trigger = page.getByRole("button", { name: /^Price breakdown/ }).first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "On-road price in Pune" });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole("table");
    await expect(table).toContainText("Road tax");
    await expect(table).toContainText("Insurance (first year)");
    await expect(table).toContainText(/11% \(petrol, up to ₹10 lakh\)|12% \(petrol/);
    await dialog.getByText("How we worked it out").click();
    await expect(dialog).toContainText("Maharashtra Motor Vehicles Tax Act, 1958");
    await expectNoSeriousAxe(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expectNoSeriousAxe(page);
  });

  test("a city in the address works without the picker and answers in that city @any-width", async ({ request }) => {
    const response = await request.get("/new-cars?city=Chennai");
    expect(response.headers()["set-cookie"]).toContain("cs_city=Chennai");
    expect(await response.text()).toContain("On-road prices for Chennai (Tamil Nadu)");
  });
});

test.describe("/used-cars", () => {
  test("quick budget 5 lakh caps prices and clicking it again clears it", async ({ page, isMobile }) => {
    await open(page, "/used-cars");
    await expect(page.getByRole("heading", { name: /^Used Cars \([\d,]+\)$/ })).toBeVisible();
    const panel = await filters(page, isMobile);
    await panel.getByRole("button", { name: "Under 5 Lakh" }).click();
    await expect(page).toHaveURL(/maxPrice=500000/);
    await expect(panel.getByRole("button", { name: "Under 5 Lakh" })).toHaveAttribute("aria-pressed", "true");
    await closeFilters(page, isMobile);
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 0 && prices.every((p) => p <= 500_000);
    }).toBe(true);

    const again = await filters(page, isMobile);
    await again.getByRole("button", { name: "Under 5 Lakh" }).click();
    await expect(page).not.toHaveURL(/budget=/);
    await expect(again.getByRole("button", { name: "Under 5 Lakh" })).toHaveAttribute("aria-pressed", "false");
    // The maximum stays where the budget put it.
    await expect(page).toHaveURL(/maxPrice=500000/);
  });

  test("a fuel checkbox adds a pill and Clear All removes it", async ({ page, isMobile }) => {
    await open(page, "/used-cars");
    const panel = await filters(page, isMobile);
    await panel.getByRole("button", { name: "Fuel Type" }).click();
    await panel.getByRole("checkbox", { name: "Diesel" }).click();
    await expect(page).toHaveURL(/fuel=diesel/);
    await expect(panel.getByRole("checkbox", { name: "Diesel" })).toBeChecked();
    if (isMobile) await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const pills = page.getByRole("group", { name: "Active filters" });
    await expect(pills.getByRole("button", { name: "Remove filter Diesel" })).toBeVisible();
    await pills.getByRole("button", { name: "Clear All" }).click();
    await expect(pills).toHaveCount(0);
    await expect(page).toHaveURL(/\/used-cars$/);
  });

  test("owner 1st shows only first-owner cars", async ({ page, request, isMobile }) => {
    await open(page, "/used-cars");
    const panel = await filters(page, isMobile);
    await panel.getByRole("button", { name: "Owner", exact: true }).click();
    await panel.getByRole("checkbox", { name: "1st Owner" }).click();
    await expect(page).toHaveURL(/owners=1/);
    await closeFilters(page, isMobile);
    // The pill renders with the filtered cards, so once it shows the cards are the new ones.
    await expect(page.getByRole("button", { name: "Remove filter 1st Owner" })).toBeVisible();
    const links = page.getByRole("article").getByRole("link");
    await expect(links.first()).toBeVisible();
    const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).filter((h) => h?.startsWith("/details/"));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs.slice(0, 6)) {
      const vehicle = await (await request.get(`/api/vehicles/${href!.split("/").pop()}`)).json();
      expect(vehicle.ownerCount).toBe(1);
    }
  });

  test("city 'pun' suggests Pune and filters by it", async ({ page, isMobile }) => {
    await open(page, "/used-cars");
    const panel = await filters(page, isMobile);
    await panel.getByRole("button", { name: "City", exact: true }).click();
    await panel.getByRole("textbox", { name: "City" }).fill("pun");
    const suggestion = panel.getByRole("list", { name: "City suggestions" }).getByRole("button", { name: "Pune", exact: true });
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(page).toHaveURL(/city=Pune/);
    await closeFilters(page, isMobile);
    await expect.poll(async () => {
      const cards = await page.getByRole("article").allTextContents();
      return cards.length > 0 && cards.every((text) => text.includes("Pune"));
    }).toBe(true);
  });

  test("a price band's card count is the count of the page it opens @any-width", async ({ page }) => {
    for (const band of ["Under 3 Lakh", "Above 20 Lakh"]) {
      await open(page, "/used-cars?fuel=diesel");
      const card = page.getByRole("region", { name: "Browse by Price Range" }).getByRole("link", { name: new RegExp(`^${band}`) });
      const promised = rupees((await card.textContent())!.replace(band, ""));
      expect(promised, band).toBeGreaterThan(0);
      await card.click();
      await expect(page.getByRole("heading", { name: `Used Cars (${promised.toLocaleString("en-IN")})` }), band).toBeVisible();
      await expect(page).toHaveURL(/fuel=diesel/);
    }
  });

  test("an impossible combination shows the empty state", async ({ page }) => {
    await open(page, "/used-cars?fuel=electric&bodyType=pickup&owners=3%2B&maxPrice=150000");
    await expect(page.getByRole("heading", { name: "No cars found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filters to see more results")).toBeVisible();
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expectNoSeriousAxe(page);
  });

  test("on phones the Filters button opens the sheet and Apply closes it @mobile-only", async ({ page }) => {
    await open(page, "/used-cars?fuel=petrol");
    await expect(page.getByRole("button", { name: /^Filters 1 active/ })).toBeVisible();
    const sheet = await filters(page, true);
    await expect(sheet).toBeVisible();
    await sheet.getByRole("button", { name: "Apply" }).click();
    await expect(sheet).toBeHidden();
  });
});

test.describe("/car-filter", () => {
  test("sorting by price orders the cars and page 2 continues the order", async ({ page }) => {
    await open(page, "/car-filter");
    await expect(page.getByRole("heading", { name: "Find Your Premium Car" })).toBeVisible();
    await page.getByLabel("Sort by").selectOption("price_asc");
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(async () => sorted(await cardPrices(page))).toBe(true);
    const first = await cardPrices(page);
    const firstTitles = await page.getByRole("article").getByRole("heading").allTextContents();

    await page.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect.poll(async () => sorted(await cardPrices(page))).toBe(true);
    const second = await cardPrices(page);
    expect(second[0]).toBeGreaterThanOrEqual(first[first.length - 1]);
    expect(await page.getByRole("article").getByRole("heading").allTextContents()).not.toEqual(firstTitles);
    await expectNoSeriousAxe(page);
  });

  test("the model select stays disabled until a brand is chosen", async ({ page, isMobile }) => {
    await open(page, "/car-filter");
    const panel = isMobile
      ? (await page.getByRole("button", { name: /^Filters/ }).click(), page.getByRole("dialog", { name: "Filters" }))
      : page.getByRole("complementary", { name: "Filters" });
    await panel.getByRole("button", { name: "Brand & Model" }).click();
    const model = panel.getByRole("combobox", { name: "Model" });
    await expect(model).toBeDisabled();
    await panel.getByRole("button", { name: "Hyundai", exact: true }).click();
    await expect(page).toHaveURL(/make=Hyundai/);
    await expect(model).toBeEnabled();
    await model.selectOption("Creta");
    await expect(page).toHaveURL(/model=Creta/);
    if (isMobile) await panel.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page.getByRole("article").first()).toContainText("Creta");
  });

  test("the desktop sidebar collapses to icons and an icon reopens its section @desktop-only", async ({ page }) => {
    await open(page, "/car-filter");
    const sidebar = page.getByRole("complementary", { name: "Filters" });
    await sidebar.getByRole("button", { name: "Collapse filters" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await sidebar.getByRole("button", { name: "Open Fuel Type filter" }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(320);
    await expect(sidebar.getByRole("button", { name: "Fuel Type" })).toHaveAttribute("aria-expanded", "true");
    await expect(sidebar.getByRole("button", { name: "Price Range" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the price slider steps through budgets a buyer uses, from the keyboard", async ({ page, isMobile }) => {
    await open(page, "/car-filter");
    const panel = await filters(page, isMobile);
    const price = panel.getByRole("button", { name: "Price Range" });
    if ((await price.getAttribute("aria-expanded")) !== "true") await price.click();
    const low = panel.getByRole("slider", { name: "Minimum price" });
    const high = panel.getByRole("slider", { name: "Maximum price" });
    // The defaults (₹5 lakh to ₹1 crore) sit far apart, not on top of each other near the start.
    const [lowBox, highBox] = [await low.boundingBox(), await high.boundingBox()];
    expect(highBox!.x - lowBox!.x).toBeGreaterThan(80);
    await low.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/minPrice=600000/);
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/minPrice=700000/);
    await high.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/maxPrice=7500000/);
    await closeFilters(page, isMobile);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 700_000 && p <= 7_500_000)).toBe(true);
  });

  test("no match shows the empty state", async ({ page }) => {
    await open(page, "/car-filter?make=Maruti+Suzuki&fuel=Electric&minPrice=90000000");
    await expect(page.getByRole("heading", { name: "No cars match your filters" })).toBeVisible();
    await expect(page.getByText("Try adjusting your filter criteria")).toBeVisible();
    await page.getByRole("button", { name: "Clear All Filters" }).click();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page).toHaveURL(/\/car-filter$/);
  });
});
