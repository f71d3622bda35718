/**
 * The details page's form posts (enquiry, booking, price alert) against a real database.
 * The session lookup is replaced: "who is signed in" is better-auth's job, tested with accounts.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { bookingRequests, enquiries, events, priceAlerts, users } from "~/.server/db/schema";
import { action, loader } from "~/routes/details";
import { useDatabase } from "./api-client";
import { holdClockMidRateWindow, releaseClock } from "./auth-clock";
import { createListing } from "./factories";
import { createTestDatabase } from "./test-db";

const signedIn = vi.hoisted(() => ({ user: null as null | { id: string; name: string; email: string; phone: string | null; role: "user" } }));
vi.mock("~/.server/auth/session", () => ({ getCurrentUser: async () => signedIn.user }));

let handle: DbHandle;
let carId: number;
let soldId: number;
const buyer = { id: "user-asha", name: "Asha Rao", email: "asha@example.com", phone: "9876543210", role: "user" as const };

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  await handle.db.insert(users).values({ id: buyer.id, name: buyer.name, email: buyer.email, phone: buyer.phone });
  carId = (await createListing(handle.db, { price: 845_000 })).id;
  soldId = (await createListing(handle.db, { status: "sold" })).id;
});

afterAll(async () => {
  await handle.close();
});

type Outcome = { status: number; body?: unknown; location?: string | null };

/** Posts a form to /details/{id} the way the browser does and unwraps the answer. */
async function post(id: number, fields: Record<string, string>, clientIp = "203.0.113.1"): Promise<Outcome> {
  const request = new Request(`http://localhost/details/${id}`, { method: "POST", body: new URLSearchParams(fields) });
  try {
    const result = (await action({ request, params: { id: String(id) }, context: { clientIp } } as never)) as unknown;
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: unknown; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: result };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    if (thrown && typeof thrown === "object" && "init" in thrown) return { status: (thrown as { init: { status: number } }).init.status };
    throw thrown;
  }
}

const as = (user: typeof buyer | null) => {
  signedIn.user = user;
};

describe("enquiry", () => {
  const valid = { intent: "enquiry", name: "Ravi Kumar", phone: "9123456780", email: "", message: "Is the car still available for a test drive?" };

  it("rejects bad input with the spec's messages and keeps what was typed", async () => {
    as(null);
    const { status, body } = await post(carId, { ...valid, name: "R", phone: "98765", email: "not-an-email" });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      intent: "enquiry",
      ok: false,
      values: { name: "R", phone: "98765", email: "not-an-email" },
      errors: {
        name: "Name must be at least 2 characters",
        phone: "Phone number must be at least 10 digits",
        email: "Please enter a valid email address",
      },
    });
    expect((await post(carId, { ...valid, phone: "98765abcde" })).body).toMatchObject({ errors: { phone: "Phone number must contain only digits" } });
    expect((await post(carId, { ...valid, phone: "98765432101" })).body).toMatchObject({ errors: { phone: "Phone number cannot exceed 10 digits" } });
  });

  it("stores a guest's enquiry for the seller, without a user", async () => {
    as(null);
    const { status, body } = await post(carId, valid);
    expect(status).toBe(200);
    expect(body).toEqual({ intent: "enquiry", ok: true });
    const rows = await handle.db.select().from(enquiries).where(eq(enquiries.phone, "9123456780"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ listingId: carId, userId: null, name: "Ravi Kumar", email: null, message: valid.message });
    const recorded = await handle.db.select().from(events).where(and(eq(events.listingId, carId), eq(events.type, "enquiry")));
    expect(recorded.length).toBeGreaterThan(0);
  });

  it("ties a signed-in buyer's enquiry to their account", async () => {
    as(buyer);
    await post(carId, { ...valid, phone: buyer.phone, email: "Asha@Example.com" });
    const [row] = await handle.db.select().from(enquiries).where(eq(enquiries.userId, buyer.id));
    expect(row).toMatchObject({ listingId: carId, email: "asha@example.com" });
  });

  it("stops one address after 10 messages in 15 minutes, keeping what was typed", async () => {
    as(null);
    holdClockMidRateWindow();
    try {
      // Each to another car: one sender and car have a smaller limit of their own (page-form-limits.test.ts).
      const cars = await Promise.all(Array.from({ length: 11 }, async () => (await createListing(handle.db, { make: "Tata", model: "Punch", price: 650_000 })).id));
      for (let i = 0; i < 10; i++) expect((await post(cars[i], valid, "198.51.100.7")).status).toBe(200);
      const { status, body } = await post(cars[10], valid, "198.51.100.7");
      expect(status).toBe(429);
      expect(body).toMatchObject({ ok: false, values: { name: "Ravi Kumar" }, formError: expect.stringMatching(/^Too many attempts/) });
      expect((await post(cars[10], valid, "198.51.100.8")).status).toBe(200);
    } finally {
      releaseClock();
    }
  });

  it("refuses a car that is sold", async () => {
    as(null);
    expect((await post(soldId, valid)).status).toBe(404);
  });
});

