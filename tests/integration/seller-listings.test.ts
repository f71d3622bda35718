/**
 * A seller's own listings through the pages' actions: List Your Car (pending, first price,
 * photos in order), My Listings (statuses, views and inquiries), edits and their review rules,
 * 'Change price' (history and price alerts), 'Mark as sold' and 'Delete'.
 */
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { events, listingImages, listings, outbox, priceAlerts, priceHistory, users } from "~/.server/db/schema";
import type { DiskPhotoStorage } from "~/.server/uploads/photo-storage";
import { priceBandOf } from "~/lib/price-bands";
import { DELETED_MESSAGE } from "~/lib/selling/listing-actions";
import type { SellerListingsPage } from "~/lib/selling/my-listings";
import { action as myListingsAction, loader as myListingsLoader } from "~/routes/seller/index";
import { action as editAction, loader as editLoader } from "~/routes/seller/listing-edit";
import { action as uploadAction } from "~/routes/seller/upload";
import { useDatabase } from "./api-client";
import { createListing } from "./factories";
import { signUp } from "./accounts-client";
import { listingForm, phonePhoto, createSellerTestDatabase, uploadPhoto } from "./seller-listings-helpers";

let handle: DbHandle;
let storage: DiskPhotoStorage;
let asha: Awaited<ReturnType<typeof signUp>>;
let buyer: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ({ handle, storage } = await createSellerTestDatabase());
  useDatabase(handle);
  asha = await signUp(handle.db, "Asha", "9876543210", "203.0.113.20");
  buyer = await signUp(handle.db, "Bina", "9123456780", "203.0.113.21");
});

afterAll(async () => {
  await handle.close();
});

const row = async (id: number) => (await handle.db.select().from(listings).where(eq(listings.id, id)))[0];
const history = async (id: number) =>
  (await handle.db.select({ price: priceHistory.price }).from(priceHistory).where(eq(priceHistory.listingId, id)).orderBy(asc(priceHistory.id))).map((r) => r.price);
const myListings = async (user = asha) => ((await user.browser.call(myListingsLoader, "/seller")).body as { listings: SellerListingsPage }).listings.items;

async function listCar(overrides: Record<string, string> = {}, photos: string[] = []) {
  const answer = await asha.browser.call(uploadAction, "/seller/upload", { form: listingForm(overrides, photos) });
  expect(answer.status).toBe(302);
  const [newest] = await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, asha.id)).orderBy(desc(listings.id)).limit(1);
  return newest!.id;
}

const post = (intent: string, listingId: number, fields: Record<string, string> = {}, user = asha) =>
  user.browser.call(myListingsAction, "/seller", { form: { intent, listingId: String(listingId), ...fields } });

describe("List Your Car", () => {
  it("creates a pending listing with its first price and photos in order, and shows it in My Listings", async () => {
    const first = await uploadPhoto(asha, await phonePhoto(200), "front.jpg");
    const second = await uploadPhoto(asha, await phonePhoto(20), "back.jpg");
    expect([first.status, second.status]).toEqual([201, 201]);

    const answer = await asha.browser.call(uploadAction, "/seller/upload", { form: listingForm({}, [second.body.token!, first.body.token!]) });
    expect(answer).toMatchObject({ status: 302, location: "/seller" });
    const [mine] = await myListings();
    const car = (await row(mine!.id))!;
    expect(car).toMatchObject({ status: "pending", make: "Hyundai", model: "Creta", price: 950_000, km: 42_000, source: "Direct", sellerId: asha.id });
    expect(car.registrationNumber).toBe("MH12AB1234");
    expect(await history(car.id)).toEqual([950_000]);

    const images = await handle.db.select().from(listingImages).where(eq(listingImages.listingId, car.id)).orderBy(asc(listingImages.position));
    expect(images.map((i) => [i.kind, i.version])).toEqual([
      ["upload", second.body.token!.split("-")[1]],
      ["upload", first.body.token!.split("-")[1]],
    ]);
    expect(await storage.get(`${images[0]!.storageKey}/800.webp`)).not.toBeNull();
    expect(mine).toMatchObject({ status: "pending", price: 950_000, views: 0, inquiries: 0 });
    expect(mine!.image).toBe(`/images/uploads/${car.id}/${images[0]!.version}-400.webp`);
  });

  it("refuses a bad form with each field's message, keeps the values and photos, and stores nothing", async () => {
    const staged = await uploadPhoto(asha, await phonePhoto(120), "side.jpg");
    const before = (await myListings()).length;
    const answer = await asha.browser.call(uploadAction, "/seller/upload", {
      form: listingForm({ make: "Zorbo", km: "lots", price: "" }, [staged.body.token!]),
    });
    expect(answer.status).toBe(400);
    const body = answer.body as { errors: Record<string, string>; values: Record<string, string>; photos: { ref: string }[] };
    expect(body.errors).toMatchObject({ make: "Choose a make from the list", price: "Enter your asking price" });
    expect(body.errors.km).toMatch(/kilometres driven as a number/);
    expect(body.values).toMatchObject({ make: "Zorbo", km: "lots", city: "Pune", features: ["ABS", "Airbags"] });
    expect(body.photos.map((p) => p.ref)).toEqual([staged.body.token]);
    expect((await myListings()).length).toBe(before);
  });

  it("counts views and inquiries per listing from events", async () => {
    const id = await listCar({ model: "i20", bodyType: "Hatchback" });
    await handle.db.insert(events).values([
      { type: "view", listingId: id },
      { type: "view", listingId: id },
      { type: "enquiry", listingId: id },
      { type: "save", listingId: id },
    ]);
    expect((await myListings()).find((l) => l.id === id)).toMatchObject({ views: 2, inquiries: 1, status: "pending" });
  });
});

