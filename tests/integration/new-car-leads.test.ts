/**
 * Issue 33, decision 031: 'Get the best offer' on a new-car model. A lead reaches the dealers of
 * its make in its city and nobody else; the phone only with consent; the hourly limit; a refused
 * form comes back as typed; a lead no dealer gets is kept for the admins; /seller/leads is for
 * dealers only; the buyer's export has their leads and deleting the account erases them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DbHandle } from "~/.server/db/client";
import { dealerProfiles, makes, models, newCarLeads } from "~/.server/db/schema";
import { applyRetention } from "~/.server/privacy/retention";
import type { AdminNewCarLead, DealerNewCarLead } from "~/lib/new-cars/new-car-lead";
import { NEED_CONTACT_MESSAGE, UNKNOWN_VARIANT_MESSAGE, type OfferResult } from "~/lib/new-cars/best-offer-texts";
import { action as dealersAction } from "~/routes/admin/dealers";
import { loader as adminLeadsLoader } from "~/routes/admin/leads";
import { loader as exportLoader } from "~/routes/account/export-data";
import { action as profileAction } from "~/routes/account/profile";
import { action as offerAction } from "~/routes/new-cars/offer";
import { loader as dealerLeadsLoader } from "~/routes/seller/leads";
import { TestBrowser } from "./accounts-client";
import { signUpAs, type SignedIn } from "./admin-accounts";
import { useDatabase } from "./api-client";
import { createMake, createModel, createVariant } from "./factories";
import { createSellerTestDatabase } from "./seller-listings-helpers";

let handle: DbHandle;
let db: Database;
let admin: SignedIn;
let hyundaiPune: SignedIn;
let tataPune: SignedIn;
let hyundaiMumbai: SignedIn;
let creta: { id: number; makeId: number; variant: number };
let nexonVariant: number;
const guest = new TestBrowser("198.51.100.33");

const CRETA = { make: "hyundai", model: "creta" };
const buyer = { variant: "", city: "Pune", name: "Asha Rao", phone: "9876500001", email: "", sharePhone: "on" };

const offer = (browser: TestBrowser, form: Record<string, string>, params = CRETA) =>
  browser.call(offerAction, `/new-cars/${params.make}/${params.model}/offer`, { form, params });
const dealerLeads = async (dealer: SignedIn) => (await dealer.browser.call(dealerLeadsLoader, "/seller/leads")).body as { setup: string; leads: DealerNewCarLead[]; total: number };

async function makeDealer(name: string, city: string, makeIds: number[], gstin: string): Promise<SignedIn> {
  const dealer = await signUpAs(db, "user", name);
  const form = new URLSearchParams({ intent: "save", userId: dealer.id, businessName: `${name} Motors`, gstin, address: "12 FC Road, Shivajinagar", city });
  for (const id of makeIds) form.append("makeIds", String(id));
  const answer = await admin.browser.call(dealersAction, "/admin/dealers", { form });
  expect(answer.body).toMatchObject({ ok: true });
  return dealer;
}

beforeAll(async () => {
  ({ handle } = await createSellerTestDatabase());
  db = handle.db;
  useDatabase(handle);
  admin = await signUpAs(db, "admin", "Meera Admin");
  const [hyundai] = await db.select().from(makes).where(eq(makes.slug, "hyundai"));
  const [cretaModel] = await db.select().from(models).where(eq(models.slug, "creta"));
  creta = { id: cretaModel!.id, makeId: hyundai!.id, variant: (await createVariant(db, cretaModel!.id, "SX Diesel"))!.id };
  const tata = (await createMake(db, "Tata"))!;
  const nexon = (await createModel(db, tata.id, "Nexon"))!;
  nexonVariant = (await createVariant(db, nexon.id, "XZ Plus"))!.id;
  // GSTINs with valid checksums (app/lib/selling/gstin.ts).
  hyundaiPune = await makeDealer("Shree Ganesh", "pune", [hyundai!.id], "27AAPFU0939F1ZV");
  tataPune = await makeDealer("Deccan Tata", "Pune", [tata.id], "24AABCD1234E1ZE");
  hyundaiMumbai = await makeDealer("Marine Drive", "Mumbai", [hyundai!.id], "07AAACR5055K1Z9");
});

afterAll(async () => {
  await handle.close();
});

describe("the dealer's makes on /admin/dealers", () => {
  it("saves the makes and spells the city as leads do; refuses a make the catalogue lacks", async () => {
    const [profile] = await db.select().from(dealerProfiles).where(eq(dealerProfiles.userId, hyundaiPune.id));
    expect(profile).toMatchObject({ city: "Pune", makeIds: [expect.any(Number)] });
    const form = new URLSearchParams({ intent: "save", userId: hyundaiPune.id, businessName: "Shree Ganesh Motors", gstin: "27AAPFU0939F1ZV", address: "12 FC Road", city: "Pune" });
    form.append("makeIds", "999999");
    const answer = await admin.browser.call(dealersAction, "/admin/dealers", { form });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, errors: { makeIds: "Choose makes from the list" } });
  });
});

describe("asking for the best offer", () => {
  it("stores the lead, reaches the Hyundai dealer in Pune only, and shows them the shared phone", async () => {
    const answer = await offer(guest, { ...buyer, variant: String(creta.variant) });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, dealers: 1, make: "Hyundai", city: "Pune", sharePhone: true } satisfies OfferResult);
    const [row] = await db.select().from(newCarLeads).where(eq(newCarLeads.phone, buyer.phone));
    expect(row).toMatchObject({ modelId: creta.id, variantId: creta.variant, city: "Pune", routed: true, sharePhone: true, userId: null });
    expect(row!.consentedAt).toBeInstanceOf(Date);

    const seen = await dealerLeads(hyundaiPune);
    expect(seen.leads).toEqual([expect.objectContaining({ car: "Hyundai Creta", variant: "SX Diesel", name: "Asha Rao", phone: buyer.phone, city: "Pune" })]);
    // Another make in the same city, the same make in another city: nothing.
    expect((await dealerLeads(tataPune)).leads).toEqual([]);
    expect((await dealerLeads(hyundaiMumbai)).leads).toEqual([]);
  });

  it("hides the phone from dealers without the tick, and needs an email then", async () => {
    const noContact = await offer(guest, { ...buyer, phone: "9876500002", sharePhone: "" });
    expect(noContact.status).toBe(400);
    expect(noContact.body).toMatchObject({ ok: false, errors: { email: NEED_CONTACT_MESSAGE } });

    const answer = await offer(guest, { ...buyer, name: "Vikram Joshi", phone: "9876500002", sharePhone: "", email: "vikram@example.in" });
    expect(answer.body).toMatchObject({ ok: true, dealers: 1, sharePhone: false });
    const lead = (await dealerLeads(hyundaiPune)).leads.find((l) => l.name === "Vikram Joshi");
    expect(lead).toMatchObject({ phone: null, variant: null });
    expect(JSON.stringify(lead)).not.toContain("vikram@example.in");
  });

  it("keeps what was typed and names each bad field; a variant of another model is refused", async () => {
    const typed = { variant: "", city: "Atlantis", name: "A", phone: "12345", email: "not-an-email", sharePhone: "on" };
    const answer = await offer(guest, typed);
    expect(answer.status).toBe(400);
    const body = answer.body as OfferResult & { ok: false };
    expect(body.values).toEqual(typed);
    expect(Object.keys(body.errors).sort()).toEqual(["city", "email", "name", "phone"]);

    const otherModel = await offer(guest, { ...buyer, phone: "9876500003", variant: String(nexonVariant) });
    expect(otherModel.status).toBe(400);
    expect(otherModel.body).toMatchObject({ ok: false, errors: { variant: UNKNOWN_VARIANT_MESSAGE } });
    expect(await db.select().from(newCarLeads).where(eq(newCarLeads.phone, "9876500003"))).toEqual([]);
  });

  it("refuses the sixth request from one phone in an hour with a clear message", async () => {
    const form = { ...buyer, phone: "9876500004" };
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await offer(new TestBrowser(`198.51.100.${100 + i}`), form));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(answers[5]!.body).toMatchObject({ ok: false, values: form, formError: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
    expect(answers[5]!.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("keeps a lead no dealer sells for the admins, and says so", async () => {
    const answer = await offer(guest, { ...buyer, phone: "9876500005", city: "Mumbai" }, { make: "tata", model: "nexon" });
    expect(answer.body).toEqual({ ok: true, dealers: 0, make: "Tata", city: "Mumbai", sharePhone: true });
    const [row] = await db.select().from(newCarLeads).where(eq(newCarLeads.phone, "9876500005"));
    expect(row?.routed).toBe(false);

    const page = (await admin.browser.call(adminLeadsLoader, "/admin/leads?tab=new-cars")).body as { tab: string; unrouted: number; leads: AdminNewCarLead[] };
    expect(page.tab).toBe("new-cars");
    expect(page.unrouted).toBe(1);
    expect(page.leads.find((l) => l.phone === "9876500005")).toMatchObject({ car: "Tata Nexon", routed: false, sharePhone: true });
    // Phones and emails of every lead: admins only.
    expect((await guest.call(adminLeadsLoader, "/admin/leads?tab=new-cars")).status).not.toBe(200);
  });

  it("answers 404 for a model the catalogue does not have", async () => {
    expect((await offer(guest, buyer, { make: "hyundai", model: "no-such-car" })).status).toBe(404);
  });
});

describe("/seller/leads", () => {
  it("is a 404 for an account that is not a dealer, and tells a dealer without makes why it is empty", async () => {
    const privateSeller = await signUpAs(db, "user", "Kiran Shah");
    expect((await privateSeller.browser.call(dealerLeadsLoader, "/seller/leads")).status).toBe(404);
    const bare = await signUpAs(db, "dealer", "Bare Dealer");
    expect(await dealerLeads(bare)).toMatchObject({ setup: "no-profile", leads: [] });
  });
});

describe("the buyer's data", () => {
  it("is in their export, and deleting the account erases it from the lead the dealer still sees", async () => {
    const leaver = await signUpAs(db, "user", "Leela Menon");
    const sent = await offer(leaver.browser, { ...buyer, name: "Leela Menon", phone: "9876500006", email: "leela@example.in" });
    expect(sent.body).toMatchObject({ ok: true, dealers: 1 });

    const file = (await leaver.browser.call(exportLoader, "/profile/data")).body as string;
    const data = JSON.parse(typeof file === "string" ? file : JSON.stringify(file));
    expect(data.newCarOfferRequests).toEqual([expect.objectContaining({ make: "Hyundai", model: "Creta", phone: "9876500006", phoneSharedWithDealers: true, reachedDealers: true })]);

    const deleted = await leaver.browser.call(profileAction, "/profile", { form: { intent: "delete-account", password: "secret#123", confirm: "on" } });
    expect(deleted.status).toBe(302);
    const [row] = await db.select().from(newCarLeads).where(eq(newCarLeads.email, "leela@example.in"));
    expect(row).toBeUndefined();
    const lead = (await dealerLeads(hyundaiPune)).leads.find((l) => l.name === "Deleted user");
    expect(lead).toMatchObject({ phone: null, car: "Hyundai Creta" });
    expect(await db.select().from(newCarLeads).where(eq(newCarLeads.phone, "9876500006"))).toEqual([]);
  });

  it("goes after 12 months (the retention job)", async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    await db.insert(newCarLeads).values({ modelId: creta.id, makeId: creta.makeId, city: "Pune", name: "Old Lead", phone: "9876500007", routed: true, createdAt: old });
    const deleted = await applyRetention(db);
    expect(deleted.new_car_leads).toBe(1);
    expect(await db.select().from(newCarLeads).where(eq(newCarLeads.name, "Old Lead"))).toEqual([]);
  });
});
