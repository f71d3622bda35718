/**
 * Price alerts delivered end to end through the outbox: set on the details page, a price drop
 * written the way the import writes one, delivery, and the mail's unsubscribe link.
 */
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverPriceAlerts } from "~/.server/alerts/deliver-price-alerts";
import type { Database, DbHandle } from "~/.server/db/client";
import { listings, outbox, priceAlerts, priceHistory, users } from "~/.server/db/schema";
import { host } from "~/.server/host";
import { action as detailsAction } from "~/routes/details";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "~/routes/alerts/unsubscribe";
import { useDatabase } from "./api-client";
import { PRICE_ALERT_JOB, startPeriodicJob } from "../../server/periodic-jobs";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

const signedIn = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; phone: string | null; role: "user" } }));
vi.mock("~/.server/auth/session", () => ({ getCurrentUser: async () => signedIn.user }));

let handle: DbHandle;
let db: Database;
const asha = { id: "user-asha", name: "Asha Rao", email: "asha@example.com", phone: "9876543210", role: "user" as const };
const bala = { id: "user-bala", name: "Bala K", email: "bala@example.com", phone: "9876500000", role: "user" as const };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  useDatabase(handle);
  await db.insert(users).values([asha, bala].map(({ role: _role, ...u }) => u));
});

afterAll(async () => {
  await handle.close();
});

async function setAlert(user: typeof asha, listingId: number, fields: Record<string, string> = {}) {
  signedIn.user = user;
  const request = new Request(`http://localhost/details/${listingId}`, {
    method: "POST",
    body: new URLSearchParams({ intent: "price-alert", ...fields }),
  });
  return detailsAction({ request, params: { id: String(listingId) }, context: { clientIp: "203.0.113.9" } } as never);
}

/** What the import does when a re-seed brings a new price: the listing row, then a history row. */
async function changePrice(listingId: number, price: number) {
  await db.update(listings).set({ price }).where(eq(listings.id, listingId));
  await db.insert(priceHistory).values({ listingId, price, changedAt: new Date() });
}

const mailsTo = (email: string) =>
  db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"))).orderBy(desc(outbox.id));

const linkIn = (body: string, path: string) => body.match(new RegExp(`https?://\\S+${path}\\S*`))?.[0] ?? null;

type Page = { status: number; body: { state: string; token?: string | null } };

async function unsubscribe(method: "GET" | "POST", url: string): Promise<Page> {
  const request = new Request(url, { method, ...(method === "POST" ? { body: "List-Unsubscribe=One-Click", headers: { "Content-Type": "application/x-www-form-urlencoded" } } : {}) });
  const run = method === "GET" ? unsubscribeLoader : unsubscribeAction;
  const result = (await run({ request, params: {}, context: {} } as never)) as { data: Page["body"]; init: { status?: number } | null };
  return { status: result.init?.status ?? 200, body: result.data };
}

