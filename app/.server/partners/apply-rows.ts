/**
 * The one engine for a partner's cars (decision 034): a push batch and a pull feed's rows both
 * come here. Each row is checked alone (a bad row never rejects the others), then the batch is
 * written set by set in one transaction: new and changed cars upserted by (partner, externalId),
 * an identical resend only seen again, price changes into price_history, new image URLs noted
 * for the photo job, the same car on another platform put into one car group, and a run row for
 * the admin page. The search index picks the writes up from listings.change_seq within seconds
 * and rates the deals itself (decision 009); price alerts are mailed once the batch is in.
 */
import type { Database } from "../db/client";
import { markFeedWrites } from "../db/listing-changes";
import { validatePartnerListing, type FieldError, type PartnerRow } from "../../lib/partners/partner-listing";
import type { BodyType } from "../../lib/vehicle-vocabulary";
import { deliverPriceAlerts } from "../alerts/deliver-price-alerts";
import { inSlices } from "../background/time-slice";
import { logger } from "../logger";
import { getSellerCatalogue } from "../selling/seller-catalogue";
import { bodyTypeOf, contentHashOf, partnerListingRow, partnerSourceId, type PartnerIdentity } from "./partner-row-columns";
import {
  dropFetchedPhotos,
  readExisting,
  recordPriceChanges,
  recordRejections,
  recordRun,
  removeMissing,
  touchSeen,
  upsertListings,
  upsertLiveRows,
} from "./partner-rows-write";
import { groupSameCars } from "./same-car";

export interface RowRejection {
  index: number;
  externalId: string | null;
  errors: { field: string; message: string }[];
}
export interface ApplyReport {
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
  rejected: RowRejection[];
}
export interface ApplyOptions {
  kind: "push" | "feed";
  /** A feed's full fetch: the partner's live rows missing from `rows` are removed. */
  fullStock?: boolean;
  now?: Date;
}

/** Rejected rows kept on the run for the admin's download. */
const RUN_REJECTIONS_KEPT = 1000;

interface Accepted {
  index: number;
  row: PartnerRow;
  bodyType: BodyType;
  hash: string;
}

export async function applyPartnerRows(db: Database, partner: PartnerIdentity, rows: readonly unknown[], options: ApplyOptions): Promise<ApplyReport> {
  const now = options.now ?? new Date();
  const startedAt = new Date();
  const catalogue = await getSellerCatalogue(db);
  const rejected: RowRejection[] = [];
  const accepted = new Map<string, Accepted>();
  // In slices: checking and hashing a batch in one go would hold this process's searches meanwhile.
  await inSlices(rows, (raw, index) => {
    const result = validatePartnerListing(raw, now);
    if (!result.ok) return void rejected.push({ index, externalId: result.externalId, errors: result.errors });
    const { row } = result;
    const errors: FieldError[] = [];
    if (accepted.has(row.externalId)) errors.push({ field: "externalId", message: "appears more than once in this batch" });
    const bodyType = bodyTypeOf(catalogue, row);
    if (!bodyType) errors.push({ field: "bodyType", message: "is required when the model is not in our catalogue" });
    if (errors.length > 0 || !bodyType) return void rejected.push({ index, externalId: row.externalId, errors });
    accepted.set(row.externalId, { index, row, bodyType, hash: contentHashOf(row) });
  });

  const report: ApplyReport = { created: 0, updated: 0, unchanged: 0, removed: 0, rejected };
  const repriced: number[] = [];
  await db.transaction(async (tx) => {
    // Searches do not wait for a feed's rows: every process reads them in within a second.
    await markFeedWrites(tx);
    const existing = await readExisting(tx, partner.id, [...accepted.keys()]);
    const unchanged: string[] = [];
    const toWrite: Accepted[] = [];
    for (const item of accepted.values()) {
      const known = existing.get(item.row.externalId);
      const onSale = known?.status === "live" && known.listingStatus === "active";
      if (onSale && known.contentHash === item.hash) unchanged.push(item.row.externalId);
      else toWrite.push(item);
    }
    // In slices too: resolving a thousand rows against the catalogue takes 20-70 ms at once.
    const listingRows: ReturnType<typeof partnerListingRow>[] = [];
    await inSlices(toWrite, (item) => void listingRows.push({ ...partnerListingRow(catalogue, partner, item.row, item.bodyType, now), listedAt: now }));
    const ids = await upsertListings(tx, listingRows);
    const idOf = (externalId: string) => ids.get(partnerSourceId(partner.id, externalId)) as number;
    const priceChanges: { listingId: number; price: number }[] = [];
    const newPhotos: number[] = [];
    for (const { row } of toWrite) {
      const known = existing.get(row.externalId);
      const listingId = idOf(row.externalId);
      if (known?.listingId === listingId) report.updated++;
      else report.created++;
      if (known?.listingId === listingId && known.price !== null && known.price !== row.price) priceChanges.push({ listingId, price: row.price });
      if (known?.listingId === listingId && !sameList(known.imageUrls, row.images)) newPhotos.push(listingId);
    }
    report.unchanged = unchanged.length;
    await recordPriceChanges(tx, priceChanges, now);
    await dropFetchedPhotos(tx, newPhotos);
    await upsertLiveRows(
      tx,
      partner.id,
      toWrite.map(({ row, hash }) => ({ externalId: row.externalId, listingId: idOf(row.externalId), contentHash: hash, imageUrls: row.images })),
      now,
    );
    await touchSeen(tx, partner.id, unchanged, now);
    const keyed = rejected.flatMap((r) => (r.externalId === null || accepted.has(r.externalId) ? [] : [{ externalId: r.externalId, errors: r.errors }]));
    await recordRejections(tx, partner.id, dedupeLast(keyed), now);
    await groupSameCars(
      tx,
      listingRows.map((listing, i) => ({
        id: idOf(toWrite[i].row.externalId),
        source: partner.source,
        make: listing.make,
        model: listing.model,
        year: listing.year,
        km: listing.km,
        price: listing.price,
        city: listing.city,
        exteriorColor: listing.exteriorColor ?? null,
        registrationNumber: listing.registrationNumber ?? null,
      })),
    );
    if (options.fullStock) {
      const present = [...accepted.keys(), ...keyed.map((r) => r.externalId)];
      report.removed = await removeMissing(tx, partner.id, present, now);
    }
    await recordRun(tx, {
      partnerId: partner.id,
      kind: options.kind,
      startedAt,
      finishedAt: new Date(),
      status: "ok",
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      removed: report.removed,
      rejected: rejected.length,
      rejectedRows: rejected.slice(0, RUN_REJECTIONS_KEPT),
    });
    repriced.push(...priceChanges.map((c) => c.listingId));
  });
  if (repriced.length > 0) await alertRepriced(db, partner.id, repriced);
  return report;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

/** A key refused twice in one batch is recorded once (its last errors). */
function dedupeLast<T extends { externalId: string }>(items: readonly T[]): T[] {
  return [...new Map(items.map((item) => [item.externalId, item])).values()];
}

/** Mails the alerts the lower prices made due; a mail failure must not fail the partner's batch. */
async function alertRepriced(db: Database, partnerId: number, listingIds: number[]) {
  try {
    await deliverPriceAlerts(db, { listingIds });
  } catch (err) {
    logger.error({ err, partnerId, listings: listingIds.length }, "price alert delivery after a partner's price change failed");
  }
}
