import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { sellLeads } from "~/.server/db/schema";
import { listSellLeads } from "~/.server/selling/create-sell-lead";
import { mulberry32 } from "~/lib/seeded-random";
import { PHONE_MESSAGE } from "~/lib/selling/quote-form";
import { sellPageAction } from "~/routes/sell.server";
import { useDatabase } from "./api-client";
import { createListing, createMake, createModel } from "./factories";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;
const YEAR = new Date().getFullYear() - 5;
const CRETA = { make: "Hyundai", model: "Creta", year: String(YEAR), city: "Pune", phone: "9876543210", km: "", owners: "" };

/** The action as the server calls it: a form POST from one address. */
async function submit(fields: Record<string, string>, ip = "203.0.113.1") {
  const request = new Request("http://localhost/sell", { method: "POST", body: new URLSearchParams(fields) });
  const answer = (await sellPageAction(request, { clientIp: ip } as never)) as unknown;
  // `data()` wraps the body with its status; a plain object is a 200.
  if (answer && typeof answer === "object" && "init" in answer && "data" in answer) {
    const wrapped = answer as { data: Record<string, unknown>; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, body: wrapped.data };
  }
  return { status: 200, body: answer as Record<string, unknown> };
}

const leadCount = async () => (await handle.db.select({ n: count() }).from(sellLeads))[0]!.n;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
  const random = mulberry32(7);
  const make = await createMake(handle.db, "Hyundai");
  await createModel(handle.db, make!.id, "Creta", "SUV");
  for (let i = 0; i < 40; i++) {
    const year = YEAR - 4 + Math.floor(random() * 9);
    const km = 10_000 + Math.floor(random() * 100_000);
    const price = Math.round(1_500_000 * 0.9 ** (new Date().getFullYear() - year) * (1 + (random() - 0.5) * 0.2));
    await createListing(handle.db, { make: "Hyundai", model: "Creta", bodyType: "SUV", year, km, price, city: "Pune" });
  }
});

afterAll(async () => {
  await handle.close();
});

describe("POST /sell (Get Instant Quote)", () => {
  it("stores the lead and answers with a quote range for a car the model knows", async () => {
    const { status, body } = await submit({ ...CRETA, phone: "+91 98765 43210", km: "40,000", owners: "1" });
    expect(status).toBe(200);
    const quote = body.quote as { low: number; estimate: number; high: number; basis: string; assumedKm: number | null };
    expect(quote.low).toBeLessThan(quote.estimate);
    expect(quote.high).toBeGreaterThan(quote.estimate);
    expect(quote.basis).toMatch(/comparable Hyundai Creta listings/);
    expect(quote.assumedKm).toBeNull();
    const [lead] = await listSellLeads(handle.db, { limit: 1 });
    expect(lead).toMatchObject({ make: "Hyundai", model: "Creta", year: YEAR, city: "Pune", phone: "9876543210", km: 40_000, owners: 1, userId: null });
    expect(lead).toMatchObject({ quoteLow: quote.low, quoteEstimate: quote.estimate, quoteHigh: quote.high });
  });

  it("assumes a typical 12,000 km a year when the kilometres are not given", async () => {
    const { body } = await submit({ ...CRETA, phone: "9876500001" }, "203.0.113.2");
    expect((body.quote as { assumedKm: number }).assumedKm).toBe(60_000);
  });

  it("stores a model it cannot price without a quote", async () => {
    const before = await leadCount();
    const { status, body } = await submit({ ...CRETA, make: "Skoda", model: "Kushaq", phone: "9876500002" }, "203.0.113.3");
    expect(status).toBe(200);
    expect(body.quote).toBeNull();
    expect(await leadCount()).toBe(before + 1);
    const [lead] = await listSellLeads(handle.db, { limit: 1 });
    expect(lead).toMatchObject({ make: "Skoda", model: "Kushaq", quoteLow: null, quoteEstimate: null, quoteHigh: null });
  });

  it("refuses a bad phone with its field message, keeps what was typed, and stores nothing", async () => {
    const before = await leadCount();
    const { status, body } = await submit({ ...CRETA, phone: "12345" }, "203.0.113.4");
    expect(status).toBe(400);
    expect(body.errors).toEqual({ phone: PHONE_MESSAGE });
    expect(body.values).toMatchObject({ model: "Creta", phone: "12345" });
    expect(await leadCount()).toBe(before);
  });

  it("flags an incomplete form", async () => {
    const { status, body } = await submit({ ...CRETA, make: "", city: "" }, "203.0.113.4");
    expect(status).toBe(400);
    expect(body.incomplete).toBe(true);
  });

  it("limits quote requests per phone, whatever the address", async () => {
    const phone = "9123456789";
    for (let i = 0; i < 5; i++) expect((await submit({ ...CRETA, phone }, `198.51.100.${i}`)).status).toBe(200);
    const before = await leadCount();
    const refused = await submit({ ...CRETA, phone }, "198.51.100.99");
    expect(refused.status).toBe(429);
    expect(refused.body.formError).toMatch(/Too many attempts/);
    expect(await leadCount()).toBe(before);
  });

  it("lists leads newest first for admins", async () => {
    const leads = await listSellLeads(handle.db, { limit: 3 });
    expect(leads).toHaveLength(3);
    expect(leads[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(leads[1]!.createdAt.getTime());
    expect(leads[0]!.id).toBeGreaterThan(leads[1]!.id);
  });
});
