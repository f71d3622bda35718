/**
 * The marketplace end to end, as new people would try it: a guest gets a quote on /sell,
 * registers, lists the car with photos; an admin approves it; a buyer finds it in search,
 * opens it and enquires; the seller sees the enquiry and the figures move. Then a dealer
 * bulk-uploads a CSV and reads the analytics. Runs at 390 and 1280 px, with axe on each screen.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import sharp from "sharp";
import { logInAsDemo, open, register } from "./account-helpers";
import { formatInr } from "../../app/lib/format-inr";

// Registration hashes a password, photos are re-encoded, the first quote may wait for the model.
test.describe.configure({ timeout: 240_000 });

const YEAR = String(new Date().getFullYear() - 4);


const photo = async (blue: number) => ({
  name: `creta-${blue}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 90, b: blue } } }).jpeg().toBuffer(),
});

/** A page in a context of its own (another person on another device), at the test's width. */
async function person(browser: Browser, viewport: { width: number; height: number } | null): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

/** The asking price makes the car easy to find among thousands: one a run, between 9 and 10 lakh. */
const uniquePrice = () => 900_000 + (Date.now() % 99_000);

test("quote, register, list with photos, approval, search, enquiry and the seller's figures", async ({ page, browser, viewport }) => {
  // 1. A guest asks for a quote.
  await open(page, "/sell");
  await page.getByLabel("Brand").selectOption("Hyundai");
  await page.getByLabel("Model").fill("Creta");
  await page.getByLabel("Year").selectOption(YEAR);
  await page.getByLabel("City").selectOption("Pune");
  await page.getByLabel("Phone number").fill(`9${String(Date.now()).slice(-9)}`);
  await page.getByRole("button", { name: "Get Instant Quote" }).click();
  await expect(page.getByRole("heading", { name: /Your car's estimated value|Thanks, we have your/ })).toBeVisible({ timeout: 90_000 });
  await expectNoSeriousAxeViolations(page);

  // 2. Listing it needs an account: register, and come back to /sell with the form as it was.
  await page.getByRole("link", { name: "Sign in to list this car" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fsell/);
  await open(page, `${page.url()}&tab=register`);
  await register(page, "Kavya Menon", { alreadyThere: true, landsOn: /\/sell\?make=Hyundai/ });
  await open(page, page.url());
  await expect(page.getByLabel("Model")).toHaveValue("Creta");
  await page.getByRole("button", { name: "Get Instant Quote" }).click();

  // 3. The listing form appears under the quote, filled from it.
  const listing = page.getByRole("region", { name: "List this car for buyers" });
  await expect(listing.getByLabel("Model")).toHaveValue("Creta", { timeout: 90_000 });
  await expect(listing.getByLabel("City")).toHaveValue("Pune");
  const price = uniquePrice();
  const tag = `Journey ${price}`;
  await listing.getByLabel("Kilometres driven").fill("38500");
  await listing.getByLabel("Fuel").selectOption("Petrol");
  await listing.getByLabel("Transmission").selectOption("Manual");
  await listing.getByLabel("Owners").selectOption({ label: "First owner" });
  await listing.getByLabel("Asking price (₹)").fill(String(price));
  await listing.getByLabel(/Description/).fill(`${tag}: serviced at the dealer every year, one careful owner.`);
  await listing.getByLabel("Photos (up to 10)").setInputFiles([await photo(200), await photo(90)]);
  await expect(listing.getByText("2 of 10 photos added")).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousAxeViolations(page);
  await listing.getByRole("button", { name: "List Your Car" }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByText("Car listed successfully!")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `${YEAR} Hyundai Creta` });
  await expect(row.getByText("Pending review")).toBeVisible();

  // 4. An admin approves it.
  const admin = await person(browser, viewport);
  await logInAsDemo(admin, "admin", "/admin/listings");
  const queued = admin.getByRole("article").filter({ hasText: tag });
  await queued.getByRole("button", { name: "Approve" }).click();
  await admin.getByRole("dialog", { name: "Approve listing" }).getByRole("button", { name: "Approve and publish" }).click();
  await expect(admin.getByText("Listing approved: it is now on sale")).toBeVisible();
  await admin.context().close();

  // 5. A buyer finds it in search, opens it with the seller's photos, and enquires.
  const buyer = await person(browser, viewport);
  await open(buyer, `/search?make=Hyundai&minPrice=${price}&maxPrice=${price}`);
  const card = buyer.getByRole("article").filter({ hasText: "Hyundai Creta" }).first();
  await expect(card).toBeVisible();
  await card.getByRole("link").first().click();
  await expect(buyer).toHaveURL(/\/details\/\d+$/);
  const carUrl = buyer.url();
  await open(buyer, carUrl);
  await expect(buyer.getByRole("heading", { level: 1 })).toContainText("Hyundai Creta");
  await expect(buyer.getByText(tag)).toBeVisible();
  await expect(buyer.locator('img[src^="/images/uploads/"]').first()).toBeVisible();
  await expectNoSeriousAxeViolations(buyer);
  const enquiry = buyer.getByRole("region", { name: "Contact the seller" });
  await enquiry.getByLabel("Your name").fill("Rohit Buyer");
  await enquiry.getByLabel("Mobile number (10 digits)").fill("9876512345");
  await enquiry.getByRole("button", { name: "Send enquiry" }).click();
  await expect(enquiry.getByRole("status")).toContainText("Enquiry sent to the seller.");
  await buyer.context().close();

  // 6. The seller sees the enquiry, and the figures have moved.
  await open(page, "/seller/messages");
  await expect(page.getByRole("listitem").filter({ hasText: "Rohit Buyer" })).toContainText("Hyundai Creta");
  await expectNoSeriousAxeViolations(page);
  await open(page, "/seller");
  const figures = page.getByRole("region", { name: "Key figures" });
  await expect(figures.getByText("Active Listings").locator("..")).toContainText("1");
  await expect(figures.getByText("Total Views").locator("..")).toContainText("1");
  await expect(figures.getByText("Avg. Inquiries").locator("..")).toContainText("1");
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // 7. The seller corrects the kilometres and adds a photo: the car stays on sale as approved
  // while the change waits, and goes live once an admin approves it.
  await row.getByRole("link", { name: /^Edit / }).click();
  await expect(page.getByLabel("Kilometres driven")).toHaveValue("38500");
  await page.getByLabel("Kilometres driven").fill("39200");
  await page.getByLabel("Photos (up to 10)").setInputFiles([await photo(30)]);
  await expect(page.getByText("3 of 10 photos added")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(row.getByText("Changes waiting for review")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const later = await person(browser, viewport);
  await open(later, carUrl);
  // On the page's main text, so that a failure prints what the visitor saw instead.
  await expect(later.getByRole("main")).toContainText(`Kilometres driven38,500 km`);
  const approver = await person(browser, viewport);
  await logInAsDemo(approver, "admin", "/admin/listings?tab=changes");
  // This run's car by its price: a retried test finds the first attempt's change waiting too.
  const change = approver.getByRole("article").filter({ hasText: `${YEAR} · 39,200 km` }).filter({ hasText: formatInr(price) });
  await expect(change.getByRole("table", { name: "Changes to the live listing" })).toContainText("3 (1 new)");
  await expectNoSeriousAxeViolations(approver);
  await change.getByRole("button", { name: "Approve" }).click();
  await approver.getByRole("dialog", { name: "Approve changes" }).getByRole("button", { name: "Approve changes" }).click();
  await expect(approver.getByText("Changes approved: buyers see them now")).toBeVisible();
  await approver.context().close();
  await open(later, carUrl);
  await expect(later.getByRole("main")).toContainText(`Kilometres driven39,200 km`);
  await later.context().close();
});

test("a dealer bulk-uploads a CSV, sees the cars pending in My Listings, and reads the analytics", async ({ page }) => {
  await logInAsDemo(page, "dealer", "/seller/upload/bulk");
  const plate = (n: number) => `KA 05 MJ ${String((Date.now() + n) % 10_000).padStart(4, "0")}`;
  const csv = [
    "make,model,variant,year,km,fuel_type,transmission,body_type,owners,city,price,registration_number",
    `Tata,Nexon,XZ Plus,2022,21000,Diesel,Manual,SUV,1,Bangalore,"9,75,000",${plate(1)}`,
    `Honda,City,VX CVT,2020,46000,Petrol,Automatic,Sedan,1,Bangalore,1085000,${plate(2)}`,
  ].join("\r\n");
  await page.getByLabel("CSV file").setInputFiles({ name: "journey-stock.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByText("2 cars listed from journey-stock.csv")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("link", { name: "Go to My Listings" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Tata Nexon" }).getByText("Pending review").first()).toBeVisible();

  await open(page, "/seller/analytics?range=90days");
  await expect(page.getByRole("img", { name: /^Views: [\d,]+ in total/ })).toBeVisible();
  await expect(page.getByRole("table", { name: "Your listings" })).toContainText("Honda City");
  await expectNoSeriousAxeViolations(page);
});
