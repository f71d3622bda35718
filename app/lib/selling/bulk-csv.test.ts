import { describe, expect, it } from "vitest";
import { BULK_COLUMNS, checkHeader, columnFor, rowInput, TEMPLATE_ROWS, toCsv } from "./bulk-csv";
import { rejectedFileName, rejectedRowsCsv } from "./bulk-csv-report";
import { validateListing } from "./listing-form";

const TEMPLATE_HEADER = BULK_COLUMNS.map((c) => c.header);

describe("header mapping", () => {
  it("accepts the template's names, the schema's field names and aliases, whatever the case and punctuation", () => {
    expect(columnFor("fuel_type")?.field).toBe("fuelType");
    expect(columnFor("Fuel Type")?.field).toBe("fuelType");
    expect(columnFor("fuelType")?.field).toBe("fuelType");
    expect(columnFor(" BRAND ")?.field).toBe("make");
    expect(columnFor("Kms Driven")?.field).toBe("km");
    expect(columnFor("Reg. No.")?.field).toBe("registrationNumber");
    expect(columnFor("Price (INR)")?.field).toBe("price");
    expect(columnFor("No. of owners")?.field).toBe("ownerCount");
    expect(columnFor("colour")).toBeNull();
  });

  it("takes the template header and a sheet in another order with optional columns left out", () => {
    expect(checkHeader(TEMPLATE_HEADER).ok).toBe(true);
    const own = ["Price", "City", "Owners", "Body Type", "Transmission", "Fuel", "KMs", "Year", "Model", "Brand"];
    const check = checkHeader(own);
    expect(check.ok && check.columns.map((c) => c?.field)).toEqual(["price", "city", "ownerCount", "bodyType", "transmission", "fuelType", "km", "year", "model", "make"]);
  });

  it("names every unknown, repeated and missing column in one message", () => {
    const check = checkHeader(["make", "Brand", "model", "colour", "year", "km", "fuel", "transmission", "body_type", "owners", "Seats"]);
    expect(check).toEqual({ ok: false, message: expect.stringContaining('unknown columns "colour", "Seats"; repeated column "Brand"; missing columns "city", "price"') });
  });

  it("ignores a column with an empty header (a spreadsheet's stray column)", () => {
    const check = checkHeader([...TEMPLATE_HEADER, ""]);
    expect(check.ok && check.columns.at(-1)).toBeNull();
  });
});

describe("template", () => {
  it("has the friendly column order and two example rows that pass the listing schema", () => {
    expect(TEMPLATE_ROWS[0]).toEqual(["make", "model", "variant", "year", "km", "fuel_type", "transmission", "body_type", "owners", "city", "price", "description", "features", "registration_number", "platforms"]);
    const check = checkHeader(TEMPLATE_ROWS[0]);
    if (!check.ok) throw new Error(check.message);
    for (const row of TEMPLATE_ROWS.slice(1)) expect(validateListing(rowInput(check.columns, row)).ok).toBe(true);
  });
});

describe("writing CSV", () => {
  it("quotes cells with commas, quotes and line breaks, ends lines with CRLF and starts with a BOM", () => {
    expect(toCsv([["a", "b,c", 'say "hi"', "two\nlines"]])).toBe('\ufeffa,"b,c","say ""hi""","two\nlines"\r\n');
  });

  it("writes the rejected rows as uploaded with an error column, padding short rows", () => {
    const csv = rejectedRowsCsv({
      status: "rejected",
      fileName: "stock.csv",
      header: ["make", "price"],
      rows: 3,
      accepted: [],
      rejected: [
        { row: 2, cells: ["Hyundia", "4,50,000"], problems: [{ column: "make", message: "Choose a make from the list" }] },
        { row: 4, cells: ["Tata"], problems: [{ column: "price", message: "Enter your asking price" }, { column: "", message: "Whole row" }] },
      ],
    });
    expect(csv).toBe('\ufeffmake,price,error\r\nHyundia,"4,50,000",make: Choose a make from the list\r\nTata,,price: Enter your asking price; Whole row\r\n');
    expect(rejectedFileName("Stock.CSV")).toBe("Stock-rejected.csv");
  });

  it("writes a formula-like cell of the dealer's as text, never as a formula (a leading quote), and reads it back as typed", () => {
    const csv = rejectedRowsCsv({
      status: "rejected",
      fileName: "stock.csv",
      header: ["make", "km", "description"],
      rows: 1,
      accepted: [],
      rejected: [{ row: 2, cells: ["=HYPERLINK(\"http://evil.example\")", "-5000", "@SUM(A1)"], problems: [{ column: "km", message: "Enter the kilometres" }] }],
    });
    expect(csv).toBe('\ufeffmake,km,description,error\r\n"\'=HYPERLINK(""http://evil.example"")",-5000,\'@SUM(A1),km: Enter the kilometres\r\n');
    const check = checkHeader(TEMPLATE_HEADER);
    if (!check.ok) throw new Error(check.message);
    const cells = TEMPLATE_HEADER.map((h) => (h === "make" ? "'=HYPERLINK(1)" : h === "description" ? "'- single owner" : ""));
    expect(rowInput(check.columns, cells)).toMatchObject({ make: "=HYPERLINK(1)", description: "- single owner" });
  });

  it("makes a download that uploads again once fixed: its error column is ignored, and replaced when rejected again", () => {
    const header = [...TEMPLATE_HEADER, "error"];
    const check = checkHeader(header);
    expect(check.ok && check.columns.at(-1)).toBeNull();
    const again = rejectedRowsCsv({
      status: "rejected",
      fileName: "stock-rejected.csv",
      header: ["make", "Error", "price"],
      rows: 1,
      accepted: [],
      rejected: [{ row: 2, cells: ["Tata", "old reason", "abc"], problems: [{ column: "price", message: "Enter your asking price" }] }],
    });
    expect(again).toBe("\ufeffmake,price,error\r\nTata,abc,price: Enter your asking price\r\n");
  });
});
