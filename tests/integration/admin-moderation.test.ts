/**
 * Moderation: the queue (pending only, oldest first, paged), approving (on sale, searchable at
 * once, the seller mailed a link) and rejecting (a reason required, never shown to buyers, the
 * seller mailed the reason), each only while pending: a second decision changes nothing.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listings, outbox } from "~/.server/db/schema";
import { approveListing, MODERATION_MESSAGES, rejectListing } from "~/.server/admin/moderate-listing";
import { listPendingListings, MODERATION_PAGE_SIZE } from "~/.server/admin/moderation-queue";
import { searchListings } from "~/.server/listings/search-listings";
import { parseListingQuery } from "~/lib/filters/listing-query";
import type { ModerationPage } from "~/lib/admin/moderation";
import { action as listingsAction, loader as listingsLoader } from "~/routes/admin/listings";
import { loader as vehicleLoader } from "~/routes/api/vehicle";
import { callRoute, useDatabase } from "./api-client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let admin: SignedIn;
let colleague: SignedIn;
let seller: SignedIn;

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

/** A seller's Skoda Kushaq waiting for review, submitted `h` hours ago. */
function pendingKushaq(h: number, extra: Partial<typeof listings.$inferInsert> = {}) {
  return createListing(handle.db, {
    make: "Skoda",
    model: "Kushaq",
    status: "pending",
    sellerId: seller.id,
    source: "CarSaathi",
    createdAt: hoursAgo(h),
    registrationNumber: "MH12AB1234",
    platforms: ["OLX", "CARS24"],
    description: "Single owner, serviced at the dealer.",
    features: ["Sunroof"],
    ...extra,
  });
}

const kushaqIds = async () => {
  const result = await searchListings(handle.db, parseListingQuery({ make: "Skoda", model: "Kushaq", pageSize: "100" }).query);
  return result.items.map((v) => Number(v.id));
};

async function lastMailTo(email: string) {
  const [row] = await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"))).orderBy(desc(outbox.id)).limit(1);
  return row;
}

const post = (who: SignedIn, form: Record<string, string>) => who.browser.call(listingsAction, "/admin/listings", { form });
const statusOf = async (id: number) => (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const skoda = await createMake(handle.db, "Skoda");
  await createModel(handle.db, skoda!.id, "Kushaq", "SUV");
  admin = await signUpAs(handle.db, "admin", "Meera Admin");
  colleague = await signUpAs(handle.db, "admin", "Arjun Admin");
  seller = await signUpAs(handle.db, "user", "Sita Seller");
  // One Kushaq already on sale, so the search index is built before any approval.
  await createListing(handle.db, { make: "Skoda", model: "Kushaq" });
  expect(await kushaqIds()).toHaveLength(1);
});

afterAll(async () => {
  await handle.close();
});

