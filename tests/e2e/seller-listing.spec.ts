import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import sharp from "sharp";
import { ownOrigin } from "./own-origin";
import { open } from "./hydration";

// Registration hashes a password (scrypt) and each photo is re-encoded four times.
test.describe.configure({ timeout: 120_000 });

const YEAR = String(new Date().getFullYear() - 5);


/** A new seller, signed in through the /auth actions (the codes read from the dev outbox). */
async function signUpSeller(page: Page) {
  const email = `seller-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.in`;
  const phone = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;
  const password = "secret#123";
  await page.request.post("/auth?tab=register", {
    headers: ownOrigin(),
    form: { intent: "register", fullName: "Seema Seller", email, phone, password, confirmPassword: password, terms: "on" },
  });
  const outbox = async (to: string, pattern: RegExp) => (await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(to)}`)).text()).match(pattern)![1]!;
  const emailCode = await outbox(email, /Your code is (\d{6})/);
  const smsCode = await outbox(`+91${phone}`, /CarSaathi: (\d{6}) is your code/);
  await page.request.post("/auth", { headers: ownOrigin(), form: { intent: "verify", email, emailCode, smsCode } });
}

const photo = async (red: number) => ({
  name: `car-${red}.jpg`,
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: red, g: 80, b: 120 } } }).jpeg().toBuffer(),
});

async function fillCar(page: Page) {
  await page.getByLabel("Make").fill("Hyundai");
  await page.getByLabel("Model").fill("Creta");
  await expect(page.getByLabel("Body type")).toHaveValue("SUV");
  await page.getByLabel("Year").selectOption(YEAR);
  await page.getByLabel("Kilometres driven").fill("42000");
  await page.getByLabel("Fuel").selectOption("Petrol");
  await page.getByLabel("Transmission").selectOption("Manual");
  await page.getByLabel("Owners").selectOption({ label: "First owner" });
  await page.getByLabel("City").fill("Pune");
}

test("list a car with two photos, see it pending, change its price and delete it", async ({ page }) => {
  await signUpSeller(page);
  await open(page, "/seller");
  await expect(page.getByText("You have no listings yet")).toBeVisible();

  await open(page, "/seller/upload");
  await expect(page.getByRole("heading", { name: "List Your Car" })).toBeVisible();
  await fillCar(page);
  await page.getByLabel("Asking price (₹)").fill("950000");
  await expect(page.getByText(/Fair price for this car|too few similar cars/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole("checkbox", { name: "ABS" }).check();
  await page.getByLabel("Photos (up to 10)").setInputFiles([await photo(200), await photo(30)]);
  await expect(page.getByText("2 of 10 photos added")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: "List Your Car" }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByText("Car listed successfully!")).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `${YEAR} Hyundai Creta` });
  await expect(row.getByText("Pending review")).toBeVisible();
  await expect(row.getByText(/An admin reviews every new or changed listing/)).toBeVisible();
  await expect(row.getByText("₹9,50,000")).toBeVisible();
  await expect(row.locator("img")).toHaveAttribute("src", /^\/images\/uploads\//);
  await expectNoSeriousAxeViolations(page);

  // By keyboard: on phones the site's bottom bar may sit over the row's buttons.
  await row.getByRole("button", { name: "Change price" }).focus();
  await page.keyboard.press("Enter");
  const priceDialog = page.getByRole("dialog", { name: "Change price" });
  // Checked in the browser first: the dialog stays open with the reason.
  await priceDialog.getByLabel("New asking price (₹)").fill("900");
  await priceDialog.getByRole("button", { name: "Save price" }).click();
  await expect(priceDialog.getByText("Enter a price from ₹25,000 to ₹10 crore, in rupees, like 450000")).toBeVisible();
  // The refused field has the focus, so a keyboard or screen-reader user is taken to the reason.
  await expect(priceDialog.getByLabel("New asking price (₹)")).toBeFocused();
  await priceDialog.getByLabel("New asking price (₹)").fill("9,10,000");
  await priceDialog.getByRole("button", { name: "Save price" }).click();
  await expect(page.getByText("Price changed to ₹9,10,000")).toBeVisible();
  await expect(row.getByText("₹9,10,000")).toBeVisible();

  await row.getByRole("button", { name: "Delete" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: "Delete this listing?" });
  await expect(confirm.getByText(/cannot be undone/)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Listing deleted successfully")).toBeVisible();
  await expect(page.getByText("You have no listings yet")).toBeVisible();
});

test("a failed submit keeps every value and photo, and a renamed file is refused by the picker @any-width", async ({ page }) => {
  await signUpSeller(page);
  await open(page, "/seller/upload");
  await fillCar(page);
  await page.getByLabel("Photos (up to 10)").setInputFiles([{ name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text") }]);
  await expect(page.getByText("notes.jpg is not a JPEG, PNG or WebP image")).toBeVisible();
  await page.getByLabel("Photos (up to 10)").setInputFiles([await photo(90)]);
  await expect(page.getByText("1 of 10 photos added")).toBeVisible({ timeout: 30_000 });

  await page.getByRole("button", { name: "List Your Car" }).click();
  await expect(page.getByText("Enter your asking price")).toBeVisible();
  await expect(page.getByLabel("Asking price (₹)")).toBeFocused();
  await expect(page.getByLabel("Asking price (₹)")).toHaveAccessibleDescription(/Enter your asking price/);
  await expect(page.getByLabel("Model")).toHaveValue("Creta");
  await expect(page.getByLabel("Kilometres driven")).toHaveValue("42000");
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();

  // The server's own check: a make outside the catalogue.
  await page.getByLabel("Make").fill("Zorbo Motors");
  await page.getByLabel("Asking price (₹)").fill("950000");
  await page.getByRole("button", { name: "List Your Car" }).click();
  await expect(page.getByText("Failed to list car. Please try again.")).toBeVisible();
  await expect(page.getByText("Choose a make from the list")).toBeVisible();
  await expect(page.getByLabel("Make")).toBeFocused();
  await expect(page.getByLabel("Model")).toHaveValue("Creta");
  await expect(page.getByRole("img", { name: "Photo 1 (cover)" })).toBeVisible();
});
