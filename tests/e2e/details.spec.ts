import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { open } from "./hydration";

// The dev server compiles on first use and may be shared with other test runs.
test.describe.configure({ timeout: 90_000 });

/** A Creta with catalogue specifications: the details page then shows every block. */
async function cretaId(request: APIRequestContext): Promise<string> {
  const { items } = (await (await request.get("/api/vehicles?q=creta&pageSize=24")).json()) as { items: { id: string }[] };
  for (const { id } of items) {
    const car = (await (await request.get(`/api/vehicles/${id}`)).json()) as { specs: unknown };
    if (car.specs) return id;
  }
  throw new Error("no Creta with specifications in the demo data");
}

async function expectNoSeriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

test("@any-width the page is server-rendered with its data, tags and structured data, and opens from search", async ({ page, request }) => {
  const id = await cretaId(request);
  const res = await request.get(`/details/${id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>20\d\d Hyundai Creta(?: [^<]*)? for ₹[\d,]+ in [^<]+ \| CarSaathi<\/title>/);
  expect(html).toContain('property="og:title"');
  expect(html).toMatch(/property="og:image" content="http[^"]+\.webp"/);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1] ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Car", brand: { name: "Hyundai" }, offers: { priceCurrency: "INR" } });
  expect(html).toContain("Vehicle Overview");

  await open(page, "/search?q=creta");
  await page.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/details\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Creta");
  await expect(page.getByText(/^Price: ₹[\d,]+$/)).toBeVisible();

  // Gallery: the first photo is the page's largest paint, so it loads at once with high priority.
  const photo = page.getByRole("region", { name: "Photos" }).getByRole("img").first();
  await expect(photo).toHaveAttribute("fetchpriority", "high");
  await expect(photo).toHaveAttribute("loading", "eager");
  await expect(photo).toHaveAttribute("srcset", /400w.*1600w/);
  // Mileage is in km, and a guest is asked to sign in before setting a price alert.
  await expect(page.getByRole("region", { name: "Vehicle Overview" })).toContainText(/Kilometres driven[\d,]+ km/);
  await expect(page.getByRole("link", { name: "Set Price Alert" })).toHaveAttribute("href", /^\/auth\?redirectTo=%2Fdetails%2F\d+$/);
});

test("@any-width the loan calculator gives the standard EMI figures", async ({ page, request }) => {
  await open(page, `/details/${await cretaId(request)}`);
  const calculator = page.getByRole("region", { name: "Payment calculator" });
  const result = calculator.getByTestId("calculator-result");
  await calculator.getByLabel("Loan amount (₹)").fill("1000000");
  await calculator.getByRole("slider", { name: "Down payment" }).press("Home");
  await expect(result).toHaveText("₹20,517");
  await expect(calculator).toContainText("Total payable₹12,31,020");

  await calculator.getByRole("slider", { name: "Loan term" }).press("End");
  await expect(calculator.getByRole("slider", { name: "Loan term" })).toHaveAttribute("aria-valuetext", "84 months");
  await expect(result).toHaveText("₹15,836");

  await calculator.getByLabel("Loan amount (₹)").fill("0");
  await expect(result).toHaveText("N/A");

  await calculator.getByLabel("Loan amount (₹)").fill("1000000");
  await calculator.getByRole("tab", { name: "Lease" }).click();
  await expect(calculator.getByText("Monthly lease payment")).toBeVisible();
  await expect(calculator).toContainText("loses 15% of its value for each year");
});

test("@any-width Share copies the address when the device has no share sheet", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  const id = await cretaId(request);
  await open(page, `/details/${id}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("URL copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/details/${id}$`));
});

/** A short number is refused with the spec's words and the name kept; the full one is sent. */
async function checkThenSendEnquiry(page: Page) {
  const form = page.getByRole("region", { name: "Contact the seller" });
  await form.getByLabel("Your name").fill("Ravi Kumar");
  await form.getByLabel("Mobile number (10 digits)").fill("98765");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByText("Phone number must be at least 10 digits")).toBeVisible();
  await expect(form.getByLabel("Your name")).toHaveValue("Ravi Kumar");

  await form.getByLabel("Mobile number (10 digits)").fill("9876543210");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(form.getByRole("status")).toContainText("Enquiry sent to the seller.");
}

test("@any-width an enquiry is checked, then sent to the seller", async ({ page, request }) => {
  await open(page, `/details/${await cretaId(request)}`);
  await checkThenSendEnquiry(page);
});

test("@any-width on a dropped connection the form's checks never arrive, and the enquiry is still sent and checked by the server", async ({ page, request }) => {
  // The checks (zod and the schemas) are fetched when the visitor starts on the form.
  await page.route(/details-form-schemas-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await open(page, `/details/${await cretaId(request)}`);
  // The server's answers this time: the same words, the typed name kept.
  await checkThenSendEnquiry(page);
});

test("@any-width when a section's code cannot be downloaded it stays the server's HTML, and its enquiry form still posts", async ({ page, request }) => {
  await page.route(/loan-calculator-[^/]*\.js$/, (route) => route.abort("internetdisconnected"));
  await open(page, `/details/${await cretaId(request)}`);
  await expect(page.getByRole("heading", { name: "Payment calculator" })).toBeVisible();
  const form = page.getByRole("region", { name: "Contact the seller" });
  await form.getByLabel("Your name").fill("Ravi Kumar");
  await form.getByLabel("Mobile number (10 digits)").fill("9876543210");
  // Not hydrated: the browser posts the form itself and the page comes back with the answer.
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("region", { name: "Contact the seller" }).getByRole("status")).toContainText("Enquiry sent to the seller.");
});

test("@any-width a guest's Purchase Now asks for a name and number, checks them, then books", async ({ page, request }) => {
  await open(page, `/details/${await cretaId(request)}`);
  await page.getByRole("button", { name: "Purchase Now" }).click();
  const details = page.getByRole("group", { name: "Your details for the seller" });
  await details.getByLabel("Your name").fill("Asha Rao");
  await page.getByRole("button", { name: "Purchase Now" }).click();
  // Checked in the browser: the first field in error has the focus.
  await expect(details.getByLabel("Mobile number")).toBeFocused();
  await expect(details.getByLabel("Your name")).toHaveValue("Asha Rao");
  await details.getByLabel("Mobile number").fill("9876543210");
  await page.getByRole("button", { name: "Purchase Now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Booking request sent." })).toBeVisible();
});

