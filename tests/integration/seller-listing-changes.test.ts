/**
 * Editing a live ad (issue 34): the approved version stays on sale while a change to the car or
 * a new photo waits for an admin; the owner reads "Changes waiting for review"; approving puts
 * the change live, rejecting keeps the car as it was and tells the seller why. Another seller can
 * neither read nor change the waiting change.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listingRevisions, listings, outbox, priceHistory } from "~/.server/db/schema";
import { CHANGES_MESSAGES } from "~/.server/admin/moderate-listing-changes";
import type { ModerationPage } from "~/lib/admin/moderation";
import { indiaDay } from "~/lib/india-date";
import { CHANGES_WAITING, type SellerListingsPage } from "~/lib/selling/my-listings";
import { action as moderationAction, loader as moderationLoader } from "~/routes/admin/listings";
import { loader as vehicleLoader } from "~/routes/api/vehicle";
import { loader as uploadImageLoader } from "~/routes/images/upload-image";
import { action as myListingsAction, loader as myListingsLoader } from "~/routes/seller/index";
import { action as editAction, loader as editLoader } from "~/routes/seller/listing-edit";
import { action as uploadAction } from "~/routes/seller/upload";
import { callRoute, useDatabase } from "./api-client";
import { nextToast, signUpAs, type SignedIn } from "./admin-accounts";
import { listingForm, phonePhoto, createSellerTestDatabase, uploadPhoto } from "./seller-listings-helpers";

let handle: DbHandle;
let asha: SignedIn;
let ravi: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  ({ handle } = await createSellerTestDatabase());
  useDatabase(handle);
  asha = await signUpAs(handle.db, "user", "Asha Seller");
  ravi = await signUpAs(handle.db, "user", "Ravi Seller");
  admin = await signUpAs(handle.db, "admin", "Meera Admin");
});

afterAll(async () => {
  await handle.close();
});

const row = async (id: number) => (await handle.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const edit = (id: number, form: URLSearchParams, who = asha) => who.browser.call(editAction, `/seller/listings/${id}/edit`, { form, params: { id: String(id) } });
const editPage = async (id: number, who = asha) =>
  (await who.browser.call(editLoader, `/seller/listings/${id}/edit`, { params: { id: String(id) } })) as {
    status: number;
    body: { listing: { values: Record<string, unknown>; photos: { ref: string }[]; changes: { status: string; rejectionReason: string | null } | null } };
  };
const myRow = async (id: number) => ((await asha.browser.call(myListingsLoader, "/seller")).body as { listings: SellerListingsPage }).listings.items.find((l) => l.id === id)!;
const moderate = (form: Record<string, string>) => admin.browser.call(moderationAction, "/admin/listings", { form });
const publicYear = async (id: number) => {
  const answer = await callRoute(vehicleLoader, `/api/vehicles/${id}`, { id: String(id) });
  expect(answer.status).toBe(200);
  return (answer.body as { year: number }).year;
};
const photoAsGuest = (id: number, version: string) => callRoute(uploadImageLoader, `/images/uploads/${id}/${version}-400.webp`, { id: String(id), file: `${version}-400.webp` });
const lastMailTo = async (email: string) =>
  (await handle.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"))).orderBy(desc(outbox.id)).limit(1))[0];

/** One of Asha's cars with one photo, approved and on sale. */
async function liveCar(registration: string) {
  const token = (await uploadPhoto(asha, await phonePhoto(Math.floor(Math.random() * 200)), "front.jpg")).body.token!;
  await asha.browser.call(uploadAction, "/seller/upload", { form: listingForm({ registrationNumber: registration }, [token]) });
  const [car] = await handle.db.select().from(listings).where(eq(listings.sellerId, asha.id)).orderBy(desc(listings.id)).limit(1);
  await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, car!.id));
  return { id: car!.id, photo: token.split("-")[1]! };
}