describe("editing", () => {
  it("keeps an active listing live for a price or description edit, with a price history row", async () => {
    const id = await listCar();
    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, id));
    const answer = await asha.browser.call(editAction, `/seller/listings/${id}/edit`, {
      form: listingForm({ price: "9,00,000", description: "New tyres." }),
      params: { id: String(id) },
    });
    expect(answer.status).toBe(302);
    expect(await row(id)).toMatchObject({ status: "active", price: 900_000, description: "New tyres.", priceBand: priceBandOf(900_000).key });
    expect(await history(id)).toEqual([950_000, 900_000]);
  });

  it("keeps an active listing on sale while a change to the car waits, and sends a rejected one back to review on any edit", async () => {
    const id = await listCar();
    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, id));
    await asha.browser.call(editAction, `/seller/listings/${id}/edit`, { form: listingForm({ year: "2018" }), params: { id: String(id) } });
    expect(await row(id)).toMatchObject({ status: "active", year: 2019 });
    expect((await myListings()).find((l) => l.id === id)).toMatchObject({ status: "active", changes: { status: "pending" } });

    await handle.db.update(listings).set({ status: "rejected", rejectionReason: "Blurry photos" }).where(eq(listings.id, id));
    expect((await myListings()).find((l) => l.id === id)).toMatchObject({ status: "rejected", rejectionReason: "Blurry photos" });
    await asha.browser.call(editAction, `/seller/listings/${id}/edit`, { form: listingForm({ year: "2018" }), params: { id: String(id) } });
    expect(await row(id)).toMatchObject({ status: "pending", rejectionReason: null });
  });

  it("pre-fills the edit form, and keeps the photos chosen on a failed edit", async () => {
    const staged = await uploadPhoto(asha, await phonePhoto(60), "dash.jpg");
    const id = await listCar({}, [staged.body.token!]);
    const page = (await asha.browser.call(editLoader, `/seller/listings/${id}/edit`, { params: { id: String(id) } })).body as {
      listing: { values: Record<string, unknown>; photos: { ref: string }[] };
    };
    expect(page.listing.values).toMatchObject({ make: "Hyundai", model: "Creta", price: "950000", registrationNumber: "MH12AB1234" });
    const version = page.listing.photos[0]!.ref;
    const failed = await asha.browser.call(editAction, `/seller/listings/${id}/edit`, { form: listingForm({ year: "1980" }, [version]), params: { id: String(id) } });
    expect(failed.status).toBe(400);
    expect((failed.body as { photos: { url: string }[] }).photos[0]!.url).toBe(`/images/uploads/${id}/${version}-400.webp`);
  });
});

