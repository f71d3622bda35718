/**
 * A dealer's bulk CSV: its columns (the template's order, the page's column guide and the
 * header names we accept), the header check, and writing CSV back (the template, and the
 * rejected rows with an "error" column to fix and upload again). Cells are read by
 * `validateListing`, the same schema as the single-car form.
 */
import { neutraliseFormula, restoreFormulaCell } from "../csv-formula-guard";
import { BODY_TYPES, FUEL_TYPES, PARTNER_SOURCES, TRANSMISSIONS } from "../vehicle-vocabulary";
import { DESCRIPTION_MAX, FEATURES_MAX, LISTING_PRICE_MIN, LISTING_YEAR_MIN, type ListingField, type ListingInput } from "./listing-form";

export const BULK_MAX_BYTES = 2 * 1024 * 1024;
export const BULK_MAX_ROWS = 1_000;

export interface BulkColumn {
  /** The template's header. */
  header: string;
  field: ListingField;
  required: boolean;
  /** Other header names a dealer's own sheet may use (compared without case, spaces or punctuation). */
  aliases: readonly string[];
  allowed: string;
  example: string;
}

export const BULK_COLUMNS: readonly BulkColumn[] = [
  { header: "make", field: "make", required: true, aliases: ["brand", "manufacturer"], allowed: "A make from our list (below)", example: "Hyundai" },
  { header: "model", field: "model", required: true, aliases: ["car model"], allowed: "The model name", example: "Creta" },
  { header: "variant", field: "variant", required: false, aliases: ["trim", "version"], allowed: "The version, if you know it", example: "SX 1.5 Petrol" },
  { header: "year", field: "year", required: true, aliases: ["model year", "manufacturing year", "mfg year"], allowed: `${LISTING_YEAR_MIN} to this year`, example: "2021" },
  { header: "km", field: "km", required: true, aliases: ["kms", "kilometres", "kilometers", "kms driven", "km driven", "mileage", "odometer"], allowed: "Kilometres driven, a whole number", example: "42000" },
  { header: "fuel_type", field: "fuelType", required: true, aliases: ["fuel"], allowed: FUEL_TYPES.join(", "), example: "Petrol" },
  { header: "transmission", field: "transmission", required: true, aliases: ["gearbox"], allowed: TRANSMISSIONS.join(", "), example: "Manual" },
  { header: "body_type", field: "bodyType", required: true, aliases: ["body", "body style"], allowed: BODY_TYPES.join(", "), example: "SUV" },
  { header: "owners", field: "ownerCount", required: true, aliases: ["owner", "owner count", "number of owners", "no of owners"], allowed: "1, 2, 3, or 4 for four or more", example: "1" },
  { header: "city", field: "city", required: true, aliases: ["location"], allowed: "Where the car is", example: "Pune" },
  { header: "price", field: "price", required: true, aliases: ["asking price", "expected price", "price inr", "price rs"], allowed: `Rupees, at least ${LISTING_PRICE_MIN.toLocaleString("en-IN")}; commas allowed`, example: "4,50,000" },
  { header: "description", field: "description", required: false, aliases: ["notes", "remarks"], allowed: `Up to ${DESCRIPTION_MAX.toLocaleString("en-IN")} characters`, example: "Single owner, full service history" },
  { header: "features", field: "features", required: false, aliases: ["feature list"], allowed: `Up to ${FEATURES_MAX}, separated by ;`, example: "ABS;Airbags;Sunroof" },
  { header: "registration_number", field: "registrationNumber", required: false, aliases: ["registration", "registration no", "reg no", "reg number", "rc number"], allowed: "As on the RC; each car once", example: "MH 12 AB 1234" },
  { header: "platforms", field: "platforms", required: false, aliases: ["list on"], allowed: `Separated by ; from ${PARTNER_SOURCES.join(", ")}`, example: "OLX;Cars24" },
];

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Every accepted spelling (template header, schema field name, aliases) -> its column. */
const BY_NAME = new Map<string, BulkColumn>(
  BULK_COLUMNS.flatMap((column) => [column.header, column.field, ...column.aliases].map((name) => [squash(name), column] as const)),
);

