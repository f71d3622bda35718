import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./axe";
import { logInAsDemo } from "./account-helpers";

// Signing in hashes a password (scrypt); the first upload loads the catalogue.
test.describe.configure({ timeout: 90_000 });


/** Registration numbers of their own each run: the dealer's earlier cars stay listed. */
const plate = () => `MH 14 ${String.fromCharCode(65 + Math.floor(Math.random() * 26))}Z ${1000 + Math.floor(Math.random() * 9000)}`;

function stock(price: string): Buffer {
  const header = "make,model,variant,year,km,fuel_type,transmission,body_type,owners,city,price";
  const rows = [`Hyundai,Creta,,2021,42000,Petrol,Manual,SUV,1,Pune,"12,50,000"`, `Maruti Suzuki,Swift,VXI,2019,58500,Petrol,Manual,Hatchback,2,Bengaluru,"${price}"`];
  const withPlates = [`${header},registration_number`, ...rows.map((r) => `${r},${plate()}`)];
  return Buffer.from(`${withPlates.join("\r\n")}\r\n`);
}

test("a dealer downloads the template, gets every bad row reported with nothing listed, then fixes the file and lists it", async ({ page }) => {
  await logInAsDemo(page, "dealer", "/seller/upload/bulk");
  await expect(page.getByRole("heading", { level: 1, name: "Dealer Dashboard" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "List Your Car" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Ways to list" });
  await expect(tabs.getByRole("link", { name: "Single car" })).toHaveAttribute("href", "/seller/upload");
  await expect(tabs.getByRole("link", { name: "Bulk Upload" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: "Columns of the bulk upload file" }).getByRole("rowheader", { name: /^registration_number/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const template = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the CSV template" }).click();
  const templateFile = await template;
  expect(templateFile.suggestedFilename()).toBe("carsaathi-bulk-upload-template.csv");
  const templateText = await readFile((await templateFile.path())!, "utf8");
  expect(templateText.split("\r\n")[0]).toBe("\ufeffmake,model,variant,year,km,fuel_type,transmission,body_type,owners,city,price,description,features,registration_number,platforms");

  await page.getByLabel("CSV file").setInputFiles({ name: "my-stock.csv", mimeType: "text/csv", buffer: stock("five lakh") });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByRole("heading", { name: "Report for my-stock.csv" })).toBeVisible();
  await expect(page.getByText("Nothing was listed")).toBeVisible();
  await expect(page.getByText("1 of 2 rows need fixing in my-stock.csv")).toBeVisible();
  const rejected = page.getByRole("region", { name: "Rejected rows (1)" });
  await expect(rejected.getByRole("rowheader", { name: "3" })).toBeVisible();
  await expect(rejected.getByText(/Enter an asking price from ₹25,000/)).toBeVisible();
  await expect(page.getByText("my-stock.csv", { exact: true })).toBeVisible(); // the picker keeps the chosen name
  await expectNoSeriousAxeViolations(page);

  const fixList = page.waitForEvent("download");
  await page.getByRole("button", { name: /Download the rejected rows/ }).click();
  const fixFile = await fixList;
  expect(fixFile.suggestedFilename()).toBe("my-stock-rejected.csv");
  const fixText = await readFile((await fixFile.path())!, "utf8");
  expect(fixText).toMatch(/^\ufeffmake,.*,registration_number,error\r\nMaruti Suzuki,Swift,VXI,.*five lakh,MH 14 .*price: Enter an asking price/);

  await page.getByLabel("CSV file").setInputFiles({ name: "my-stock-fixed.csv", mimeType: "text/csv", buffer: stock("5,45,000") });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await expect(page.getByText("2 cars listed from my-stock-fixed.csv")).toBeVisible();
  await expect(page.getByText("They are pending: our team reviews each listing before buyers see it.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to My Listings" })).toHaveAttribute("href", "/seller");
  await expectNoSeriousAxeViolations(page);
});

test("a private seller is offered no Bulk Upload tab, and the bulk page says it is for dealers", async ({ page }) => {
  await logInAsDemo(page, "user", "/seller/upload");
  await expect(page.getByRole("heading", { name: "List Your Car" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ways to list" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Bulk Upload" })).toHaveCount(0);
  await page.goto("/seller/upload/bulk");
  await expect(page.getByText("Bulk upload is for dealers")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Ways to list" })).toHaveCount(0);
});