describe("row actions", () => {
  it("changes the price: price band, a history row, and a mail to a buyer watching the car", async () => {
    const id = await listCar();
    await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, id));
    await handle.db.insert(priceAlerts).values({ userId: buyer.id, listingId: id, priceAtCreation: 950_000 });
    // Alert mails are opt-in (setting an alert on the details page opts in; this test inserts the alert itself).
    await handle.db.update(users).set({ alertEmails: true }).where(eq(users.id, buyer.id));
    const answer = await post("change-price", id, { price: "8,75,000" });
    expect(answer.body).toMatchObject({ ok: true, intent: "change-price" });
    expect(await row(id)).toMatchObject({ price: 875_000, priceBand: priceBandOf(875_000).key });
    expect(await history(id)).toEqual([950_000, 875_000]);
    const mails = await handle.db.select().from(outbox).where(and(eq(outbox.recipient, buyer.email), eq(outbox.channel, "email")));
    expect(mails.some((m) => m.body.includes("8,75,000"))).toBe(true);

    const bad = await post("change-price", id, { price: "12" });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string> }).errors.price).toMatch(/from ₹25,000/);
  });

  it("marks as sold with a sale price and a date not in the future", async () => {
    const id = await listCar();
    const future = await post("mark-sold", id, { salePrice: "9,20,000", saleDate: "2999-01-01" });
    expect((future.body as { errors: Record<string, string> }).errors.saleDate).toBe("The sale date cannot be in the future");
    expect((await row(id))!.status).toBe("pending");

    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await post("mark-sold", id, { salePrice: "9,20,000", saleDate: today })).body).toMatchObject({ ok: true });
    const sold = (await row(id))!;
    expect(sold).toMatchObject({ status: "sold", salePrice: 920_000 });
    expect(sold.soldAt).toBeInstanceOf(Date);
    expect((await post("change-price", id, { price: "9,00,000" })).status).toBe(409);
  });

  it("deletes the listing and its photo files", async () => {
    const staged = await uploadPhoto(asha, await phonePhoto(90), "rear.jpg");
    const id = await listCar({}, [staged.body.token!]);
    const [image] = await handle.db.select().from(listingImages).where(eq(listingImages.listingId, id));
    const answer = await post("delete", id);
    expect(answer.body).toMatchObject({ ok: true, message: DELETED_MESSAGE });
    expect(await row(id)).toBeUndefined();
    expect(await storage.get(`${image!.storageKey}/400.webp`)).toBeNull();
    expect((await post("delete", id)).status).toBe(404);
  });
});

describe("My Listings for a seller with many cars", () => {
  it("pages 20 at a time and filters by status, with each tab's count", async () => {
    const dealer = await signUp(handle.db, "Dev", "9123456790", "203.0.113.22");
    for (let i = 0; i < 23; i++) await createListing(handle.db, { sellerId: dealer.id, status: "active", price: 500_000 + i });
    for (let i = 0; i < 2; i++) await createListing(handle.db, { sellerId: dealer.id, status: "sold", price: 600_000 + i });
    const open = async (url: string) => ((await dealer.browser.call(myListingsLoader, url)).body as { listings: SellerListingsPage }).listings;

    const first = await open("/seller");
    expect(first.counts).toEqual({ all: 25, active: 23, pending: 0, sold: 2, rejected: 0, expired: 0 });
    expect([first.items.length, first.page, first.pageCount]).toEqual([20, 1, 2]);
    const second = await open("/seller?page=2");
    expect(second.items).toHaveLength(5);
    expect(new Set([...first.items, ...second.items].map((l) => l.id)).size).toBe(25);

    const sold = await open("/seller?status=sold&page=9");
    expect(sold.items.map((l) => l.status)).toEqual(["sold", "sold"]);
    expect(sold.page).toBe(1);
    expect((await open("/seller?status=rejected")).items).toEqual([]);
  });
});

describe("listing from the form, many times over", () => {
  it("stops a seller after 30 new listings in 15 minutes, with the reason, keeping what was typed", async () => {
    const busy = await signUp(handle.db, "Bunty", "9123456791", "203.0.113.23");
    for (let i = 0; i < 30; i++) {
      expect((await busy.browser.call(uploadAction, "/seller/upload", { form: listingForm({ price: String(700_000 + i) }) })).status).toBe(302);
    }
    const refused = await busy.browser.call(uploadAction, "/seller/upload", { form: listingForm({ price: "799000" }) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ ok: false, formError: expect.stringMatching(/Too many/i), values: { price: "799000" } });
  });
});
