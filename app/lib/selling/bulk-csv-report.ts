/** What a dealer's bulk upload answers: the server writes it, the page shows it. */
import { ERROR_COLUMN, errorText, toCsv } from "./bulk-csv";

export interface RowProblem {
  /** The column as the file names it; "" for a problem with the whole row. */
  column: string;
  message: string;
}

export interface RejectedRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The row as uploaded, for the download to fix. */
  cells: string[];
  problems: RowProblem[];
}

export interface AcceptedRow {
  row: number;
  title: string;
  price: number;
  city: string;
}

export type BulkReport =
  /** The file as a whole cannot be read (not text, too big, bad header): no row was checked. */
  | { status: "refused"; fileName: string; message: string }
  /** Some rows failed: nothing was listed. */
  | { status: "rejected"; fileName: string; header: string[]; rows: number; rejected: RejectedRow[]; accepted: AcceptedRow[] }
  | { status: "listed"; fileName: string; listed: number };

/**
 * The rejected rows as uploaded, with an "error" column, ready to fix and upload again (the
 * upload ignores that column; an earlier one is replaced, not repeated).
 */
export function rejectedRowsCsv(report: Extract<BulkReport, { status: "rejected" }>): string {
  const kept = report.header.flatMap((name, i) => (name.trim().toLowerCase() === ERROR_COLUMN ? [] : [i]));
  return toCsv([
    [...kept.map((i) => report.header[i]), ERROR_COLUMN],
    ...report.rejected.map((r) => [...kept.map((i) => r.cells[i] ?? ""), errorText(r.problems)]),
  ]);
}

/** "dealer-stock.csv" -> "dealer-stock-rejected.csv". */
export function rejectedFileName(fileName: string): string {
  const base = fileName.replace(/\.csv$/i, "") || "upload";
  return `${base}-rejected.csv`;
}