describe("booking request ('Purchase Now')", () => {
  it("needs a name and a 10-digit phone", async () => {
    as(null);
    const { status, body } = await post(carId, { intent: "booking", name: "", phone: "12" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errors: { name: "Name must be at least 2 characters", phone: "Phone number must be at least 10 digits" } });
  });

  it("records the request at the price shown; no payment is involved", async () => {
    as(buyer);
    const { body } = await post(carId, { intent: "booking", name: buyer.name, phone: buyer.phone, email: buyer.email });
    expect(body).toEqual({ intent: "booking", ok: true });
    const [row] = await handle.db.select().from(bookingRequests).where(eq(bookingRequests.listingId, carId));
    expect(row).toMatchObject({ userId: buyer.id, phone: buyer.phone, priceAtRequest: 845_000, status: "requested" });
  });
});

describe("price alert", () => {
  const alertsOf = () =>
    handle.db.select().from(priceAlerts).where(and(eq(priceAlerts.userId, buyer.id), eq(priceAlerts.listingId, carId)));

  it("sends a guest to sign in and back to this car", async () => {
    as(null);
    const { status, location } = await post(carId, { intent: "price-alert" });
    expect(status).toBe(302);
    expect(location).toBe(`/auth?redirectTo=${encodeURIComponent(`/details/${carId}`)}`);
  });

  it("stores one alert per buyer and car at today's price, shows it, and removes it", async () => {
    as(buyer);
    await post(carId, { intent: "price-alert" });
    await post(carId, { intent: "price-alert" });
    expect(await alertsOf()).toEqual([expect.objectContaining({ priceAtCreation: 845_000, notifiedAt: null })]);

    const page = (await loader({ request: new Request(`http://localhost/details/${carId}`), params: { id: String(carId) }, context: {} } as never)) as unknown as {
      data: { priceAlertSet: boolean; buyer: { phone: string } };
    };
    expect(page.data.priceAlertSet).toBe(true);
    expect(page.data.buyer.phone).toBe(buyer.phone);

    await post(carId, { intent: "remove-price-alert" });
    expect(await alertsOf()).toEqual([]);
  });
});

describe("the page for a car on sale", () => {
  const load = async (id: number) =>
    ((await loader({ request: new Request(`http://localhost/details/${id}`), params: { id: String(id) }, context: {} } as never)) as unknown as {
      data: { kind: string; verifiedSeller: boolean; signedIn: boolean; buyer: unknown };
    }).data;

  it("calls a seller verified only when CarSaathi checked them; partner imports never are", async () => {
    as(null);
    await handle.db.insert(users).values([
      { id: "seller-checked", name: "Checked Motors", email: "checked@example.com", sellerVerifiedAt: new Date() },
      { id: "seller-unchecked", name: "New Seller", email: "unchecked@example.com" },
    ]);
    const checked = await createListing(handle.db, { source: "Direct", sellerId: "seller-checked", dealerName: "Checked Motors", sellerType: "dealer" });
    const unchecked = await createListing(handle.db, { source: "Direct", sellerId: "seller-unchecked" });
    expect((await load(checked.id)).verifiedSeller).toBe(true);
    expect((await load(unchecked.id)).verifiedSeller).toBe(false);
    expect(await load(carId)).toMatchObject({ kind: "available", verifiedSeller: false, signedIn: false, buyer: null });
  });
});

describe("the page for a car we do not show", () => {
  it("answers 410 for a sold car and 404 for an unknown id, with cars to look at instead", async () => {
    as(null);
    const get = async (id: string) =>
      (await loader({ request: new Request(`http://localhost/details/${id}`), params: { id }, context: {} } as never)) as unknown as {
        data: { kind: string; carName: string | null; suggestions: { id: string }[] };
        init: { status: number };
      };
    const sold = await get(String(soldId));
    expect(sold.init.status).toBe(410);
    expect(sold.data).toMatchObject({ kind: "unavailable", carName: "Hyundai Creta" });
    expect(sold.data.suggestions.map((s) => s.id)).toContain(String(carId));

    const unknown = await get("99999999");
    expect(unknown.init.status).toBe(404);
    expect(unknown.data.carName).toBeNull();
    expect((await get("abc")).init.status).toBe(404);
  });
});