describe("the queue", () => {
  it("lists pending listings only, oldest first, with what an admin checks", async () => {
    const newer = await pendingKushaq(1);
    const older = await pendingKushaq(30);
    const answer = await admin.browser.call(listingsLoader, "/admin/listings");
    const page = answer.body as ModerationPage & { tab: string };
    expect(page.tab).toBe("pending");
    const ids = page.items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(page.items.every((i) => i.status === "pending")).toBe(true);
    const item = page.items.find((i) => i.id === older.id)!;
    expect(item).toMatchObject({
      registrationNumber: "MH12AB1234",
      platforms: ["OLX", "CARS24"],
      sellerName: "Sita Seller",
      sellerEmail: seller.email,
      features: ["Sunroof"],
      description: "Single owner, serviced at the dealer.",
    });
    expect(item.image).toMatch(/^\/images\/cars\/\d+\//);
    expect(item.deal).toHaveProperty("reason");
  });

  it("pages", async () => {
    const extra = Array.from({ length: MODERATION_PAGE_SIZE }, (_, i) => pendingKushaq(100 + i));
    await Promise.all(extra);
    const first = await listPendingListings(handle.db, 1);
    const second = await listPendingListings(handle.db, 2);
    expect(first.items).toHaveLength(MODERATION_PAGE_SIZE);
    expect(first.pageCount).toBeGreaterThanOrEqual(2);
    expect(second.items.length).toBeGreaterThan(0);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(first.items.length + second.items.length);
    expect(first.total).toBe(second.total);
  });
});

describe("approve", () => {
  it("puts the car on sale, in search at once and in the API, and mails the seller a link", async () => {
    const car = await pendingKushaq(5, { listedAt: hoursAgo(5) });
    expect(await kushaqIds()).not.toContain(car.id);

    const answer = await post(admin, { intent: "approve", listingId: String(car.id) });
    expect(answer.body).toEqual({ ok: true, message: MODERATION_MESSAGES.approved });

    const row = await statusOf(car.id);
    expect(row.status).toBe("active");
    expect(row.moderatedBy).toBe(admin.id);
    expect(row.moderatedAt).not.toBeNull();
    expect(row.listedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await kushaqIds()).toContain(car.id);
    expect((await callRoute(vehicleLoader, `/api/vehicles/${car.id}`, { id: String(car.id) })).status).toBe(200);

    const mail = await lastMailTo(seller.email);
    expect(mail?.subject).toContain("is live on CarSaathi");
    expect(mail?.body).toContain(`/details/${car.id}`);
  });

  it("by a second moderator changes nothing and says who decided", async () => {
    const car = await pendingKushaq(6);
    await approveListing(handle.db, car.id, { adminId: admin.id });
    const before = await statusOf(car.id);
    const again = await post(colleague, { intent: "reject", listingId: String(car.id), reason: "Too late, but trying anyway" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false, message: "This listing was already approved by Meera Admin; nothing was changed" });
    const twice = await post(colleague, { intent: "approve", listingId: String(car.id) });
    expect(twice.status).toBe(409);
    expect(await statusOf(car.id)).toEqual(before);
  });

  it("refuses a listing that was never pending (an imported car)", async () => {
    const imported = await createListing(handle.db, { make: "Skoda", model: "Kushaq" });
    expect((await post(admin, { intent: "approve", listingId: String(imported.id) })).status).toBe(409);
    expect((await statusOf(imported.id)).moderatedBy).toBeNull();
  });

  it("answers 404 for an unknown listing", async () => {
    expect((await post(admin, { intent: "approve", listingId: "99999999" })).status).toBe(404);
  });
});

describe("reject", () => {
  it("needs a reason", async () => {
    const car = await pendingKushaq(7);
    const answer = await post(admin, { intent: "reject", listingId: String(car.id), reason: "  no  " });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, errors: { reason: MODERATION_MESSAGES.reasonShort } });
    expect((await statusOf(car.id)).status).toBe("pending");
  });

  it("keeps the car off sale, stores the reason and mails it with the way to resubmit", async () => {
    const car = await pendingKushaq(8);
    const answer = await post(admin, { intent: "reject", listingId: String(car.id), reason: "The photos show a different car" });
    expect(answer.body).toEqual({ ok: true, message: MODERATION_MESSAGES.rejected });

    const row = await statusOf(car.id);
    expect(row).toMatchObject({ status: "rejected", rejectionReason: "The photos show a different car", moderatedBy: admin.id });
    expect(await kushaqIds()).not.toContain(car.id);
    expect((await callRoute(vehicleLoader, `/api/vehicles/${car.id}`, { id: String(car.id) })).status).toBe(404);

    const mail = await lastMailTo(seller.email);
    expect(mail?.body).toContain("The photos show a different car");
    expect(mail?.body).toContain("/seller");
  });

  it("after an approval changes nothing", async () => {
    const car = await pendingKushaq(9);
    await rejectListing(handle.db, car.id, "Registration number does not match the RC", { adminId: colleague.id });
    await expect(approveListing(handle.db, car.id, { adminId: admin.id })).rejects.toThrow("already rejected by Arjun Admin");
    expect((await statusOf(car.id)).status).toBe("rejected");
    expect(await kushaqIds()).not.toContain(car.id);
  });
});

describe("two moderators at once", () => {
  it("exactly one decision wins", async () => {
    const car = await pendingKushaq(10);
    const results = await Promise.allSettled([
      approveListing(handle.db, car.id, { adminId: admin.id }),
      rejectListing(handle.db, car.id, "Duplicate of another listing", { adminId: colleague.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });
});

describe("recently moderated", () => {
  it("shows decisions newest first with who decided and the reason", async () => {
    const page = (await admin.browser.call(listingsLoader, "/admin/listings?tab=recent")).body as ModerationPage & { tab: string };
    expect(page.tab).toBe("recent");
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.status !== "pending" && i.moderatedAt)).toBe(true);
    const times = page.items.map((i) => Date.parse(i.moderatedAt!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(page.items.some((i) => i.rejectionReason === "The photos show a different car" && i.moderatorName === "Meera Admin")).toBe(true);
  });
});
