/**
 * A matching run writes at most 10 rows a search (the cars a mail lists) and counts the rest on
 * them, so a partner's burst against a broad search costs ten rows, not thousands, while the
 * bell, /saved-searches' "new since your last visit" and the mail still say how many cars came.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { listings, outbox, savedSearches, savedSearchMatches, users } from "~/.server/db/schema";
import { host } from "~/.server/host";
import { recordMatches } from "~/.server/saved-searches/delivery/record-matches";
import { countUnseenNotifications, listNotifications } from "~/.server/saved-searches/notifications";
import { listSavedSearches } from "~/.server/saved-searches/saved-searches";
import { SAVED_SEARCH_JOB } from "../../server/periodic-jobs";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let db: Database;
const ids: Record<string, number> = {};
const longAgo = new Date(0);

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insert(users).values([
    { id: "cap-asha", name: "Asha Rao", email: "cap-asha@example.com" },
    { id: "cap-bala", name: "Bala K", email: "cap-bala@example.com" },
  ]);
  const [kia, cheapKia] = await db
    .insert(savedSearches)
    .values([
      { userId: "cap-asha", name: "Any Kia", query: "make=Kia", frequency: "instant" },
      { userId: "cap-bala", name: "Kia under 7.2 lakh", query: "make=Kia&maxPrice=720000", frequency: "instant" },
    ])
    .returning({ id: savedSearches.id });
  ids.kia = kia.id;
  ids.cheapKia = cheapKia.id;
  await SAVED_SEARCH_JOB.run(host, db);
});

afterAll(() => handle.close());

it("records 10 cars for a search that 13 new cars match, and every count and mail still says 13", async () => {
  for (let k = 0; k < 13; k++) await createListing(db, { make: "Kia", model: "Sonet", price: 690_000 + k * 10_000 });
  const started = Date.now();
  expect((await host.runSavedSearches(db, new Date(started))).matching).toMatchObject({ role: "matched", cars: 13, matches: 14 });

  const rowsOf = (searchId: number) => db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId));
  const asha = await rowsOf(ids.kia);
  expect(asha).toHaveLength(10);
  expect(asha.reduce((sum, m) => sum + m.more, 0)).toBe(3);
  // Bala's narrower search is counted on its own: its four cars, each with a row.
  expect((await rowsOf(ids.cheapKia)).map((m) => m.more)).toEqual([0, 0, 0, 0]);

  expect(await countUnseenNotifications(db, "cap-asha", longAgo)).toBe(13);
  expect(await countUnseenNotifications(db, "cap-bala", longAgo)).toBe(4);
  const [ashaSearch] = await listSavedSearches(db, "cap-asha");
  expect(ashaSearch.newSinceLastVisit).toBe(13);
  const listed = (await listNotifications(db, "cap-asha", longAgo)).filter((n) => n.kind === "match");
  expect(listed).toHaveLength(10);
  expect(listed.reduce((sum, n) => sum + n.more, 0)).toBe(3);

  // The instant mail goes out once its first match has waited 30 s.
  await host.runSavedSearches(db, new Date(started + 31_000));
  const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, "cap-asha@example.com"));
  expect(mail.subject).toBe("13 new cars for “Any Kia”");
  expect(mail.body.match(/See the car:/g)).toHaveLength(10);
  expect(mail.body).toMatch(/\n3 more: http:\/\/\S+\/search\?make=Kia\n/);
  const [toBala] = await db.select().from(outbox).where(eq(outbox.recipient, "cap-bala@example.com"));
  expect(toBala.subject).toBe("4 new cars for “Kia under 7.2 lakh”");
  expect(toBala.body).not.toContain("more:");
});

it("starts each run's count again: the next car gets a row of its own", async () => {
  const next = await createListing(db, { make: "Kia", model: "Seltos", price: 1_200_000 });
  await host.runSavedSearches(db, new Date(Date.now() + 60_000));
  const { rows } = await db.execute<{ more: number }>(sql`select more from saved_search_matches where saved_search_id = ${ids.kia} and listing_id = ${next.id}`);
  expect(rows.map((r) => Number(r.more))).toEqual([0]);
});

it("hands the count to another row of the run when the search's last row is refused (its car sold meanwhile)", async () => {
  const [kept, sold] = [await createListing(db, { make: "Kia", model: "Carens", price: 1_500_000 }), await createListing(db, { make: "Kia", model: "Carens", price: 1_600_000 })];
  await db.update(listings).set({ status: "sold" }).where(eq(listings.id, sold.id));
  const now = new Date(Date.now() + 120_000);
  const written = await db.transaction((tx) =>
    recordMatches(
      tx,
      [
        { searchId: ids.kia, listingId: kept.id, kind: "new", price: 1_500_000 },
        { searchId: ids.kia, listingId: sold.id, kind: "new", price: 1_600_000, more: 4 },
      ],
      now,
    ),
  );
  expect(written).toBe(1);
  const { rows } = await db.execute<{ listing_id: number; more: number }>(
    sql`select listing_id, more from saved_search_matches where saved_search_id = ${ids.kia} and matched_at = ${now.toISOString()}::timestamptz`,
  );
  expect(rows.map((r) => [Number(r.listing_id), Number(r.more)])).toEqual([[kept.id, 4]]);
});