test("@any-width an unknown car says it is no longer available and offers others", async ({ page, request }) => {
  const res = await request.get("/details/999999999");
  expect(res.status()).toBe(404);
  await open(page, "/details/999999999");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car is no longer available");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectNoSeriousAxe(page);
});

test("@mobile-only at 390 px the blocks stack without sideways scrolling, price first", async ({ page, request }) => {
  await open(page, `/details/${await cretaId(request)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const price = await page.getByText(/^Price: ₹/).boundingBox();
  const overview = await page.getByRole("heading", { name: "Vehicle Overview" }).boundingBox();
  expect(price!.y).toBeLessThan(overview!.y);
  await expect(page.getByRole("button", { name: "Purchase Now" })).toBeVisible();
  await expectNoSeriousAxe(page);
});

test("@desktop-only from 1024 px price and seller sit beside the photos; the page passes axe", async ({ page, request }) => {
  await open(page, `/details/${await cretaId(request)}`);
  const photos = await page.getByRole("region", { name: "Photos" }).boundingBox();
  const price = await page.getByRole("region", { name: "Price and actions" }).boundingBox();
  expect(price!.x).toBeGreaterThan(photos!.x + photos!.width);
  await expect(page.getByRole("heading", { name: "People Also Considered" })).toBeVisible();
  await expect(page.getByRole("region", { name: "People Also Considered" }).getByRole("article").first()).toBeVisible();
  await expectNoSeriousAxe(page);
});

/** A car whose asking price changed, so its price history has a chart. */
async function repricedId(request: APIRequestContext): Promise<string> {
  for (let pageNo = 1; pageNo <= 5; pageNo++) {
    const { items } = (await (await request.get(`/api/vehicles?pageSize=48&page=${pageNo}`)).json()) as { items: { id: string }[] };
    for (const { id } of items) {
      const car = (await (await request.get(`/api/vehicles/${id}`)).json()) as { priceHistory: { price: number }[] };
      if (new Set(car.priceHistory.map((p) => p.price)).size > 1) return id;
    }
  }
  throw new Error("no repriced car in the demo data");
}

test("the price history shows days on market and a chart with its text alternative; the page passes axe", async ({ page, request }) => {
  await open(page, `/details/${await repricedId(request)}`);
  const section = page.getByRole("region", { name: "Price history" });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText(/^On sale (since today|for \d+ days?), price (cut|raised)/)).toBeVisible();
  const chart = section.getByRole("img", { name: /^Price chart: ₹[\d.]+[LK]/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute("aria-describedby", "price-history-list");
  expect(await section.getByRole("list", { name: "Every price, newest first" }).getByRole("listitem").count()).toBeGreaterThan(1);
  const box = await chart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSeriousAxe(page);
});

test("@any-width a forged unsubscribe link gets a clear 400 page, not an error; the page passes axe", async ({ page }) => {
  const res = await page.goto("/alerts/unsubscribe?token=1.forged");
  expect(res!.status()).toBe(400);
  await expect(page.getByText(/This unsubscribe link is not valid/)).toBeVisible();
  await expectNoSeriousAxe(page);
});
