/**
 * A seller cannot do a buyer's things to their own car: enquire, book, set a price alert (the
 * dashboard counts the first two), save it, or start a chat with themselves. The API answers 403
 * with the API.md error body; the details page answers its form with the message, keeping what
 * was typed; nothing is written. Another user still can.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { bookingRequests, enquiries, events, priceAlerts, savedListings } from "~/.server/db/schema";
import { OWN_CAR } from "~/.server/listings/buyer-side";
import { action as conversationsAction } from "~/routes/api/conversations";
import { action as saveAction } from "~/routes/api/saved-listing";
import { action as detailsAction, loader as detailsLoader } from "~/routes/details";
import { action as startChatPage } from "~/routes/messaging/inbox";
import { signUp, type TestBrowser } from "./accounts-client";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
let seller: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let carId: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  seller = await signUp(handle.db, "Sunil", "9800000001", "198.51.100.61");
  buyer = await signUp(handle.db, "Asha", "9800000002", "198.51.100.62");
  carId = (await createListing(handle.db, { sellerId: seller.id, source: "carsaathi", sellerType: "individual", price: 650_000 })).id;
});

afterAll(async () => {
  await handle.close();
});

const onDetails = (browser: TestBrowser, form: Record<string, string>) =>
  browser.call(detailsAction, `/details/${carId}`, { form, params: { id: String(carId) } });

const ENQUIRY = { intent: "enquiry", name: "Sunil Patil", phone: "9800000001", email: "", message: "Is it still available?" };
const BOOKING = { intent: "booking", name: "Sunil Patil", phone: "9800000001", email: "" };

describe("the details page, for the car's own seller", () => {
  it("shows the owner their listing as My Listings does (price, views, inquiries) and a buyer none of it", async () => {
    const open = async (browser: TestBrowser) =>
      (await browser.call(detailsLoader, `/details/${carId}`, { params: { id: String(carId) } })).body as { ownListing: { id: number; price: number; views: number; inquiries: number; status: string } | null };
    expect((await open(seller.browser)).ownListing).toMatchObject({ id: carId, price: 650_000, status: "active", views: 0, inquiries: 0 });
    expect((await open(buyer.browser)).ownListing).toBeNull();
  });

  it("refuses an enquiry and a booking with a form error, keeping what was typed, and stores nothing", async () => {
    const enquiry = await onDetails(seller.browser, ENQUIRY);
    expect(enquiry.status).toBe(403);
    expect(enquiry.body).toMatchObject({ intent: "enquiry", ok: false, formError: OWN_CAR.enquiry, values: { message: ENQUIRY.message } });
    const booking = await onDetails(seller.browser, BOOKING);
    expect(booking.status).toBe(403);
    expect(booking.body).toMatchObject({ intent: "booking", ok: false, formError: OWN_CAR.booking, values: { name: "Sunil Patil" } });

    expect(await handle.db.select().from(enquiries).where(eq(enquiries.listingId, carId))).toEqual([]);
    expect(await handle.db.select().from(bookingRequests).where(eq(bookingRequests.listingId, carId))).toEqual([]);
    expect(await handle.db.select().from(events).where(and(eq(events.listingId, carId), eq(events.type, "enquiry")))).toEqual([]);
  });

  it("refuses a price alert with the alert form's error", async () => {
    const alert = await onDetails(seller.browser, { intent: "price-alert", targetPrice: "600000" });
    expect(alert.status).toBe(403);
    expect(alert.body).toMatchObject({ intent: "price-alert", ok: false, error: OWN_CAR.priceAlert, value: "600000" });
    expect(await handle.db.select().from(priceAlerts).where(eq(priceAlerts.listingId, carId))).toEqual([]);
  });

  it("still takes another user's enquiry, booking and alert (twice: an alert set again is not refused)", async () => {
    expect((await onDetails(buyer.browser, { ...ENQUIRY, name: "Asha Rao", phone: "9800000002" })).body).toEqual({ intent: "enquiry", ok: true });
    expect((await onDetails(buyer.browser, { ...BOOKING, name: "Asha Rao", phone: "9800000002" })).body).toEqual({ intent: "booking", ok: true });
    expect((await onDetails(buyer.browser, { intent: "price-alert" })).body).toEqual({ intent: "price-alert", ok: true });
    expect((await onDetails(buyer.browser, { intent: "price-alert" })).body).toEqual({ intent: "price-alert", ok: true });
    expect(await handle.db.select().from(priceAlerts).where(eq(priceAlerts.listingId, carId))).toHaveLength(1);
  });
});

describe("the API, for the car's own seller", () => {
  it("refuses saving it with 403 and the message; a buyer saves it (twice is fine)", async () => {
    const save = (browser: TestBrowser) => browser.call(saveAction, `/api/saved-listings/${carId}`, { method: "PUT", params: { listingId: String(carId) } });
    const own = await save(seller.browser);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: { code: "forbidden", message: OWN_CAR.save } });
    expect(await handle.db.select().from(savedListings).where(eq(savedListings.userId, seller.id))).toEqual([]);
    expect((await save(buyer.browser)).status).toBe(204);
    expect((await save(buyer.browser)).status).toBe(204);
  });

  it("refuses a chat with oneself with 403; the page sends the seller back to the car saying why", async () => {
    const own = await seller.browser.call(conversationsAction, "/api/conversations", { json: { listingId: carId } });
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ error: { code: "forbidden", message: OWN_CAR.chat } });
    const page = await seller.browser.call(startChatPage, "/messages", { form: { listingId: String(carId) } });
    expect(page.status).toBe(302);
    expect(page.location).toBe(`/details/${carId}`);
  });
});
