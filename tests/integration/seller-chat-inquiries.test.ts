/**
 * A buyer's chat counts as an inquiry on the seller dashboard (key figures, My Listings and the
 * analytics), once it has a message and at the time of its first message; an empty chat does
 * not count, and another seller's chats never show up in this seller's figures.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { conversations, events, messages, users } from "~/.server/db/schema";
import { getSellerFigures } from "~/.server/selling/dashboard-figures";
import { listSellerListings } from "~/.server/selling/my-listings";
import { getSellerAnalytics } from "~/.server/selling/seller-analytics";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const now = new Date("2026-11-25T06:30:00Z"); // 12:00 IST
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);

async function createUser(role = "user") {
  const id = randomUUID();
  await handle.db.insert(users).values({ id, name: `User ${id.slice(0, 4)}`, email: `${id}@example.com`, emailVerified: true, role });
  return id;
}

/** A new buyer's conversation on the car, opened at `openedAt`, with the buyer's messages at `messagesAt`. */
async function addChat(listing: { id: number; sellerId: string | null }, messagesAt: Date[], openedAt = messagesAt[0] ?? daysAgo(1)) {
  const buyerId = await createUser();
  const [chat] = await handle.db
    .insert(conversations)
    .values({ listingId: listing.id, buyerId, sellerId: listing.sellerId!, createdAt: openedAt, lastMessageAt: messagesAt.at(-1) ?? null })
    .returning({ id: conversations.id });
  for (const createdAt of messagesAt) {
    await handle.db.insert(messages).values({ conversationId: chat!.id, senderId: buyerId, body: "Is it still available?", createdAt });
  }
}

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

describe("chats as inquiries", () => {
  let seller: string;
  let other: string;
  let car: { id: number; sellerId: string | null };
  let quiet: { id: number; sellerId: string | null };
  let theirs: { id: number; sellerId: string | null };

  beforeAll(async () => {
    seller = await createUser("dealer");
    other = await createUser("dealer");
    car = await createListing(handle.db, { sellerId: seller, listedAt: daysAgo(100) });
    quiet = await createListing(handle.db, { sellerId: seller, listedAt: daysAgo(90) });
    theirs = await createListing(handle.db, { sellerId: other, listedAt: daysAgo(80) });
    await handle.db.insert(events).values({ type: "enquiry", listingId: car.id, occurredAt: daysAgo(3) });
    // Opened 10 days ago, first written 2 days ago: an inquiry of 2 days ago.
    await addChat(car, [daysAgo(2), daysAgo(1)], daysAgo(10));
    // First written 20 days ago, last yesterday: outside the 7 days, inside the 30.
    await addChat(car, [daysAgo(20), daysAgo(1)]);
    // Opened and never written in: no inquiry.
    await addChat(car, [], daysAgo(1));
    await addChat(quiet, [], daysAgo(1));
    await addChat(theirs, [daysAgo(1)]);
    await addChat(theirs, [daysAgo(2)]);
  });

  it("counts a chat with a message in the key figures, not an empty one nor another seller's", async () => {
    expect((await getSellerFigures(handle.db, seller, now)).inquiries).toBe(3);
    expect((await getSellerFigures(handle.db, other, now)).inquiries).toBe(2);
  });

  it("counts them on each row of My Listings", async () => {
    const { items } = await listSellerListings(handle.db, seller, "all", 1);
    expect(items.map((i) => [i.id, i.inquiries])).toEqual([
      [quiet.id, 0],
      [car.id, 3],
    ]);
  });

  it("puts each chat in the analytics at its first message, within the range", async () => {
    const week = await getSellerAnalytics(handle.db, seller, "7days", now);
    // The enquiry 3 days ago and the chat first written 2 days ago.
    expect(week.series.inquiries).toEqual([0, 0, 0, 1, 1, 0, 0]);
    expect(week.listings.map((l) => [l.id, l.inquiries])).toEqual([
      [quiet.id, 0],
      [car.id, 2],
    ]);
    const month = await getSellerAnalytics(handle.db, seller, "30days", now);
    expect(month.series.inquiries.reduce((a, b) => a + b, 0)).toBe(3);
    expect(month.series.inquiries[month.series.keys.indexOf("2026-11-05")]).toBe(1);
    expect(month.listings.find((l) => l.id === car.id)?.inquiries).toBe(3);
    const theirWeek = await getSellerAnalytics(handle.db, other, "7days", now);
    expect(theirWeek.series.inquiries).toEqual([0, 0, 0, 0, 1, 1, 0]);
  });
});
