/** Per-file import counts, and the seed report as a few readable lines for the CLI and logs. */
import { formatDemoAccounts, type DemoAccount } from "./demo-accounts";

export interface FileReport {
  file: string;
  read: number;
  imported: number;
  /** reason -> count */
  skipped: Record<string, number>;
  /** The first 20 skipped rows (1-based CSV row numbers, the header being row 1). */
  skippedRows: { row: number; reason: string }[];
}

export interface SeedReport {
  files: FileReport[];
  makes: number;
  models: number;
  variants: number;
  /** Listings written from the files (or generated), cross-listed copies included. */
  listings: number;
  crossListed: number;
  /** Earlier asking prices recorded in price_history (beyond each listing's first price). */
  priceChanges: number;
  /** Extra is_synthetic listings requested with `synthetic`. */
  synthetic: number;
  durationMs: number;
  mode: "real" | "generated";
  /** The dealer, admin and user demo logins (passwords only when just created). */
  demoAccounts: DemoAccount[];
}

const MAX_SKIPPED_ROWS = 20;

export function fileReport(file: string, read: number): FileReport {
  return { file, read, imported: 0, skipped: {}, skippedRows: [] };
}

export function recordSkip(report: FileReport, row: number, reason: string): void {
  report.skipped[reason] = (report.skipped[reason] ?? 0) + 1;
  if (report.skippedRows.length < MAX_SKIPPED_ROWS) report.skippedRows.push({ row, reason });
}

const n = (value: number) => value.toLocaleString("en-IN");

export function formatSeedReport(r: SeedReport): string {
  const lines = [
    `Seed (${r.mode === "real" ? "real data" : "generated demo data"}) finished in ${(r.durationMs / 1000).toFixed(1)} s`,
    `  Catalogue: ${n(r.makes)} makes, ${n(r.models)} models, ${n(r.variants)} variants`,
    `  Listings: ${n(r.listings)} written (${n(r.crossListed)} cross-listed copies), ${n(r.priceChanges)} earlier prices`,
  ];
  if (r.synthetic > 0) lines.push(`  Synthetic listings: ${n(r.synthetic)}`);
  for (const f of r.files) {
    const skipped = Object.entries(f.skipped).sort((a, b) => b[1] - a[1]);
    const total = skipped.reduce((sum, [, count]) => sum + count, 0);
    const reasons = skipped.map(([reason, count]) => `${reason} ${n(count)}`).join(", ");
    lines.push(`  ${f.file}: read ${n(f.read)}, imported ${n(f.imported)}${total > 0 ? `, skipped ${n(total)} (${reasons})` : ""}`);
    if (f.skippedRows.length > 0) {
      lines.push(`    first skipped rows: ${f.skippedRows.map((s) => `${s.row} ${s.reason}`).join("; ")}`);
    }
  }
  lines.push(...formatDemoAccounts(r.demoAccounts));
  return lines.join("\n");
}
