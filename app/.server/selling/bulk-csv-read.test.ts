import { describe, expect, it } from "vitest";
import { BULK_MAX_BYTES } from "~/lib/selling/bulk-csv";
import { readBulkCsv } from "./bulk-csv-read";

const HEADER = "make,model,year,km,fuel_type,transmission,body_type,owners,city,price,description";
const ROW = "Hyundai,Creta,2021,42000,Petrol,Manual,SUV,1,Pune,\"12,50,000\",Clean car";
const bytes = (text: string) => new TextEncoder().encode(text);

function rows(text: string) {
  const result = readBulkCsv(bytes(text));
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

describe("readBulkCsv", () => {
  it("reads a BOM, CRLF line ends and quoted cells with commas, quotes and line breaks", () => {
    const text = `\ufeff${HEADER}\r\nHyundai,Creta,2021,42000,Petrol,Manual,SUV,1,Pune,"12,50,000","Says ""mint"",\r\nserviced"\r\n`;
    expect(rows(text)).toEqual([{ row: 2, cells: ["Hyundai", "Creta", "2021", "42000", "Petrol", "Manual", "SUV", "1", "Pune", "12,50,000", 'Says "mint",\r\nserviced'] }]);
  });

  it("skips blank lines (and rows of empty cells) but keeps spreadsheet row numbers", () => {
    expect(rows(`${HEADER}\n\n${ROW}\n,,,,,\n${ROW}\n\n`).map((r) => r.row)).toEqual([3, 5]);
  });

  it("refuses a file with no rows, an unclosed quote, or a bad header before looking at any row", () => {
    expect(readBulkCsv(bytes(`${HEADER}\n\n`))).toEqual({ ok: false, message: "The file has a header row but no cars under it." });
    expect(readBulkCsv(bytes(`${HEADER}\n${ROW},"open`))).toMatchObject({ ok: false, message: expect.stringContaining("never closes") });
    expect(readBulkCsv(bytes(`make,model,colour\n${ROW}`))).toMatchObject({ ok: false, message: expect.stringMatching(/unknown column "colour"; missing columns "year"/) });
    expect(readBulkCsv(bytes(""))).toMatchObject({ ok: false, message: expect.stringContaining("empty") });
  });

  it("refuses binary files whatever their name, and text that is not UTF-8", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(readBulkCsv(png)).toMatchObject({ ok: false, message: expect.stringContaining("This file is a PNG image, not a CSV file") });
    expect(readBulkCsv(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toMatchObject({ ok: false, message: expect.stringContaining("Excel workbook") });
    expect(readBulkCsv(bytes(`${HEADER}\n${ROW}\u0000`))).toMatchObject({ ok: false, message: expect.stringContaining("not text") });
    // "Pune" in Latin-1 is fine, but ₹ or é in Windows-1252 are not UTF-8.
    expect(readBulkCsv(new Uint8Array([...bytes(`${HEADER}\n`), 0x43, 0x61, 0x66, 0xe9]))).toMatchObject({ ok: false, message: expect.stringContaining("not UTF-8") });
  });

  it("says how many rows and bytes it takes", () => {
    const many = `${HEADER}\n${`${ROW}\n`.repeat(1_001)}`;
    expect(readBulkCsv(bytes(many))).toMatchObject({ ok: false, message: expect.stringContaining("The file has 1,001 cars; upload at most 1,000") });
    expect(readBulkCsv(new Uint8Array(BULK_MAX_BYTES + 1).fill(0x41))).toMatchObject({ ok: false, message: expect.stringContaining("larger than 2 MB") });
  });
});
