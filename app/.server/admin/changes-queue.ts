/**
 * The moderation page's "Changes to live listings" tab: each waiting change shown as the car
 * will look once approved, with what differs from the version on sale (oldest first, through
 * listing_revisions_pending_idx).
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { listingRevisions, listings } from "../db/schema";
import { formatKm } from "../../lib/format-inr";
import type { ModerationChange, ModerationPage } from "../../lib/admin/moderation";
import { MODERATION_PAGE_SIZE, QUEUE_COLUMNS, toPage, type QueueRow } from "./moderation-queue";

const LABELS: [column: keyof QueueRow & string, label: string, show?: (value: unknown) => string][] = [
  ["make", "Make"],
  ["model", "Model"],
  ["variant", "Variant"],
  ["year", "Year"],
  ["km", "Kilometres", (v) => formatKm(Number(v))],
  ["fuel_type", "Fuel"],
  ["transmission", "Transmission"],
  ["body_type", "Body type"],
  ["owner_count", "Owners"],
  ["registration_number", "Registration number"],
];

const shown = (value: unknown, show?: (value: unknown) => string) => (value === null || value === undefined || value === "" ? "Not given" : show ? show(value) : String(value));

/** What the change does to the car and its photos, in the words of the listing form. */
export function describeChanges(live: QueueRow, proposed: QueueRow, livePhotos: readonly string[], photos: readonly string[]): ModerationChange[] {
  const changes: ModerationChange[] = LABELS.filter(([column]) => live[column] !== proposed[column]).map(([column, label, show]) => ({
    label,
    before: shown(live[column], show),
    after: shown(proposed[column], show),
  }));
  const added = photos.filter((v) => !livePhotos.includes(v)).length;
  const removed = livePhotos.filter((v) => !photos.includes(v)).length;
  if (added || removed || photos.join() !== livePhotos.join()) {
    const parts = [added ? `${added} new` : "", removed ? `${removed} removed` : ""].filter(Boolean).join(", ");
    changes.push({ label: "Photos", before: `${livePhotos.length}`, after: `${photos.length}${parts ? ` (${parts})` : " (reordered)"}` });
  }
  return changes;
}

export async function listPendingChanges(db: Database, page: number): Promise<ModerationPage> {
  const offset = (page - 1) * MODERATION_PAGE_SIZE;
  const [waiting, total] = await Promise.all([
    db
      .select({ listingId: listingRevisions.listingId, columns: listingRevisions.columns, photos: listingRevisions.photos, submittedAt: listingRevisions.submittedAt })
      .from(listingRevisions)
      .where(sql`${listingRevisions.status} = 'pending'`)
      .orderBy(listingRevisions.submittedAt, listingRevisions.listingId)
      .limit(MODERATION_PAGE_SIZE)
      .offset(offset),
    countPendingChanges(db),
  ]);
  const ids = waiting.map((w) => w.listingId);
  const rows = ids.length ? (await db.execute<QueueRow>(sql`select ${QUEUE_COLUMNS} from listings where ${inArray(listings.id, ids)}`)).rows : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pairs = waiting.flatMap((w) => {
    const live = byId.get(w.listingId);
    if (!live) return [];
    const livePhotos = photoVersions(live);
    const proposed: QueueRow = { ...live, ...(w.columns as Partial<QueueRow>), photo_versions: w.photos, status: "pending", created_at: w.submittedAt };
    return [{ row: proposed, changes: describeChanges(live, proposed, livePhotos, w.photos) }];
  });
  const result = await toPage(db, pairs.map((p) => p.row), total, page);
  return { ...result, items: result.items.map((item, i) => ({ ...item, changes: pairs[i]!.changes })) };
}

export async function countPendingChanges(db: Database): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`select count(*) as n from listing_revisions where status = 'pending'`);
  return Number(result.rows[0]?.n ?? 0);
}

function photoVersions(row: QueueRow): string[] {
  const raw = (row as { photo_versions?: unknown }).photo_versions;
  return typeof raw === "string" ? (JSON.parse(raw) as string[]) : ((raw as string[] | null) ?? []);
}
