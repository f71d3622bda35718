/**
 * A dealer's bulk CSV, all or nothing: when every row passes, all become 'pending' listings
 * (awaiting an admin) with their first price_history row, in one transaction of two
 * statements; when any row fails, nothing is written and the report names each failing row.
 * Rate-limited per dealer and audited per upload, whatever the outcome.
 */
import { sql } from "drizzle-orm";
import type { BulkReport } from "~/lib/selling/bulk-csv-report";
import { logAudit } from "../auth/audit";
import { checkRateLimit } from "../auth/rate-limit";
import type { Database } from "../db/client";
import { AppError } from "../http/app-error";
import { listings, priceHistory } from "../db/schema";
import { insertJsonRows } from "../import/db-batch";
import { readBulkCsv } from "./bulk-csv-read";
import { checkBulkRows } from "./bulk-rows-check";
import type { SellerAccount } from "./seller-account";
import { getSellerCatalogue } from "./seller-catalogue";
import { newSellerListingRow } from "./seller-listing-row";

export interface BulkUpload {
  seller: SellerAccount;
  ip: string;
  fileName: string;
  bytes: Uint8Array;
}

export const DEALERS_ONLY_MESSAGE = "Bulk upload is for dealer accounts";

export async function importDealerCsv(db: Database, upload: BulkUpload, now = new Date()): Promise<BulkReport> {
  const { seller, ip, fileName } = upload;
  // The route shows private sellers why; this is the rule itself.
  if (!seller.isDealer) throw new AppError("forbidden", DEALERS_ONLY_MESSAGE);
  await checkRateLimit(db, "bulkUpload", { ip, account: seller.userId });
  const report = await buildReport(db, upload, now);
  const counts: Record<string, string | number> =
    report.status === "refused"
      ? { reason: report.message.slice(0, 120) }
      : report.status === "rejected"
        ? { rows: report.rows, rejected: report.rejected.length }
        : { rows: report.listed, listed: report.listed };
  logAudit("bulk_listing_import", { userId: seller.userId, ip }, { outcome: report.status, file: fileName.slice(0, 120), ...counts });
  return report;
}

async function buildReport(db: Database, { seller, fileName, bytes }: BulkUpload, now: Date): Promise<BulkReport> {
  const sheet = readBulkCsv(bytes);
  if (!sheet.ok) return { status: "refused", fileName, message: sheet.message };
  const catalogue = await getSellerCatalogue(db);
  const checked = await checkBulkRows(db, catalogue, seller.userId, sheet, now);
  if (checked.rejected.length > 0) {
    return { status: "rejected", fileName, header: sheet.header, rows: sheet.rows.length, rejected: checked.rejected, accepted: checked.accepted };
  }
  const identity = { userId: seller.userId, dealerName: seller.dealerName };
  const rows = checked.valid.map((v) => newSellerListingRow(catalogue, v.data, identity));
  await db.transaction(async (tx) => {
    const written = await insertJsonRows<typeof listings, { id: number; price: number }>(tx, listings, rows, sql`RETURNING id, price`);
    const changedAt = now.toISOString();
    await insertJsonRows(tx, priceHistory, written.map((w) => ({ listingId: w.id, price: w.price, changedAt })));
  });
  return { status: "listed", fileName, listed: rows.length };
}