describe("price alert delivery", () => {
  it("mails once per drop, again on a further drop, with the prices and links", async () => {
    const car = await createListing(db, { price: 900_000, make: "Hyundai", model: "Creta", variant: "SX", year: 2020 });
    await setAlert(asha, car.id);
    expect(await deliverPriceAlerts(db)).toBe(0);

    await changePrice(car.id, 850_000);
    expect(await deliverPriceAlerts(db, { listingIds: [car.id] })).toBe(1);
    let mails = await mailsTo(asha.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("2020 Hyundai Creta SX");
    expect(mails[0].body).toContain("was ₹9,00,000, now ₹8,50,000 (₹50,000 less)");
    expect(linkIn(mails[0].body, `/details/${car.id}`)).not.toBeNull();
    expect(linkIn(mails[0].body, "/alerts/unsubscribe")).not.toBeNull();

    expect(await deliverPriceAlerts(db)).toBe(0);
    expect(await mailsTo(asha.email)).toHaveLength(1);

    // A rise then a fall back to the announced price is no new drop.
    await changePrice(car.id, 870_000);
    await changePrice(car.id, 850_000);
    expect(await deliverPriceAlerts(db)).toBe(0);

    await changePrice(car.id, 820_000);
    expect(await deliverPriceAlerts(db)).toBe(1);
    mails = await mailsTo(asha.email);
    expect(mails).toHaveLength(2);
    expect(mails[0].body).toContain("was ₹8,50,000, now ₹8,20,000");
    const [alert] = await db.select().from(priceAlerts).where(eq(priceAlerts.listingId, car.id));
    expect(alert).toMatchObject({ lastNotifiedPrice: 820_000 });
    expect(alert.notifiedAt).toBeInstanceOf(Date);
  });

  it("two deliveries racing send one mail", async () => {
    const car = await createListing(db, { price: 700_000 });
    await setAlert(bala, car.id);
    await changePrice(car.id, 650_000);
    const before = (await mailsTo(bala.email)).length;
    const [a, b] = await Promise.all([deliverPriceAlerts(db), deliverPriceAlerts(db)]);
    expect(a + b).toBe(1);
    expect(await mailsTo(bala.email)).toHaveLength(before + 1);
  });

  it("waits for the target price when one is set", async () => {
    const car = await createListing(db, { price: 1_000_000 });
    await setAlert(asha, car.id, { targetPrice: "900000" });
    const [alert] = await db.select().from(priceAlerts).where(eq(priceAlerts.listingId, car.id));
    expect(alert.targetPrice).toBe(900_000);
    await changePrice(car.id, 950_000);
    expect(await deliverPriceAlerts(db, { listingIds: [car.id] })).toBe(0);
    await changePrice(car.id, 900_000);
    expect(await deliverPriceAlerts(db, { listingIds: [car.id] })).toBe(1);
  });

  it("the server's timer delivers a drop written elsewhere, then stops", async () => {
    const car = await createListing(db, { price: 300_000 });
    await setAlert(bala, car.id);
    await changePrice(car.id, 280_000);
    const before = (await mailsTo(bala.email)).length;
    const stop = startPeriodicJob(host, db, { ...PRICE_ALERT_JOB, intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect(await mailsTo(bala.email)).toHaveLength(before + 1), { timeout: 5_000 });
    } finally {
      await stop();
    }
  });

  it("sends nothing for a car no longer on sale", async () => {
    const car = await createListing(db, { price: 500_000 });
    await setAlert(asha, car.id);
    await db.update(listings).set({ price: 400_000, status: "sold" }).where(eq(listings.id, car.id));
    expect(await deliverPriceAlerts(db, { listingIds: [car.id] })).toBe(0);
  });
});

describe("unsubscribe link", () => {
  it("asks on GET, removes on POST (no sign-in), and refuses forged tokens", async () => {
    signedIn.user = null;
    const carA = await createListing(db, { price: 600_000 });
    const carB = await createListing(db, { price: 610_000 });
    await setAlert(asha, carA.id);
    await setAlert(bala, carB.id);
    await changePrice(carA.id, 550_000);
    await changePrice(carB.id, 560_000);
    expect(await deliverPriceAlerts(db, { listingIds: [carA.id, carB.id] })).toBe(2);
    const linkA = linkIn((await mailsTo(asha.email))[0].body, "/alerts/unsubscribe")!;
    const linkB = linkIn((await mailsTo(bala.email))[0].body, "/alerts/unsubscribe")!;
    const [alertA] = await db.select().from(priceAlerts).where(eq(priceAlerts.listingId, carA.id));

    // Bala holds his own token only: swapping in Asha's alert id breaks the signature.
    const tokenB = new URL(linkB).searchParams.get("token")!;
    const forged = `http://localhost/alerts/unsubscribe?token=${alertA.id}.${tokenB.split(".")[1]}`;
    expect(await unsubscribe("POST", forged)).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await unsubscribe("GET", "http://localhost/alerts/unsubscribe?token=nonsense")).toMatchObject({ status: 400 });
    expect(await unsubscribe("GET", "http://localhost/alerts/unsubscribe")).toMatchObject({ status: 400 });
    expect(await db.select().from(priceAlerts).where(eq(priceAlerts.id, alertA.id))).toHaveLength(1);

    // GET only asks (mail scanners follow links); the one-click POST removes.
    expect(await unsubscribe("GET", linkA)).toMatchObject({ status: 200, body: { state: "active" } });
    expect(await db.select().from(priceAlerts).where(eq(priceAlerts.id, alertA.id))).toHaveLength(1);
    expect(await unsubscribe("POST", linkA)).toMatchObject({ status: 200, body: { state: "removed" } });
    expect(await db.select().from(priceAlerts).where(eq(priceAlerts.id, alertA.id))).toHaveLength(0);
    expect(await unsubscribe("POST", linkA)).toMatchObject({ status: 200, body: { state: "gone" } });
    // Bala's alert is untouched.
    expect(await db.select().from(priceAlerts).where(eq(priceAlerts.listingId, carB.id))).toHaveLength(1);
  });
});
