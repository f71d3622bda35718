/**
 * An uploaded file -> the rows of a dealer's CSV, or why the file as a whole cannot be used.
 * The name and the browser's type are the sender's claims: the bytes decide (a PNG renamed
 * .csv is refused here, not reported as 1,000 odd rows). Parsing is the import's RFC 4180
 * reader; around it go the limits and checks an untrusted upload needs.
 */
import { BULK_MAX_BYTES, BULK_MAX_ROWS, checkHeader, type BulkColumn } from "~/lib/selling/bulk-csv";
import { parseCsvRows } from "../import/csv";

export interface BulkCsvRow {
  /** The header is row 1, as a spreadsheet shows it; blank lines keep their numbers. */
  row: number;
  cells: string[];
}

export type BulkCsv =
  | { ok: true; header: string[]; columns: (BulkColumn | null)[]; rows: BulkCsvRow[] }
  | { ok: false; message: string };

const SAVE_AS_CSV = "In your spreadsheet choose File > Save As > 'CSV UTF-8 (Comma delimited)' and upload that file.";

/** Formats people upload by mistake, by their first bytes. */
const SIGNATURES: { name: string; bytes: number[] }[] = [
  { name: "an Excel workbook or other zip file", bytes: [0x50, 0x4b, 0x03, 0x04] },
  { name: "an old Excel (.xls) or Word file", bytes: [0xd0, 0xcf, 0x11, 0xe0] },
  { name: "a PDF", bytes: [0x25, 0x50, 0x44, 0x46] },
  { name: "a PNG image", bytes: [0x89, 0x50, 0x4e, 0x47] },
  { name: "a JPEG image", bytes: [0xff, 0xd8, 0xff] },
  { name: "a GIF image", bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** UTF-8 text with no NUL, or why not. */
export function decodeCsvText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: "The file is empty. Download the template, fill it in and upload it." };
  if (bytes.length > BULK_MAX_BYTES) {
    return { ok: false, message: `The file is larger than 2 MB. Upload at most ${BULK_MAX_ROWS.toLocaleString("en-IN")} cars at a time, split over several files.` };
  }
  const known = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  if (known) return { ok: false, message: `This file is ${known.name}, not a CSV file. ${SAVE_AS_CSV}` };
  if (bytes.includes(0)) return { ok: false, message: `This file is not text (it holds binary data), so it cannot be a CSV file. ${SAVE_AS_CSV}` };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, message: `This file is not UTF-8 text (Excel's plain 'CSV' can save ₹ and names in another encoding). ${SAVE_AS_CSV}` };
  }
}

const isBlank = (cells: readonly string[]) => cells.every((c) => c.trim() === "");

export function readBulkCsv(bytes: Uint8Array): BulkCsv {
  const decoded = decodeCsvText(bytes);
  if (!decoded.ok) return decoded;
  // Quotes come in pairs in a well-formed file; an odd count means a cell never closes and
  // the parser would swallow the rest of the file into it.
  if ((decoded.text.match(/"/g)?.length ?? 0) % 2 === 1) {
    return { ok: false, message: 'A double quote (") opens a cell that never closes. Check for a stray " in a cell, or save the sheet again as CSV.' };
  }
  const all = parseCsvRows(decoded.text);
  const headerAt = all.findIndex((cells) => !isBlank(cells));
  if (headerAt === -1) return { ok: false, message: "The file is empty. Download the template, fill it in and upload it." };
  const header = all[headerAt].map((h) => h.trim());
  const check = checkHeader(header);
  if (!check.ok) return check;
  const rows = all.flatMap((cells, i) => (i > headerAt && !isBlank(cells) ? [{ row: i + 1, cells }] : []));
  if (rows.length === 0) return { ok: false, message: "The file has a header row but no cars under it." };
  if (rows.length > BULK_MAX_ROWS) {
    return {
      ok: false,
      message: `The file has ${rows.length.toLocaleString("en-IN")} cars; upload at most ${BULK_MAX_ROWS.toLocaleString("en-IN")} at a time, split over several files.`,
    };
  }
  return { ok: true, header, columns: check.columns, rows };
}
