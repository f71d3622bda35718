/**
 * User B on user A's listing, through every seller page and endpoint: B can neither read, edit,
 * re-price, mark sold, delete nor attach photos to it (each answers 404 like a missing id, and
 * nothing changes), and B's staged photos and A's are each their owner's only.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { listingImages, listings, priceHistory } from "~/.server/db/schema";
import type { SellerListingsPage } from "~/lib/selling/my-listings";
import { loader as stagedPhotoLoader } from "~/routes/api/seller-photo";
import { action as myListingsAction, loader as myListingsLoader } from "~/routes/seller/index";
import { action as editAction, loader as editLoader } from "~/routes/seller/listing-edit";
import { action as uploadAction } from "~/routes/seller/upload";
import { useDatabase } from "./api-client";
import { signUp } from "./accounts-client";
import { listingForm, phonePhoto, createSellerTestDatabase, uploadPhoto } from "./seller-listings-helpers";

let handle: DbHandle;
let asha: Awaited<ReturnType<typeof signUp>>;
let ravi: Awaited<ReturnType<typeof signUp>>;
let carId: number;
let ashaToken: string;

const snapshot = async () => ({
  listing: (await handle.db.select().from(listings).where(eq(listings.id, carId)))[0],
  images: await handle.db.select().from(listingImages).where(eq(listingImages.listingId, carId)),
  prices: await handle.db.select().from(priceHistory).where(eq(priceHistory.listingId, carId)),
});

beforeAll(async () => {
  ({ handle } = await createSellerTestDatabase());
  useDatabase(handle);
  asha = await signUp(handle.db, "Asha", "9876543210", "203.0.113.30");
  ravi = await signUp(handle.db, "Ravi", "9123456780", "203.0.113.31");
  ashaToken = (await uploadPhoto(asha, await phonePhoto(10), "a.jpg")).body.token!;
  await asha.browser.call(uploadAction, "/seller/upload", { form: listingForm({}, [ashaToken]) });
  [{ id: carId }] = await handle.db.select({ id: listings.id }).from(listings).where(eq(listings.sellerId, asha.id));
  await handle.db.update(listings).set({ status: "active" }).where(eq(listings.id, carId));
});

afterAll(async () => {
  await handle.close();
});

describe("user B on user A's listing", () => {
  it("My Listings shows B none of A's", async () => {
    const page = (await ravi.browser.call(myListingsLoader, "/seller")).body as { listings: SellerListingsPage };
    expect(page.listings.items).toEqual([]);
    expect(page.listings.counts.all).toBe(0);
  });

  it("the edit page and the edit action answer 404, like a missing id, and change nothing", async () => {
    const before = await snapshot();
    const params = { id: String(carId) };
    // The loader throws the AppError; the host answers it with its status (page-errors.ts).
    // Each awaited as it starts: a second pending rejection would be unhandled while the first is awaited.
    await expect(ravi.browser.call(editLoader, "/seller/listings/999999/edit", { params: { id: "999999" } })).rejects.toMatchObject({ status: 404, message: "Listing not found" });
    await expect(ravi.browser.call(editLoader, `/seller/listings/${carId}/edit`, { params })).rejects.toMatchObject({ status: 404, message: "Listing not found" });

    const ravisPhoto = (await uploadPhoto(ravi, await phonePhoto(250), "r.jpg")).body.token!;
    const edit = await ravi.browser.call(editAction, `/seller/listings/${carId}/edit`, { form: listingForm({ price: "1,00,000" }, [ravisPhoto]), params });
    expect(edit.status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("re-pricing, marking sold and deleting answer 404 and change nothing", async () => {
    const before = await snapshot();
    const post = (fields: Record<string, string>) => ravi.browser.call(myListingsAction, "/seller", { form: { listingId: String(carId), userId: asha.id, ...fields } });
    expect((await post({ intent: "change-price", price: "1,00,000" })).status).toBe(404);
    expect((await post({ intent: "mark-sold", salePrice: "1,00,000", saleDate: "2024-01-01" })).status).toBe(404);
    expect((await post({ intent: "delete" })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("B cannot use or see A's staged photo: not in B's listing, not as a preview", async () => {
    const other = await uploadPhoto(asha, await phonePhoto(33), "other.jpg");
    const answer = await ravi.browser.call(uploadAction, "/seller/upload", { form: listingForm({}, [other.body.token!]) });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors.photos).toMatch(/Please add it again/);
    expect((await handle.db.select().from(listings).where(eq(listings.sellerId, ravi.id))).length).toBe(0);

    const preview = (user: typeof asha) =>
      user.browser.call(stagedPhotoLoader, `/api/seller/photos/${other.body.token}`, { params: { token: other.body.token! } });
    expect((await preview(ravi)).status).toBe(404);
    expect((await preview(asha)).status).toBe(200);
  });
});