describe("a change to a live listing", () => {
  it("keeps the approved car on sale, shows the owner it waits, and puts the price live at once", async () => {
    const car = await liveCar("MH 12 AB 1001");
    const extra = (await uploadPhoto(asha, await phonePhoto(230), "rear.jpg")).body.token!;
    const answer = await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1001", year: "2018", price: "9,00,000" }, [car.photo, extra]));
    expect(answer.status).toBe(302);
    expect(await nextToast(asha.browser)).toContain(CHANGES_WAITING);

    expect(await row(car.id)).toMatchObject({ status: "active", year: 2019, price: 900_000 });
    expect(await publicYear(car.id)).toBe(2019);
    const prices = await handle.db.select({ price: priceHistory.price }).from(priceHistory).where(eq(priceHistory.listingId, car.id));
    expect(prices.map((p) => p.price)).toEqual([950_000, 900_000]);
    expect(await myRow(car.id)).toMatchObject({ status: "active", changes: { status: "pending", rejectionReason: null } });

    const page = await editPage(car.id);
    expect(page.body.listing.values).toMatchObject({ year: "2018", price: "900000" });
    const newPhoto = extra.split("-")[1]!;
    expect(page.body.listing.photos.map((p) => p.ref)).toEqual([car.photo, newPhoto]);
    // The new photo is nobody's to see but its seller's (and admins') until approved.
    expect((await photoAsGuest(car.id, newPhoto)).status).toBe(404);
    expect((await photoAsGuest(car.id, car.photo)).status).toBe(200);
    expect((await asha.browser.call(uploadImageLoader, `/images/uploads/${car.id}/${newPhoto}-400.webp`, { params: { id: String(car.id), file: `${newPhoto}-400.webp` } })).status).toBe(200);
  });

  it("is listed for admins with what differs, and approving it puts it live and mails the seller", async () => {
    const car = await liveCar("MH 12 AB 1002");
    const extra = (await uploadPhoto(asha, await phonePhoto(231), "side.jpg")).body.token!;
    await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1002", year: "2018", km: "45,000" }, [extra, car.photo]));

    const queue = (await admin.browser.call(moderationLoader, "/admin/listings?tab=changes")).body as ModerationPage & { tab: string };
    const item = queue.items.find((i) => i.id === car.id)!;
    expect(item.year).toBe(2018);
    expect(item.changes).toEqual([
      { label: "Year", before: "2019", after: "2018" },
      { label: "Kilometres", before: "42,000 km", after: "45,000 km" },
      { label: "Photos", before: "1", after: "2 (1 new)" },
    ]);

    const approved = await moderate({ intent: "approve-changes", listingId: String(car.id) });
    expect(approved.body).toEqual({ ok: true, message: CHANGES_MESSAGES.approved });
    expect(await row(car.id)).toMatchObject({ status: "active", year: 2018, km: 45_000 });
    expect(await publicYear(car.id)).toBe(2018);
    expect((await photoAsGuest(car.id, extra.split("-")[1]!)).status).toBe(200);
    expect(await myRow(car.id)).toMatchObject({ changes: null });
    expect((await lastMailTo(asha.email))!.subject).toContain("are live");

    const twice = await moderate({ intent: "approve-changes", listingId: String(car.id) });
    expect(twice.body).toMatchObject({ ok: false, message: CHANGES_MESSAGES.gone });
  });

  it("rejected: the car stays as approved, the owner reads why and edits from what they asked for", async () => {
    const car = await liveCar("MH 12 AB 1003");
    await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1003", model: "i20", bodyType: "Hatchback" }, [car.photo]));
    const short = await moderate({ intent: "reject-changes", listingId: String(car.id), reason: "No" });
    expect(short.status).toBe(400);
    const rejected = await moderate({ intent: "reject-changes", listingId: String(car.id), reason: "The photos show a Creta, not an i20." });
    expect(rejected.body).toEqual({ ok: true, message: CHANGES_MESSAGES.rejected });

    expect(await row(car.id)).toMatchObject({ status: "active", model: "Creta" });
    expect(await myRow(car.id)).toMatchObject({ status: "active", changes: { status: "rejected", rejectionReason: "The photos show a Creta, not an i20." } });
    expect((await lastMailTo(asha.email))!.body).toContain("The photos show a Creta, not an i20.");
    expect((await editPage(car.id)).body.listing.values).toMatchObject({ model: "i20" });

    // Editing back to the car on sale withdraws the change: nothing waits any more.
    await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1003" }, [car.photo]));
    expect(await myRow(car.id)).toMatchObject({ changes: null });
    expect(await handle.db.select().from(listingRevisions).where(eq(listingRevisions.listingId, car.id))).toEqual([]);
  });

  // Sale dates are India's (a UTC date is the day before from 00:00 to 05:30 IST: the car was "listed after its sale").
  it("is withdrawn when the car is marked as sold", async () => {
    const car = await liveCar("MH 12 AB 1004");
    await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1004", year: "2017" }, [car.photo]));
    await asha.browser.call(myListingsAction, "/seller", { form: { intent: "mark-sold", listingId: String(car.id), salePrice: "9,00,000", saleDate: indiaDay() } });
    expect((await row(car.id)).status).toBe("sold");
    const queue = (await admin.browser.call(moderationLoader, "/admin/listings?tab=changes")).body as ModerationPage;
    expect(queue.items.map((i) => i.id)).not.toContain(car.id);
  });
});

describe("another seller", () => {
  it("can neither read nor replace Asha's waiting change", async () => {
    const car = await liveCar("MH 12 AB 1005");
    await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1005", year: "2016" }, [car.photo]));
    await expect(editPage(car.id, ravi)).rejects.toMatchObject({ status: 404, message: "Listing not found" });
    const answer = await edit(car.id, listingForm({ registrationNumber: "MH 12 AB 1005", year: "2015" }, []), ravi);
    expect(answer.status).toBe(404);
    expect((await editPage(car.id)).body.listing.values).toMatchObject({ year: "2016" });
    expect((await row(car.id)).year).toBe(2019);
  });
});
