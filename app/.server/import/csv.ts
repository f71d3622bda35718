/**
 * A small RFC 4180 CSV reader: quoted fields with commas, doubled quotes and line breaks, CRLF or
 * LF, an optional BOM. The data sets are a few MB, so whole-file parsing is simplest and fast.
 */
import { readFile } from "node:fs/promises";

export interface CsvRecord {
  /** 1-based row number in the file, the header being row 1 (what a spreadsheet shows). */
  row: number;
  values: Record<string, string>;
}

export interface CsvTable {
  header: string[];
  records: CsvRecord[];
}

export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let inQuotes = false;
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (inQuotes) {
      if (ch !== '"') field += ch;
      else if (input[i + 1] === '"') {
        field += '"';
        i++;
      } else inQuotes = false;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && input[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Records keyed by header name; an empty header (a pandas index column) is keyed "". */
export function parseCsv(text: string): CsvTable {
  const rows = parseCsvRows(text);
  const header = (rows[0] ?? []).map((h) => h.trim());
  const records: CsvRecord[] = [];
  for (let r = 1; r < rows.length; r++) {
    const cells = rows[r];
    if (cells.length === 1 && cells[0].trim() === "") continue;
    const values: Record<string, string> = {};
    header.forEach((name, c) => {
      values[name] = (cells[c] ?? "").trim();
    });
    records.push({ row: r + 1, values });
  }
  return { header, records };
}

export async function readCsv(file: string): Promise<CsvTable> {
  return parseCsv(await readFile(file, "utf8"));
}