export function columnFor(header: string): BulkColumn | null {
  return BY_NAME.get(squash(header)) ?? null;
}

export type HeaderCheck = { ok: true; columns: (BulkColumn | null)[] } | { ok: false; message: string };

/** The rejected-rows download's own column: ignored, so the fixed file uploads as it is. */
export const ERROR_COLUMN = "error";
const ignored = (name: string) => name.trim() === "" || squash(name) === ERROR_COLUMN;

/** Each header cell's column, or one message naming every unknown, repeated and missing column. */
export function checkHeader(header: readonly string[]): HeaderCheck {
  const columns = header.map((name) => (ignored(name) ? null : columnFor(name)));
  const unknown = header.filter((name, i) => !ignored(name) && columns[i] === null);
  const seen = new Set<ListingField>();
  const repeated: string[] = [];
  columns.forEach((column, i) => {
    if (column && seen.has(column.field)) repeated.push(header[i]);
    if (column) seen.add(column.field);
  });
  const missing = BULK_COLUMNS.filter((c) => c.required && !seen.has(c.field)).map((c) => c.header);
  if (unknown.length === 0 && repeated.length === 0 && missing.length === 0) return { ok: true, columns };
  const parts = [
    unknown.length ? `unknown column${unknown.length > 1 ? "s" : ""} ${quoteList(unknown)}` : "",
    repeated.length ? `repeated column${repeated.length > 1 ? "s" : ""} ${quoteList(repeated)}` : "",
    missing.length ? `missing column${missing.length > 1 ? "s" : ""} ${quoteList(missing)}` : "",
  ].filter(Boolean);
  const message = `The header row (row 1) has ${parts.join("; ")}. Use the template's columns: ${BULK_COLUMNS.map((c) => c.header).join(", ")}.`;
  return { ok: false, message };
}

const quoteList = (names: readonly string[]) => names.map((n) => `"${n.trim().slice(0, 40)}"`).join(", ");

/**
 * A data row's cells as the listing schema reads them (blank columns ignored), without the
 * quote our rejected-rows download put before a formula-like cell.
 */
export function rowInput(columns: readonly (BulkColumn | null)[], cells: readonly string[]): ListingInput {
  const input: ListingInput = {};
  columns.forEach((column, i) => {
    if (column) input[column.field] = restoreFormulaCell(cells[i] ?? "");
  });
  return input;
}

/** RFC 4180: quoted when a cell holds a comma, quote or line break; never read as a formula. */
function csvCell(cell: string): string {
  const value = neutraliseFormula(cell);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** CSV text with CRLF line ends and a BOM, so Excel opens it as UTF-8 (₹ and names intact). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\ufeff${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export const TEMPLATE_ROWS: readonly (readonly string[])[] = [
  BULK_COLUMNS.map((c) => c.header),
  ["Hyundai", "Creta", "SX 1.5 Petrol", "2021", "42000", "Petrol", "Manual", "SUV", "1", "Pune", "12,50,000", "Single owner, full service history at the dealer", "ABS;Airbags;Sunroof", "MH 12 AB 1234", "OLX;Cars24"],
  ["Maruti Suzuki", "Swift", "VXI", "2019", "58,500", "Petrol", "Manual", "Hatchback", "2", "Bengaluru", "5,45,000", "New tyres, insurance valid till March", "Power steering;Power windows", "KA 05 MN 4321", ""],
];

/** What one rejected row says in the downloaded file's "error" column. */
export function errorText(problems: readonly { column: string; message: string }[]): string {
  return problems.map((p) => (p.column ? `${p.column}: ${p.message}` : p.message)).join("; ");
}
