import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// The first visit to each page compiles it on the dev server: allow for that.
test.describe.configure({ timeout: 90_000 });

const PAGES: [path: string, heading: string][] = [
  ["/guides", "Car buying guides"],
  ["/guides/new-car-research", "Researching a new car"],
  ["/guides/car-comparison", "Comparing cars side by side"],
  ["/guides/car-financing", "Financing a new car"],
  ["/guides/car-insurance", "Car insurance explained"],
  ["/guides/used-car-inspection", "Inspecting a used car"],
  ["/guides/documents-check", "Checking a used car's documents"],
  ["/guides/used-car-financing", "Financing a used car"],
  ["/guides/pricing-guide", "Judging a used car's price"],
  ["/help", "Help and FAQ"],
  ["/contact", "Contact us"],
  ["/privacy", "Privacy policy"],
  ["/terms", "Terms of use"],
  ["/about", "About CarSaathi"],
  ["/history", "Checking a car's history"],
  ["/trends", "Car market trends"],
];

async function expectNoSeriousAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test("every content page renders its heading on the server", async ({ request }) => {
  for (const [path, heading] of PAGES) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace("'", "(&#x27;|')")}</h1>`));
    expect(html, path).toMatch(/<title>[^<]+\| CarSaathi|<title>About CarSaathi/);
  }
});

test("the guides page lists all eight guides in two groups and is accessible", async ({ page }) => {
  await page.goto("/guides");
  await expect(page.getByRole("heading", { level: 1, name: "Car buying guides" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Buying a new car" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Buying a used car" })).toBeVisible();
  await expect(page.locator('main a[href^="/guides/"]')).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);
});

test("a guide has sections, a checklist, related guides and a search link", async ({ page }) => {
  await page.goto("/guides/documents-check");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Checking a used car's documents");
  await expect(page.getByText("Form 29 (two copies) and Form 30 signed by the seller")).toBeVisible();
  const parivahan = page.getByRole("link", { name: /Parivahan vehicle services/ });
  await expect(parivahan).toHaveAttribute("href", "https://parivahan.gov.in");
  await expect(parivahan).toHaveAttribute("rel", /noopener/);
  const related = page.getByRole("navigation", { name: "Related guides" });
  await expect(related.getByRole("link")).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Browse used cars" })).toHaveAttribute("href", "/used-cars");
  await expectNoSeriousAxeViolations(page);
});

test("an unknown guide answers 404 and lists the real guides", async ({ page }) => {
  const response = await page.goto("/guides/how-to-fly-a-car");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guide not found");
  await expect(page.locator('main a[href^="/guides/"]')).toHaveCount(8);
});

test("history links to the guides and to Parivahan", async ({ page }) => {
  await page.goto("/history");
  await expect(page.getByRole("link", { name: /Parivahan vehicle services/ })).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("link", { name: "Checking a used car's documents" })).toHaveAttribute("href", "/guides/documents-check");
});

test("the contact form keeps what was typed on errors, then sends", async ({ page }) => {
  await page.goto("/contact");
  await expectNoSeriousAxeViolations(page);
  const name = page.getByLabel("Your name");
  const email = page.getByLabel("Email");
  const phone = page.getByLabel(/Mobile number/);
  const message = page.getByLabel("Message");
  await name.fill("Asha Rao");
  await email.fill("asha-at-example");
  await phone.fill("98765");
  await message.fill("Too short");
  await page.getByRole("button", { name: "Send message" }).click();

  await expect(page.getByText("Enter a valid email address, like name@example.com")).toBeVisible();
  await expect(page.getByText("Phone number must be exactly 10 digits, or leave it empty")).toBeVisible();
  await expect(page.getByText("Choose a topic")).toHaveCount(2); // the placeholder option and the error
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAttribute("aria-describedby", "contact-email-error");
  await expect(name).toHaveAttribute("aria-invalid", "false");
  await expect(name).toHaveValue("Asha Rao");
  await expect(email).toHaveValue("asha-at-example");
  await expect(message).toHaveValue("Too short");

  await email.fill(`asha.${Date.now()}@example.com`);
  await phone.fill("9876543210");
  await page.getByLabel("Topic").selectOption("Report a listing");
  await message.fill("The Creta listed in Pune shows the wrong model year.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent! We will reply within 2 working days." })).toBeVisible();
});

test("the server re-validates the contact form without JavaScript", async ({ request }) => {
  const res = await request.post("/contact", {
    form: { name: "A", email: "ravi@example.com", phone: "", topic: "Buying", message: "Is the Nexon still for sale?" },
  });
  expect(res.status()).toBe(400);
  const html = await res.text();
  expect(html).toContain("Name must be at least 2 characters");
  expect(html).toContain('value="ravi@example.com"');
  expect(html).toContain("Is the Nexon still for sale?");
});

test("trends shows live figures in accessible tables", async ({ page }) => {
  const response = await page.goto("/trends");
  expect(response?.headers()["cache-control"]).toContain("s-maxage=300");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car market trends");
  const bodyTable = page.getByRole("table", { name: "Median asking price by body type" });
  await expect(bodyTable.getByRole("row").nth(1)).toContainText("₹");
  const models = page.getByRole("table", { name: "Most-listed models" });
  await expect(models.getByRole("row")).toHaveCount(11);
  await expect(models.getByRole("row").nth(1).getByRole("cell")).toHaveText(/^[\d,]+$/);
  await expect(page.getByRole("table", { name: "Cities with the most listings" }).getByRole("row")).toHaveCount(11);
  await expectNoSeriousAxeViolations(page);
});
