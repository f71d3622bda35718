/**
 * Every row of a dealer's CSV checked, none skipped: the listing schema (the single-car form's),
 * a make from the catalogue, control characters, stray cells, and the registration number once
 * in the file and not already on one of the dealer's live listings. All problems of a row are
 * reported together, so one round of fixes is enough.
 */
import { and, eq, inArray } from "drizzle-orm";
import { rowInput, type BulkColumn } from "~/lib/selling/bulk-csv";
import type { AcceptedRow, RejectedRow, RowProblem } from "~/lib/selling/bulk-csv-report";
import { listingTitle } from "~/lib/listing-title";
import { normaliseRegistration, validateListing, type ListingData, type ListingField } from "~/lib/selling/listing-form";
import { unreadableText } from "~/lib/safe-text";
import type { Database } from "../db/client";
import { listings } from "../db/schema";
import type { BulkCsvRow } from "./bulk-csv-read";
import { UNKNOWN_MAKE_MESSAGE, type SellerCatalogue } from "./seller-catalogue";

export interface CheckedRows {
  valid: { row: number; data: ListingData }[];
  accepted: AcceptedRow[];
  rejected: RejectedRow[];
}

interface Sheet {
  header: string[];
  columns: (BulkColumn | null)[];
  rows: BulkCsvRow[];
}

/** Live listings only: a sold or rejected car may be listed again. */
const LIVE = ["active", "pending"];

export async function checkBulkRows(db: Database, catalogue: SellerCatalogue, sellerId: string, sheet: Sheet, now = new Date()): Promise<CheckedRows> {
  const headerOf = new Map<ListingField, string>();
  sheet.columns.forEach((column, i) => column && headerOf.set(column.field, sheet.header[i]));
  const label = (field: ListingField) => headerOf.get(field) ?? field;

  const checked = sheet.rows.map(({ row, cells }) => {
    const problems: RowProblem[] = [];
    const extra = cells.slice(sheet.header.length).filter((c) => c.trim() !== "");
    if (extra.length > 0) {
      problems.push({
        column: "",
        message: `This row has ${cells.length} cells but the header has ${sheet.header.length}: a cell holding a comma must be in double quotes`,
      });
    }
    sheet.columns.forEach((column, i) => {
      const problem = column && unreadableText(cells[i] ?? "", { multiline: true });
      if (column && problem) problems.push({ column: sheet.header[i], message: `This cell ${problem}` });
    });
    const input = rowInput(sheet.columns, cells);
    const result = validateListing(input, now);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors)) problems.push({ column: label(field as ListingField), message });
    }
    // Checked even when other cells failed, so one round of fixes is enough.
    const make = String(input.make ?? "").trim();
    if (make !== "" && !(!result.ok && result.errors.make) && !catalogue.findMake(make)) {
      problems.push({ column: label("make"), message: `${UNKNOWN_MAKE_MESSAGE}: "${make.slice(0, 40)}" is not a make we know` });
    }
    // Read from the cell, so a repeat is named even in a row that failed for other reasons.
    const reg = normaliseRegistration(String(input.registrationNumber ?? "").trim());
    return { row, cells, problems, reg, data: result.ok ? result.data : null };
  });

  // The registration number once per file: the later rows name the first.
  const firstRow = new Map<string, number>();
  for (const item of checked) {
    if (!item.reg) continue;
    const first = firstRow.get(item.reg);
    if (first === undefined) firstRow.set(item.reg, item.row);
    else item.problems.push({ column: label("registrationNumber"), message: `${item.reg} is also on row ${first}: list each car once` });
  }
  const existing = await liveRegistrations(db, sellerId, [...firstRow.keys()]);
  for (const item of checked) {
    const title = existing.get(item.reg);
    if (title) item.problems.push({ column: label("registrationNumber"), message: `You already have ${title} with ${item.reg} listed: edit that listing instead` });
  }

  const result: CheckedRows = { valid: [], accepted: [], rejected: [] };
  for (const item of checked) {
    if (item.problems.length > 0 || !item.data) result.rejected.push({ row: item.row, cells: item.cells, problems: item.problems });
    else {
      result.valid.push({ row: item.row, data: item.data });
      const { make, model, variant, price, city } = item.data;
      result.accepted.push({ row: item.row, title: listingTitle(make, model, variant), price, city });
    }
  }
  return result;
}

/** The dealer's own live listings with these numbers (never another dealer's), by number. */
async function liveRegistrations(db: Database, sellerId: string, numbers: string[]): Promise<Map<string, string>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ reg: listings.registrationNumber, title: listings.title })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), inArray(listings.status, LIVE), inArray(listings.registrationNumber, numbers)));
  return new Map(rows.map((r) => [r.reg ?? "", r.title]));
}
